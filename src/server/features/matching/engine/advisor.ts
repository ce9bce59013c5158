// The advisor's profile prepared for matching: canonical industries and skill concepts, the weighted BM25
// query, normalized preferences, and how complete (trustworthy) the profile is.
import {
  normalizeAvailability,
  normalizeCity,
  normalizeCompensationPreferences,
  normalizeCountry,
  normalizeWorkPreference,
  type Availability,
} from './fields';
import { bitsOf, industryOfLabel, skillConcept, skillMaskOfLabel } from './lexicon';
import { htmlToPlainText, tokenize } from './normalize';
import type { IndustryLabel } from './lexicon';
import type { IndustryMatch } from './signals';
import type {
  AdvisorExperienceEntry,
  AdvisorExperienceInput,
  AdvisorForMatching,
  CompensationPreference,
  WorkPreference,
} from './types';
import { BM25, CONFIDENCE_PENALTIES, PROFILE_TARGETS } from './weights';
import { profileLanguages } from './languages';
import { isStopWord, stem } from './normalize';
import { computes } from './model';
import { DIMENSIONS, contentRows, unitVector } from './word-vectors';

/** A profile field that is missing or thin, with how much it costs in confidence. */
export interface ProfileGap {
  field: keyof typeof CONFIDENCE_PENALTIES;
  penalty: number;
}

export interface PreparedAdvisor {
  readonly source: AdvisorForMatching;
  readonly industries: readonly { label: string; keys: readonly string[] }[];
  /** Skill concepts the advisor lists (bits, see lexicon.ts). */
  readonly skillMask: number;
  /** The advisor's own label for each concept bit they list. */
  readonly skillLabels: ReadonlyMap<number, string>;
  /** Skills that name no known concept, as stemmed words (matched when every word occurs in the role). */
  readonly customSkills: readonly { label: string; tokens: readonly string[] }[];
  readonly skillCount: number;
  /** BM25 query: stem → weight. */
  readonly query: ReadonlyMap<string, number>;
  readonly workPreference: WorkPreference | null;
  readonly availability: Availability;
  readonly compensation: ReadonlySet<CompensationPreference>;
  readonly city: string | null;
  readonly country: string | null;
  readonly years: number | null;
  readonly hours: number | null;
  readonly hasBeenAdvisor: 'yes' | 'no' | null;
  readonly advisoryRoles: number;
  readonly biographyLength: number;
  /** 0–1, from the gaps below. */
  readonly confidence: number;
  readonly gaps: readonly ProfileGap[];
  /** Plain text of the profile, for embeddings and for finding credentials. */
  readonly text: string;
  /** The profile's meaning as a unit vector of the word resource (word-vectors.ts). */
  readonly meaning: Float32Array;
  /** Vector rows of the words that say what the advisor does: skills, past roles, and the biography's rarest
   * words (word-vectors.ts). A role's title is matched against them by meaning. */
  readonly roleRows: Int32Array;
  /** For each query stem: the advisor's own word for it and where it is written (quoted in reasons). */
  readonly termSource: ReadonlyMap<string, { word: string; where: string }>;
  /** Languages the profile shows, with the evidence (languages.ts). */
  readonly languages: ReadonlyMap<string, string>;
  /** Stems of every word of the profile (requirements are checked against them). */
  readonly words: ReadonlySet<string>;
  /** Per-advisor caches filled while scoring: industry affinity per key, industry match per label and text
   * industries, and explanation strings that repeat across roles. */
  readonly memo: {
    readonly affinity: Map<string, { value: number; via: string | null }>;
    readonly industry: Map<IndustryLabel, Map<readonly string[], IndustryMatch>>;
    readonly text: Map<unknown, string>;
    /** Outcome of each requirement check, by the requirement's text. */
    readonly checks: Map<string, boolean>;
  };
}

