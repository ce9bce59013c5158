// Enumerated fields normalized from whatever spelling arrives (spec values, the matching view's labels, the
// older posting form's values) to one vocabulary, plus place names.
import { normalizeText } from './normalize';
import type {
  CompensationPreference,
  CompensationType,
  EngagementType,
  JobType,
  WorkPreference,
} from './types';

const key = (value: string | null | undefined) => normalizeText(value).replace(/ /g, '');

const JOB_TYPES: Record<string, JobType> = {
  remote: 'remote',
  fullyremote: 'remote',
  remotefirst: 'remote',
  onsite: 'on-site',
  office: 'on-site',
  inoffice: 'on-site',
  inperson: 'on-site',
  hybrid: 'hybrid',
};

/** remote | on-site | hybrid | unspecified (the older form's 'board' and anything unknown are unspecified). */
export function normalizeJobType(value: string | null | undefined): JobType {
  return JOB_TYPES[key(value)] ?? 'unspecified';
}

const ENGAGEMENTS: Record<string, EngagementType> = {
  parttime: 'part-time',
  fulltime: 'full-time',
  adhoc: 'ad-hoc',
  project: 'ad-hoc',
  projectbased: 'ad-hoc',
  consultant: 'ad-hoc',
  consulting: 'ad-hoc',
  volunteer: 'volunteer',
  voluntary: 'volunteer',
  // The older posting form's engagement types: board and advisory seats are part-time commitments.
  boardmember: 'part-time',
  advisoryboard: 'part-time',
  strategicadvisor: 'part-time',
};

export function normalizeEngagement(value: string | null | undefined): EngagementType | null {
  return ENGAGEMENTS[key(value)] ?? null;
}

export function normalizeWorkPreference(value: string | null | undefined): WorkPreference | null {
  const engagement = normalizeEngagement(value);
  return engagement === 'volunteer' ? null : engagement;
}

const COMPENSATIONS: Record<string, CompensationType> = {
  paid: 'paid',
  cash: 'paid',
  salary: 'paid',
  fee: 'paid',
  equity: 'equity',
  shares: 'equity',
  stock: 'equity',
  options: 'equity',
  probono: 'pro-bono',
  unpaid: 'pro-bono',
  volunteer: 'pro-bono',
  combination: 'combination',
  paidequity: 'combination',
  equitypaid: 'combination',
  mixed: 'combination',
};

export function normalizeCompensation(value: string | null | undefined): CompensationType | null {
  return COMPENSATIONS[key(value)] ?? null;
}

export function normalizeCompensationPreferences(
  values: readonly string[] | null | undefined,
): ReadonlySet<CompensationPreference> {
  const out = new Set<CompensationPreference>();
  for (const value of values ?? []) {
    const c = normalizeCompensation(value);
    if (c === 'combination') {
      out.add('paid');
      out.add('equity');
    } else if (c) out.add(c);
  }
  return out;
}

export interface Availability {
  remote: boolean;
  onSite: boolean;
}

export function normalizeAvailability(values: readonly string[] | null | undefined): Availability {
  const result = { remote: false, onSite: false };
  for (const value of values ?? []) {
    const type = normalizeJobType(value);
    if (type === 'remote') result.remote = true;
    else if (type === 'on-site') result.onSite = true;
    else if (type === 'hybrid') {
      result.remote = true;
      result.onSite = true;
    }
  }
  return result;
}

const COUNTRIES: Record<string, string> = {
  uk: 'united kingdom',
  gb: 'united kingdom',
  greatbritain: 'united kingdom',
  britain: 'united kingdom',
  england: 'united kingdom',
  scotland: 'united kingdom',
  wales: 'united kingdom',
  northernireland: 'united kingdom',
  unitedkingdom: 'united kingdom',
  us: 'united states',
  usa: 'united states',
  unitedstates: 'united states',
  unitedstatesofamerica: 'united states',
  america: 'united states',
  uae: 'united arab emirates',
  unitedarabemirates: 'united arab emirates',
  deutschland: 'germany',
  holland: 'netherlands',
  thenetherlands: 'netherlands',
  espana: 'spain',
  suisse: 'switzerland',
  schweiz: 'switzerland',
};

