// The world the evaluation roles are written in: sectors (with the company-industry label a company might file
// them under — deliberately sometimes the vague 'Finance' or 'Other'), places by region, and the functions a
// role can be for. Hand-written; the generator (generate.ts) combines them.

export type Region = 'europe' | 'north-america' | 'asia-pacific' | 'middle-east';

export const PLACES: Readonly<Record<string, { region: Region; cities: readonly string[] }>> = {
  'United Kingdom': { region: 'europe', cities: ['London', 'Manchester', 'Edinburgh', 'Leeds', 'Bristol'] },
  Ireland: { region: 'europe', cities: ['Dublin', 'Cork'] },
  Germany: { region: 'europe', cities: ['Berlin', 'Munich', 'Hamburg'] },
  Netherlands: { region: 'europe', cities: ['Amsterdam', 'Rotterdam'] },
  France: { region: 'europe', cities: ['Paris', 'Lyon'] },
  Portugal: { region: 'europe', cities: ['Lisbon', 'Porto'] },
  Spain: { region: 'europe', cities: ['Madrid', 'Barcelona'] },
  Switzerland: { region: 'europe', cities: ['Zurich', 'Geneva'] },
  'United States': {
    region: 'north-america',
    cities: ['New York', 'Boston', 'San Francisco', 'Austin', 'Chicago'],
  },
  Canada: { region: 'north-america', cities: ['Toronto', 'Vancouver'] },
  Singapore: { region: 'asia-pacific', cities: ['Singapore'] },
  Australia: { region: 'asia-pacific', cities: ['Sydney', 'Melbourne'] },
  'United Arab Emirates': { region: 'middle-east', cities: ['Dubai', 'Abu Dhabi'] },
};

export interface Sector {
  /** Labels a company might file the role under (the first is the natural one). */
  labels: readonly string[];
  /** How a posting describes such a company. */
  phrases: readonly string[];
  /** How a posting names experience of the sector ('Experience in … is essential'). */
  experience: string;
}

export const SECTORS = {
  fintech: {
    labels: ['Finance', 'Technology'],
    phrases: [
      'a fintech scale-up',
      'a payments company',
      'a digital lending platform',
      'an open-banking start-up',
    ],
    experience: 'fintech or payments',
  },
  banking: {
    labels: ['Finance'],
    phrases: ['a challenger bank', 'a regional commercial bank', 'a building society', 'a private bank'],
    experience: 'a regulated bank',
  },
  insurance: {
    labels: ['Finance', 'Other'],
    phrases: ['a specialty insurer', 'an insurtech', "a Lloyd's syndicate", 'a mutual insurer'],
    experience: 'insurance or reinsurance',
  },
  assetmgmt: {
    labels: ['Finance', 'Other'],
    phrases: [
      'a mid-market private equity firm',
      'a venture capital fund',
      'a multi-family office',
      'an asset manager',
    ],
    experience: 'private markets or fund management',
  },
  healthcare: {
    labels: ['Healthcare'],
    phrases: [
      'a hospital group',
      'a network of outpatient clinics',
      'a digital health provider',
      'a community care provider',
    ],
    experience: 'hospital or clinical services',
  },
  biotech: {
    labels: ['Healthcare', 'Other'],
    phrases: [
      'a clinical-stage biotech',
      'a drug discovery company',
      'a medical device maker',
      'a diagnostics start-up',
    ],
    experience: 'life sciences',
  },
  saas: {
    labels: ['Technology'],
    phrases: [
      'a B2B software company',
      'a SaaS platform for mid-sized firms',
      'a developer-tools start-up',
      'a cloud software vendor',
    ],
    experience: 'B2B software',
  },
  retail: {
    labels: ['Retail', 'Food & Beverage'],
    phrases: [
      'a direct-to-consumer brand',
      'a grocery chain',
      'a fashion retailer',
      'a consumer goods company',
    ],
    experience: 'consumer retail',
  },
  manufacturing: {
    labels: ['Manufacturing'],
    phrases: [
      'an industrial manufacturer',
      'a precision engineering firm',
      'a packaging producer',
      'an automotive parts supplier',
    ],
    experience: 'industrial manufacturing',
  },
  energy: {
    labels: ['Energy'],
    phrases: [
      'a renewable energy developer',
      'a regional utility',
      'a battery storage company',
      'a solar installer',
    ],
    experience: 'energy or utilities',
  },
  education: {
    labels: ['Education'],
    phrases: [
      'an edtech company',
      'a multi-academy school trust',
      'a university spin-out in learning',
      'an online learning provider',
    ],
    experience: 'schools or education',
  },
  nonprofit: {
    labels: ['Non-profit'],
    phrases: [
      'a national charity',
      'a grant-making foundation',
      'a social enterprise',
      'an international NGO',
    ],
    experience: 'the charity sector',
  },
  realestate: {
    labels: ['Real Estate'],
    phrases: ['a property developer', 'a proptech company', 'a listed REIT', 'a build-to-rent operator'],
    experience: 'property development or real estate investment',
  },
  logistics: {
    labels: ['Transportation'],
    phrases: [
      'a freight forwarder',
      'a last-mile delivery company',
      'a logistics group',
      'a cold-chain operator',
    ],
    experience: 'logistics or freight',
  },
  media: {
    labels: ['Media'],
    phrases: [
      'an independent creative studio',
      'a magazine publisher',
      'a film production company',
      'a games studio',
    ],
    experience: 'media or creative industries',
  },
} as const satisfies Record<string, Sector>;

export type SectorKey = keyof typeof SECTORS;
export const SECTOR_KEYS = Object.keys(SECTORS) as SectorKey[];