const cleanList = (list: readonly (string | null | undefined)[] | null | undefined): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of Array.isArray(list) ? list : []) {
    const value = typeof item === 'string' ? item.trim() : '';
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      out.push(value);
    }
  }
  return out;
};

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The experience list in any of the spec's shapes (list, {experiences: list}, or a string). */
export function experienceEntries(
  input: AdvisorExperienceInput | null | undefined,
): AdvisorExperienceEntry[] {
  if (!input) return [];
  if (typeof input === 'string') return input.trim() ? [{ description: input }] : [];
  const list = Array.isArray(input) ? input : ((input as { experiences?: unknown }).experiences ?? []);
  if (!Array.isArray(list)) return [];
  const entries: AdvisorExperienceEntry[] = [];
  for (const item of list as unknown[]) {
    if (typeof item === 'string') {
      if (item.trim()) entries.push({ company: item });
    } else if (item && typeof item === 'object') {
      const e = item as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
      const entry = {
        company: str(e.company),
        website: str(e.website),
        role: str(e.role),
        description: str(e.description),
      };
      if (entry.company || entry.role || entry.description) entries.push(entry);
    }
  }
  return entries;
}

function addTerms(query: Map<string, number>, text: string | null | undefined, weight: number) {
  for (const token of tokenize(text)) query.set(token, (query.get(token) ?? 0) + weight);
}

/** How many of the biography's rarest words join the skills and past roles in `roleRows`. */
const BIOGRAPHY_ROWS = 40;

function profileRows(skills: readonly string[], roles: readonly string[], biography: string): Int32Array {
  const rows = new Set<number>();
  for (const text of [...skills, ...roles]) for (const row of contentRows(text)) rows.add(row);
  const rare = [...contentRows(biography)].sort((x, y) => y - x).slice(0, BIOGRAPHY_ROWS);
  for (const row of rare) rows.add(row);
  return Int32Array.from(rows);
}