/** A comparable country key ('UK', 'England' and 'United Kingdom' are the same), or null. */
export function normalizeCountry(value: string | null | undefined): string | null {
  const plain = normalizeText(value);
  if (plain === '') return null;
  return COUNTRIES[plain.replace(/ /g, '')] ?? plain;
}

const CITIES: Record<string, string> = {
  nyc: 'new york',
  newyorkcity: 'new york',
  sf: 'san francisco',
  la: 'los angeles',
  dc: 'washington',
  washingtondc: 'washington',
  munchen: 'munich',
  koln: 'cologne',
  lisboa: 'lisbon',
  roma: 'rome',
  milano: 'milan',
  wien: 'vienna',
  praha: 'prague',
};

/** A comparable city key, or null. */
export function normalizeCity(value: string | null | undefined): string | null {
  const plain = normalizeText(value);
  if (plain === '') return null;
  return CITIES[plain.replace(/ /g, '')] ?? plain;
}

export type Region = 'europe' | 'north-america' | 'latin-america' | 'asia-pacific' | 'middle-east' | 'africa';

const REGION_COUNTRIES: Readonly<Record<Region, readonly string[]>> = {
  europe: [
    'united kingdom',
    'ireland',
    'germany',
    'france',
    'netherlands',
    'belgium',
    'luxembourg',
    'spain',
    'portugal',
    'italy',
    'switzerland',
    'austria',
    'denmark',
    'sweden',
    'norway',
    'finland',
    'iceland',
    'poland',
    'czechia',
    'czech republic',
    'slovakia',
    'hungary',
    'romania',
    'bulgaria',
    'greece',
    'croatia',
    'slovenia',
    'estonia',
    'latvia',
    'lithuania',
    'malta',
    'cyprus',
    'serbia',
    'ukraine',
    'albania',
    'andorra',
    'bosnia and herzegovina',
    'liechtenstein',
    'moldova',
    'monaco',
    'montenegro',
    'north macedonia',
  ],
  'north-america': ['united states', 'canada'],
  'latin-america': [
    'mexico',
    'brazil',
    'argentina',
    'chile',
    'colombia',
    'peru',
    'uruguay',
    'costa rica',
    'ecuador',
    'bolivia',
    'paraguay',
    'venezuela',
    'guatemala',
    'honduras',
    'el salvador',
    'nicaragua',
    'panama',
    'dominican republic',
    'cuba',
    'jamaica',
    'trinidad and tobago',
    'puerto rico',
  ],
  'asia-pacific': [
    'singapore',
    'australia',
    'new zealand',
    'japan',
    'south korea',
    'china',
    'hong kong',
    'taiwan',
    'india',
    'indonesia',
    'malaysia',
    'thailand',
    'vietnam',
    'philippines',
    'pakistan',
    'bangladesh',
    'sri lanka',
    'nepal',
    'maldives',
    'cambodia',
    'laos',
    'myanmar',
    'mongolia',
    'fiji',
    'papua new guinea',
  ],
  'middle-east': [
    'united arab emirates',
    'saudi arabia',
    'qatar',
    'bahrain',
    'kuwait',
    'oman',
    'israel',
    'turkey',
    'jordan',
    'lebanon',
    'iraq',
  ],
  africa: [
    'south africa',
    'nigeria',
    'kenya',
    'egypt',
    'morocco',
    'ghana',
    'rwanda',
    'uganda',
    'tanzania',
    'ethiopia',
    'zambia',
    'zimbabwe',
    'botswana',
    'namibia',
    'mozambique',
    'malawi',
    'senegal',
    'cote d ivoire',
    'ivory coast',
    'cameroon',
    'tunisia',
    'algeria',
    'angola',
    'mauritius',
  ],
};

const REGION_OF = new Map<string, Region>();
for (const [region, countries] of Object.entries(REGION_COUNTRIES) as [Region, readonly string[]][]) {
  for (const country of countries) REGION_OF.set(country, region);
}

/** The world region of a normalized country key (normalizeCountry), or null when unknown. */
export const regionOf = (country: string | null): Region | null =>
  country ? (REGION_OF.get(country) ?? null) : null;
