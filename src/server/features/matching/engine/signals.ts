// One function per signal, each giving a value in 0..1. A value for "unknown" sits in the middle (neither side
// said anything); a known conflict sits near 0. Ranking uses `signalValues`; `computeSignals` adds the
// evidence the explanation needs, from the same functions. The explicit checks (requirements, seniority,
// presence, terms) and the hard mismatches are in checks.ts.
import type { PreparedAdvisor } from './advisor';
import type { PreparedJob } from './job-index';
import { PRESET_SKILL_MASK, industryName, industryRelation, type IndustryLabel } from './lexicon';
import type { CompensationType, EngagementType } from './types';
import { checkRole, type CheckOutcome } from './checks';
import { CHECK_FACTORS } from './weights';

export type Proximity = 'city' | 'country' | 'other' | 'unknown';

// ---- Industry --------------------------------------------------------------------------------------------

export interface IndustryMatch {
  value: number;
  kind: 'exact' | 'related' | 'text' | 'unknown' | 'none';
  /** The industry as the role shows it (or as found in its text). */
  jobIndustry: string | null;
  /** The advisor's industry that matched. */
  advisorIndustry: string | null;
  /** The role's industry, to suggest adding when the advisor does not list it (preset name when known). */
  suggestable: string | null;
}

/** Share of industry credit when the industry is only named in the role's title or company summary. */
const TEXT_INDUSTRY_CREDIT = 0.6;
/** Industry value when the role says nothing about its industry ('Other', empty): neither match nor miss. */
const UNKNOWN_INDUSTRY_VALUE = 0.3;

interface Affinity {
  value: number;
  via: string | null;
}

/** Per advisor: how much each industry key counts for them, and the label of theirs that makes it count. */
function affinity(a: PreparedAdvisor, key: string): Affinity {
  let known = a.memo.affinity.get(key);
  if (!known) {
    known = { value: 0, via: null };
    for (const industry of a.industries) {
      for (const own of industry.keys) {
        const r = industryRelation(own, key);
        if (r > known.value) known = { value: r, via: industry.label };
      }
    }
    a.memo.affinity.set(key, known);
  }
  return known;
}

function computeIndustryMatch(
  a: PreparedAdvisor,
  label: IndustryLabel,
  jobLabel: string | null,
  textIndustries: readonly string[],
): IndustryMatch {
  const firstKey = label.keys[0];
  const suggestable = label.unknown
    ? null
    : ((firstKey && industryName(firstKey)) ?? (jobLabel && jobLabel.length <= 40 ? jobLabel : null));
  if (a.industries.length === 0) {
    return { value: 0, kind: 'none', jobIndustry: jobLabel, advisorIndustry: null, suggestable };
  }
  let best: Affinity = { value: 0, via: null };
  for (const key of label.keys) {
    const found = affinity(a, key);
    if (found.value > best.value) best = found;
  }
  if (best.value >= 1) {
    return { value: 1, kind: 'exact', jobIndustry: jobLabel, advisorIndustry: best.via, suggestable: null };
  }
  // The title or company summary may name the sector ('a growing fintech company') when the label does not.
  let textBest: Affinity = { value: 0, via: null };
  let textKey: string | null = null;
  for (const key of textIndustries) {
    const found = affinity(a, key);
    if (found.value * TEXT_INDUSTRY_CREDIT > textBest.value) {
      textBest = { value: found.value * TEXT_INDUSTRY_CREDIT, via: found.via };
      textKey = key;
    }
  }
  if (textBest.value > best.value) {
    return {
      value: textBest.value,
      kind: 'text',
      jobIndustry: (textKey && industryName(textKey)) ?? jobLabel,
      advisorIndustry: textBest.via,
      suggestable,
    };
  }
  if (best.value > 0) {
    return {
      value: best.value,
      kind: 'related',
      jobIndustry: jobLabel,
      advisorIndustry: best.via,
      suggestable,
    };
  }
  if (label.unknown) {
    return {
      value: UNKNOWN_INDUSTRY_VALUE,
      kind: 'unknown',
      jobIndustry: null,
      advisorIndustry: null,
      suggestable,
    };
  }
  return { value: 0, kind: 'none', jobIndustry: jobLabel, advisorIndustry: null, suggestable };
}

