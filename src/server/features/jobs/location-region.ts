// The part of the world a role is in, for locked cards: coarse enough that it names no city or company, but still
// says whether a role is near the advisor. Countries are free text, so names are compared loosely; a country this
// table does not know gives no region (the card then shows none) rather than a guess.

// prettier-ignore
const REGIONS: Record<string, readonly string[]> = {
  'North America': [
    'united states', 'usa', 'us', 'united states of america', 'america', 'canada', 'mexico'
  ],
  'Central America & Caribbean': [
    'guatemala', 'belize', 'honduras', 'el salvador', 'nicaragua', 'costa rica', 'panama', 'cuba', 'jamaica',
    'haiti', 'dominican republic', 'puerto rico', 'bahamas', 'barbados', 'trinidad and tobago'
  ],
  'South America': [
    'brazil', 'argentina', 'chile', 'colombia', 'peru', 'venezuela', 'ecuador', 'bolivia', 'paraguay', 'uruguay',
    'guyana', 'suriname'
  ],
  Europe: [
    'united kingdom', 'uk', 'gb', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland',
    'ireland', 'france', 'germany', 'deutschland', 'netherlands', 'the netherlands', 'holland', 'belgium',
    'luxembourg', 'switzerland', 'schweiz', 'suisse', 'austria', 'italy', 'spain', 'espana', 'portugal', 'denmark',
    'sweden', 'norway', 'finland', 'iceland', 'poland', 'czech republic', 'czechia', 'slovakia', 'hungary',
    'romania', 'bulgaria', 'greece', 'croatia', 'slovenia', 'serbia', 'bosnia and herzegovina', 'montenegro',
    'north macedonia', 'albania', 'estonia', 'latvia', 'lithuania', 'ukraine', 'moldova', 'belarus', 'malta',
    'cyprus', 'monaco', 'liechtenstein', 'andorra', 'san marino', 'russia'
  ],
  'Middle East': [
    'israel', 'united arab emirates', 'uae', 'saudi arabia', 'qatar', 'bahrain', 'kuwait', 'oman', 'jordan',
    'lebanon', 'turkey', 'turkiye', 'iran', 'iraq', 'syria', 'yemen', 'palestine'
  ],
  Africa: [
    'nigeria', 'south africa', 'kenya', 'egypt', 'morocco', 'ghana', 'ethiopia', 'tanzania', 'uganda', 'rwanda',
    'algeria', 'tunisia', 'senegal', "cote d'ivoire", 'ivory coast', 'cameroon', 'angola', 'zambia', 'zimbabwe',
    'botswana', 'namibia', 'mozambique', 'mauritius', 'libya', 'sudan'
  ],
  Asia: [
    'china', 'japan', 'south korea', 'korea', 'india', 'singapore', 'hong kong', 'taiwan', 'indonesia', 'malaysia',
    'thailand', 'vietnam', 'philippines', 'pakistan', 'bangladesh', 'sri lanka', 'nepal', 'kazakhstan', 'uzbekistan',
    'mongolia', 'cambodia', 'myanmar', 'laos'
  ],
  Oceania: [
    'australia', 'new zealand', 'fiji', 'papua new guinea'
  ],
};

/** Lowercase letters, digits, spaces and apostrophes only, accents removed: 'España ' and 'espana' agree. */
const plain = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const REGION_BY_COUNTRY = new Map(
  Object.entries(REGIONS).flatMap(([region, countries]) =>
    countries.map((country) => [country, region] as const),
  ),
);

export function regionOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const key = plain(country);
  return REGION_BY_COUNTRY.get(key) ?? REGION_BY_COUNTRY.get(key.replace(/^the /, '')) ?? null;
}

/** The country names a region is recognised by (lowercase, as `plain` leaves them), for SQL filters. */
export function countryNamesOf(region: string): readonly string[] {
  return REGIONS[region] ?? [];
}