export function prepareAdvisor(advisor: AdvisorForMatching | null | undefined): PreparedAdvisor {
  const source = advisor ?? {};
  const industryLabels = cleanList(source.industries);
  const skillLabels = cleanList(source.skills);
  const biography = htmlToPlainText(typeof source.biography === 'string' ? source.biography : '');
  const experience = experienceEntries(source.advisorExperience);

  const industries = industryLabels
    .map((label) => ({ label, keys: industryOfLabel(label).keys }))
    .filter((i) => i.keys.length > 0);

  let skillMask = 0;
  const labels = new Map<number, string>();
  const customSkills: { label: string; tokens: string[] }[] = [];
  for (const label of skillLabels) {
    const mask = skillMaskOfLabel(label);
    if (mask === 0) {
      const tokens = [...new Set(tokenize(label))];
      if (tokens.length > 0) customSkills.push({ label, tokens });
      continue;
    }
    skillMask |= mask;
    for (const bit of bitsOf(mask)) if (!labels.has(bit)) labels.set(bit, label);
  }

  // BM25 query: the advisor's own words, the lists weighted above the biography, plus the synonyms of their
  // skills at a low weight so that 'Fundraising' also finds 'investor relations'.
  const query = new Map<string, number>();
  const weights = BM25.queryWeights;
  for (const label of skillLabels) addTerms(query, label, weights.skill);
  for (const bit of bitsOf(skillMask)) {
    for (const phrase of skillConcept(bit).phrases) addTerms(query, phrase, weights.synonym);
  }
  for (const label of industryLabels) addTerms(query, label, weights.industry);
  addTerms(query, biography, weights.biography);
  for (const e of experience) {
    addTerms(query, e.company, weights.experience);
    addTerms(query, e.role, weights.experience);
    addTerms(query, e.description, weights.experience);
  }
  // Saturate repeated terms: a word used ten times in a biography is not ten times as important.
  for (const [term, weight] of query) query.set(term, Math.min(weight, 4));

  const availability = normalizeAvailability(source.availableToWork);
  const compensation = normalizeCompensationPreferences(source.compensationPreference);
  const workPreference = normalizeWorkPreference(source.workPreference);
  const city = normalizeCity(source.city);
  const country = normalizeCountry(source.country);
  const years = finiteOrNull(source.yearsExperience);
  const hours = finiteOrNull(source.hoursAvailable);
  const said =
    typeof source.hasBeenAdvisorBefore === 'string' ? source.hasBeenAdvisorBefore.trim().toLowerCase() : '';
  const hasBeenAdvisor =
    said === 'yes' || said === 'true' ? 'yes' : said === 'no' || said === 'false' ? 'no' : null;

  const P = CONFIDENCE_PENALTIES;
  const gaps: ProfileGap[] = [];
  const gap = (field: ProfileGap['field'], share: number) => {
    if (share > 0) gaps.push({ field, penalty: P[field] * Math.min(1, share) });
  };
  gap('biography', 1 - biography.length / PROFILE_TARGETS.biographyChars);
  gap('industries', 1 - industries.length / PROFILE_TARGETS.industries);
  gap('skills', 1 - skillLabels.length / PROFILE_TARGETS.skills);
  gap('availability', availability.remote || availability.onSite ? 0 : 1);
  gap('workPreference', workPreference ? 0 : 1);
  gap('compensation', compensation.size > 0 ? 0 : 1);
  gap('location', (city ? 0 : 0.5) + (country ? 0 : 0.5));
  gap('years', years === null ? 1 : 0);
  gap('advisoryHistory', hasBeenAdvisor || experience.length > 0 ? 0 : 1);
  const confidence = Math.max(0, 1 - gaps.reduce((sum, g) => sum + g.penalty, 0));

  const text = [
    skillLabels.length ? `Skills: ${skillLabels.join(', ')}.` : '',
    industryLabels.length ? `Industries: ${industryLabels.join(', ')}.` : '',
    biography,
    ...experience.map((e) => [e.role, e.company, e.description].filter(Boolean).join(', ')),
  ]
    .filter(Boolean)
    .join('\n');

  const termSource = new Map<string, { word: string; where: string }>();
  const note = (text: string | null | undefined, where: string) => {
    for (const m of (text ?? '').toLowerCase().matchAll(/[a-z][a-z0-9&'-]*[a-z0-9]/g)) {
      const word = m[0];
      if (word.length < 3 || isStopWord(word)) continue;
      const s = stem(word);
      if (!termSource.has(s)) termSource.set(s, { word, where });
    }
  };
  for (const label of skillLabels) note(label, `your skill “${label}”`);
  for (const label of industryLabels) note(label, `your industry “${label}”`);
  for (const e of experience) note(e.role, `your past role “${e.role ?? ''}”`);
  note(biography, 'your biography');
  for (const e of experience)
    note([e.company, e.description].filter(Boolean).join(' '), 'your advisory experience');

  return {
    source,
    meaning: !computes('meaning')
      ? new Float32Array(DIMENSIONS)
      : unitVector([
          [skillLabels.join(', '), 2],
          [industryLabels.join(', '), 1.5],
          [biography, 1],
          ...experience.map((e): [string, number] => [[e.role, e.description].filter(Boolean).join(' '), 1]),
        ]),
    termSource,
    roleRows: computes('titleMatch')
      ? profileRows(
          skillLabels,
          experience.map((e) => e.role ?? ''),
          biography,
        )
      : new Int32Array(0),
    languages: profileLanguages({
      skills: skillLabels,
      sentences: biography.split(/(?<=[.!?;])\s+/),
      country,
      countryLabel: typeof source.country === 'string' ? source.country.trim() || null : null,
    }),
    words: new Set(tokenize(text)),
    industries,
    skillMask,
    skillLabels: labels,
    customSkills: customSkills.slice(0, 31),
    skillCount: skillLabels.length,
    query,
    workPreference,
    availability,
    compensation,
    city,
    country,
    years,
    hours,
    hasBeenAdvisor,
    advisoryRoles: experience.length,
    biographyLength: biography.length,
    confidence,
    gaps,
    text,
    memo: { affinity: new Map(), industry: new Map(), text: new Map(), checks: new Map() },
  };
}