/** Industry match, memoized per advisor (labels and text-industry lists are shared objects in an index). */
export function industryMatch(a: PreparedAdvisor, job: PreparedJob): IndustryMatch {
  let byText = a.memo.industry.get(job.industry);
  if (!byText) {
    byText = new Map();
    a.memo.industry.set(job.industry, byText);
  }
  let match = byText.get(job.text.textIndustries);
  if (!match) {
    match = computeIndustryMatch(a, job.industry, job.industryLabel, job.text.textIndustries);
    byText.set(job.text.textIndustries, match);
  }
  return match;
}

// ---- Skills ----------------------------------------------------------------------------------------------

/** How many matched skills make the "hits" half of the skills signal full. */
const SKILL_HITS_FOR_FULL = 3;
// Module-local copy: read for every role, and some loaders reach imports through getters.
const PRESET_MASK = PRESET_SKILL_MASK;

function bitCount(mask: number): number {
  let m = mask >>> 0;
  let count = 0;
  while (m !== 0) {
    m &= m - 1;
    count++;
  }
  return count;
}

/**
 * Skills: coverage of what the role names from the preset list (title mentions count twice), blended with how
 * many of the advisor's skills (preset or custom) the role names at all.
 */
export function skillsValue(
  advisorMask: number,
  advisorSkillCount: number,
  named: number,
  inTitle: number,
  customMatched: number,
): number {
  if (advisorSkillCount === 0) return 0;
  const matched = advisorMask & named;
  const needs = named & PRESET_MASK;
  const needWeight = bitCount(needs) + bitCount(needs & inTitle);
  const covered = matched & needs;
  const coveredWeight = bitCount(covered) + bitCount(covered & inTitle);
  const hits = Math.min(1, (bitCount(matched) + bitCount(customMatched)) / SKILL_HITS_FOR_FULL);
  return needWeight > 0 ? 0.6 * (coveredWeight / needWeight) + 0.4 * hits : 0.8 * hits;
}

// ---- Work mode and location ------------------------------------------------------------------------------

export function proximity(a: PreparedAdvisor, job: PreparedJob): Proximity {
  if (a.country && job.country) {
    if (a.country !== job.country) return 'other';
    return a.city && job.city && a.city === job.city ? 'city' : 'country';
  }
  if (a.city && job.city) return a.city === job.city ? 'city' : 'unknown';
  return 'unknown';
}

type ByProximity = Readonly<Record<Proximity, number>>;
const table = (city: number, country: number, other: number, unknown: number): ByProximity => ({
  city,
  country,
  other,
  unknown,
});
/** Work-mode value of on-site and hybrid roles, by who the advisor is and where the role is. */
const ON_SITE = {
  onSite: table(1, 0.8, 0.35, 0.6),
  remoteOnly: table(0.5, 0.25, 0, 0.2),
  unknown: table(0.8, 0.6, 0.3, 0.5),
} as const;
const HYBRID = {
  onSite: table(1, 0.8, 0.4, 0.6),
  remoteOnly: table(0.75, 0.5, 0.2, 0.4),
  unknown: table(0.8, 0.6, 0.35, 0.5),
} as const;

const availabilityOf = (a: PreparedAdvisor) =>
  !(a.availability.remote || a.availability.onSite)
    ? 'unknown'
    : a.availability.onSite
      ? 'onSite'
      : 'remoteOnly';

export function workModeValue(a: PreparedAdvisor, job: PreparedJob, where: Proximity): number {
  const who = availabilityOf(a);
  switch (job.type) {
    case 'remote':
      return who === 'unknown' ? 0.6 : a.availability.remote ? 1 : 0.5;
    case 'on-site':
      return ON_SITE[who][where];
    case 'hybrid':
      return HYBRID[who][where];
    default:
      return who === 'unknown' ? 0.5 : 0.6;
  }
}

const PROXIMITY_VALUE: ByProximity = table(1, 0.7, 0.15, 0.4);

