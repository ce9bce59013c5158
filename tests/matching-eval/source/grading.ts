// The grading rules of GRADING.md, as code. They read only how a role was constructed (its RoleSpec: the
// function, sector, level, stated requirement, place, presence and terms the generator wrote into its text) and
// the advisor's own stated facts and recruiter notes (Truth). Nothing here calls or imitates the engine.
import type { AdvisorForMatching } from '@server/features/matching/engine';
import type { FunctionKey } from './functions';
import type { Truth } from './profiles';
import { PLACES, type SectorKey } from './world';

export type Grade = 0 | 1 | 2 | 3;

export interface RoleSpec {
  function: FunctionKey;
  sector: SectorKey;
  level: 'senior' | 'junior';
  /** Years of experience the text asks for, when it says. */
  requiredYears: number | null;
  /** The text states the function's credential as a requirement. */
  credentialRequired: string | null;
  /** The text states experience of this sector as essential. */
  sectorRequired: SectorKey | null;
  country: string;
  city: string;
  type: 'remote' | 'hybrid' | 'on-site';
  /** How often the advisor must be there in person, as the text says. */
  presence: 'none' | 'occasional' | 'frequent';
  compensation: 'paid' | 'combination' | 'equity' | 'pro-bono';
  engagement: 'part-time' | 'ad-hoc' | 'full-time';
}

/** Monthly hours below which a full-time role (≈140 h) cannot be done. */
const FULL_TIME_HOURS = 100;

function topic(spec: RoleSpec, truth: Truth): Grade {
  const sectorKnown = truth.sectors.includes(spec.sector);
  if (spec.function === truth.function) return sectorKnown ? 3 : 2;
  if (truth.adjacent.includes(spec.function)) return sectorKnown ? 2 : 1;
  return 0;
}

function geographyCap(spec: RoleSpec, advisor: AdvisorForMatching): Grade {
  if (spec.presence === 'none') return 3;
  const home = advisor.country ?? null;
  const region = home ? PLACES[home]?.region : undefined;
  const distance =
    home === spec.country ? 'home' : region && region === PLACES[spec.country]?.region ? 'region' : 'far';
  if (!home) return 3; // nothing stated: the recruiter cannot rule it out
  const modes = advisor.availableToWork ?? [];
  const remoteOnly = modes.includes('Remote') && !modes.includes('On-site');
  if (distance === 'home') return 3; // in person in their own country is not a conflict
  if (spec.presence === 'occasional') {
    if (remoteOnly) return distance === 'region' ? 2 : 1;
    return distance === 'far' ? 2 : 3;
  }
  if (remoteOnly) return distance === 'region' ? 1 : 0;
  return distance === 'far' ? 1 : 3;
}

function termsCap(spec: RoleSpec, advisor: AdvisorForMatching): Grade {
  const prefs = advisor.compensationPreference ?? [];
  let cap: Grade = 3;
  if (prefs.length > 0 && spec.compensation === 'equity' && !prefs.includes('equity')) cap = 1;
  if (prefs.length > 0 && spec.compensation === 'pro-bono' && !prefs.includes('pro-bono')) cap = 1;
  const hours = advisor.hoursAvailable ?? null;
  if (spec.engagement === 'full-time' && hours !== null && hours < FULL_TIME_HOURS) cap = 1;
  return cap;
}

function seniorityCap(spec: RoleSpec, advisor: AdvisorForMatching): Grade {
  const years = advisor.yearsExperience ?? null;
  if (years === null) return 3;
  const asked = spec.requiredYears ?? (spec.level === 'junior' ? 3 : null);
  if (spec.level === 'junior' && years >= 10 && (asked === null || years >= 3 * asked)) return 1;
  if (asked !== null && asked >= 1.6 * years) return 1;
  return 3;
}

function requirementMet(spec: RoleSpec, truth: Truth): boolean {
  if (spec.credentialRequired && !truth.credentials.includes(spec.credentialRequired)) return false;
  if (spec.sectorRequired && !truth.sectors.includes(spec.sectorRequired)) return false;
  return true;
}

/** The grade of a role for an advisor: the topic grade, lowered by each practical rule that applies. */
export function gradeRole(spec: RoleSpec, advisor: AdvisorForMatching, truth: Truth): Grade {
  if (!requirementMet(spec, truth)) return 0;
  const caps: Grade[] = [
    topic(spec, truth),
    geographyCap(spec, advisor),
    termsCap(spec, advisor),
    seniorityCap(spec, advisor),
    truth.thin ? 1 : 3,
  ];
  return Math.min(...caps) as Grade;
}

/** Whether the role states a requirement this advisor does not meet (the "never in the top 3" check). */
export const hasUnmetRequirement = (spec: RoleSpec, truth: Truth): boolean => !requirementMet(spec, truth);