export function locationValue(job: PreparedJob, where: Proximity): number {
  // For a remote role proximity is a bonus (time zone, network), never a penalty.
  return job.type === 'remote' ? 0.6 + 0.4 * PROXIMITY_VALUE[where] : PROXIMITY_VALUE[where];
}

// ---- Engagement and compensation -------------------------------------------------------------------------

/** Fit of a role's engagement (columns) to the advisor's preference (rows); equal is 1. */
const ENGAGEMENT_FIT: Readonly<Record<string, Readonly<Record<EngagementType, number>>>> = {
  'part-time': { 'part-time': 1, 'full-time': 0.25, 'ad-hoc': 0.7, volunteer: 0.7 },
  'full-time': { 'part-time': 0.5, 'full-time': 1, 'ad-hoc': 0.4, volunteer: 0.4 },
  'ad-hoc': { 'part-time': 0.6, 'full-time': 0.1, 'ad-hoc': 1, volunteer: 0.7 },
};
/** A full-time role for an advisor whose monthly hours cannot cover it. */
const fullTimeShort = (a: PreparedAdvisor, job: PreparedJob): boolean =>
  job.engagement === 'full-time' && a.hours !== null && a.hours < CHECK_FACTORS.fullTimeHours;

export function engagementValue(a: PreparedAdvisor, job: PreparedJob): number {
  const engagement = job.engagement;
  const pref = a.workPreference;
  if (!engagement) return pref ? 0.6 : 0.5;
  const value = pref ? ENGAGEMENT_FIT[pref]![engagement] : 0.5;
  return fullTimeShort(a, job) ? Math.min(value, 0.1) : value;
}

/** The role's compensation; a volunteer engagement without one is pro bono. */
export const compensationOf = (job: PreparedJob): CompensationType | null =>
  job.compensation ?? (job.engagement === 'volunteer' ? 'pro-bono' : null);

export function compensationValue(a: PreparedAdvisor, job: PreparedJob): number {
  const prefs = a.compensation;
  const compensation = compensationOf(job);
  if (!compensation) return prefs.size > 0 ? 0.6 : 0.5;
  if (prefs.size === 0) return 0.5;
  const paid = prefs.has('paid');
  const equity = prefs.has('equity');
  const proBono = prefs.has('pro-bono');
  switch (compensation) {
    case 'paid':
      return paid ? 1 : proBono ? 0.8 : 0.6;
    case 'equity':
      return equity ? 1 : proBono ? 0.5 : 0.25;
    case 'combination':
      return paid && equity ? 1 : paid || equity ? 0.85 : 0.6;
    case 'pro-bono':
      return proBono ? 1 : equity ? 0.2 : 0.05;
  }
}

// ---- Experience ------------------------------------------------------------------------------------------

/** Years a role expects when its text does not say: board seats more than other advisory roles. */
const DEFAULT_REQUIRED_YEARS = { board: 12, advisor: 8 } as const;

export const requiredYears = (job: PreparedJob): number =>
  job.text.requiredYears ??
  (job.text.boardLevel ? DEFAULT_REQUIRED_YEARS.board : DEFAULT_REQUIRED_YEARS.advisor);

export function experienceValue(a: PreparedAdvisor, job: PreparedJob): number {
  if (a.years === null) return 0.3;
  const required = requiredYears(job);
  return a.years >= required ? 1 : Math.pow(a.years / required, 1.2);
}

export const hasAdvisoryExperience = (a: PreparedAdvisor): boolean =>
  a.hasBeenAdvisor === 'yes' || a.advisoryRoles > 0;

export function advisoryValue(a: PreparedAdvisor, job: PreparedJob): number {
  if (hasAdvisoryExperience(a)) return Math.min(1, 0.75 + 0.125 * a.advisoryRoles);
  if (a.hasBeenAdvisor === 'no') return job.text.boardLevel ? 0.1 : 0.35;
  return 0.25;
}

// ---- Semantic --------------------------------------------------------------------------------------------

/** Cosine similarities of typical embedding models spread over roughly 0.2 (unrelated) to 0.8 (same topic). */
export const SEMANTIC_RANGE = { unrelated: 0.2, sameTopic: 0.8 } as const;

export function semanticValue(cosine: number | null | undefined): number | null {
  if (cosine === null || cosine === undefined || !Number.isFinite(cosine)) return null;
  const { unrelated, sameTopic } = SEMANTIC_RANGE;
  return Math.min(1, Math.max(0, (cosine - unrelated) / (sameTopic - unrelated)));
}

// ---- All signals -----------------------------------------------------------------------------------------

export interface SignalValues {
  industry: number;
  skills: number;
  text: number;
  workMode: number;
  engagement: number;
  compensation: number;
  location: number;
  experience: number;
  advisory: number;
  /** Null when there is no semantic similarity for this role (its weight is redistributed). */
  semantic: number | null;
  hardMismatch: boolean;
  /** Product of the failed checks' factors (checks.ts). */
  checkFactor: number;
  /** CHECK_FLAGS of the failed checks, and whether one was a stated requirement (credential, experience, language). */
  checkFlags: number;
  unmetRequirement: boolean;
}

export const emptySignalValues = (): SignalValues => ({
  industry: 0,
  skills: 0,
  text: 0,
  workMode: 0,
  engagement: 0,
  compensation: 0,
  location: 0,
  experience: 0,
  advisory: 0,
  semantic: null,
  hardMismatch: false,
  checkFactor: 1,
  checkFlags: 0,
  unmetRequirement: false,
});

/** Every signal's value for one role, written into `out` (no allocation: ranking calls it for every role). */
export function signalValues(
  a: PreparedAdvisor,
  job: PreparedJob,
  text: number,
  customMatched: number,
  cosine: number | null | undefined,
  out: SignalValues,
): SignalValues {
  const where = proximity(a, job);
  out.industry = industryMatch(a, job).value;
  out.skills = skillsValue(
    a.skillMask,
    a.skillCount,
    job.text.skillMask,
    job.text.titleSkillMask,
    customMatched,
  );
  out.text = text;
  out.workMode = workModeValue(a, job, where);
  out.engagement = engagementValue(a, job);
  out.compensation = compensationValue(a, job);
  out.location = locationValue(job, where);
  out.experience = experienceValue(a, job);
  out.advisory = advisoryValue(a, job);
  out.semantic = semanticValue(cosine);
  const checks = checkRole(a, job, false);
  out.hardMismatch = checks.hard;
  out.checkFactor = checks.factor;
  out.checkFlags = checks.flags;
  out.unmetRequirement = checks.unmetRequirement;
  return out;
}

/** Signal values plus the evidence the explanation needs. */
export interface Signals extends SignalValues {
  industryMatch: IndustryMatch;
  proximity: Proximity;
  /** Skill concept bits the advisor lists and the role names. */
  matchedSkills: number;
  /** Preset skill concept bits the role names and the advisor lacks. */
  missingSkills: number;
  /** Custom skills (bits over PreparedAdvisor.customSkills) the role names. */
  customSkills: number;
  engagementExact: boolean;
  /** The explicit checks with their tensions. */
  checks: CheckOutcome;
}

export function computeSignals(
  a: PreparedAdvisor,
  job: PreparedJob,
  text: number,
  customMatched: number,
  cosine: number | null | undefined,
): Signals {
  const signals: Signals = {
    industry: 0,
    skills: 0,
    text: 0,
    workMode: 0,
    engagement: 0,
    compensation: 0,
    location: 0,
    experience: 0,
    advisory: 0,
    semantic: null,
    hardMismatch: false,
    checkFactor: 1,
    checkFlags: 0,
    unmetRequirement: false,
    checks: checkRole(a, job, true),
    industryMatch: industryMatch(a, job),
    proximity: proximity(a, job),
    matchedSkills: a.skillMask & job.text.skillMask,
    missingSkills: job.text.skillMask & PRESET_MASK & ~a.skillMask,
    customSkills: a.skillCount > 0 ? customMatched : 0,
    engagementExact: job.engagement !== null && job.engagement === a.workPreference,
  };
  signalValues(a, job, text, customMatched, cosine, signals);
  return signals;
}
