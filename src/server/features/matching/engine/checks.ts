// The explicit checks a recruiter makes after the topic: does the advisor meet what the role states as required,
// is the role far too junior (or senior) for them, can they be there as often as it needs, and do the terms suit
// them. Each check that fails lowers the score by a factor and names itself as a tension; the factors are in
// weights.ts (CHECK_FACTORS) and the bands they aim at in decision 017.
import type { PreparedAdvisor } from './advisor';
import { industryRelation, industryOfLabel } from './lexicon';
import { regionOf } from './fields';
import type { PreparedJob } from './job-index';
import { tokenize } from './normalize';
import { credentialOf, type Presence, type Requirement } from './role-asks';
import { languageLabel } from './languages';
import { CHECK_FACTORS } from './weights';

export type TensionKind =
  'language' | 'requirement' | 'seniority' | 'experience' | 'presence' | 'equity' | 'unpaid' | 'full-time';

export interface Tension {
  kind: TensionKind;
  text: string;
  /** The factor it multiplies the score by (0–1). */
  factor: number;
  /** For a requirement the profile may simply not mention: what to add, only if it is true. */
  improvement?: string;
}

export interface CheckOutcome {
  /** Product of the failed checks' factors. */
  factor: number;
  /** The role cannot work for this advisor at all (score capped, see SCORE_BANDS). */
  hard: boolean;
  /** Only built when asked (explanations); ranking needs the factor alone. */
  tensions: Tension[] | null;
  /** A stated requirement (a credential, experience or a language the work needs) or stated terms (equity only,
   * unpaid) the advisor does not meet or take. */
  unmetRequirement: boolean;
  /** CHECK_FLAGS of the checks that failed. */
  flags: number;
}

/** How often the advisor must be there: the text's word, else what the work type implies. */
export function presenceOf(job: PreparedJob): Presence | null {
  const { presence: said, inPersonOptional } = job.text.asks;
  if (inPersonOptional) return 'none';
  if (job.type === 'hybrid' || job.type === 'on-site')
    return said === 'occasional' ? 'occasional' : 'frequent';
  if (job.type === 'remote') return said ?? 'none';
  return said;
}

export type Distance = 'home' | 'region' | 'far' | 'unknown';

export function distanceOf(a: PreparedAdvisor, job: PreparedJob): Distance {
  if (!a.country || !job.country) return 'unknown';
  if (a.country === job.country) return 'home';
  const mine = regionOf(a.country);
  const theirs = regionOf(job.country);
  // A country the region table does not know is not assumed to be far.
  if (!mine || !theirs) return 'unknown';
  return mine === theirs ? 'region' : 'far';
}

const STOP_EXPERIENCE = new Set(
  tokenize('experience sector industry industries services company companies field area'),
);

/** Whether the advisor's profile shows what a requirement asks (memoized per advisor by its text). */
function meets(a: PreparedAdvisor, requirement: Requirement): boolean {
  const known = a.memo.checks.get(requirement.text);
  if (known !== undefined) return known;
  let met: boolean;
  if (requirement.credential) {
    met = credentialOf(requirement.credential).held.test(a.text);
  } else {
    met = requirement.alternatives.some((alternative) => {
      const words = tokenize(alternative).filter((w) => !STOP_EXPERIENCE.has(w));
      if (words.length === 0) return true;
      // Every distinctive word of a short phrase, two thirds of a longer one ('property development' is not met
      // by 'Strategy Development').
      const found = words.filter((w) => a.words.has(w)).length;
      if (words.length <= 2 ? found === words.length : found * 3 >= words.length * 2) return true;
      // A short alternative may be a sector name ('fintech', 'a regulated bank'): the advisor's industries count.
      if (words.length > 2) return false;
      const keys = industryOfLabel(alternative).keys.filter((k) => !k.startsWith('custom:'));
      return keys.some((k) => a.industries.some((i) => i.keys.some((own) => industryRelation(own, k) >= 1)));
    });
  }
  a.memo.checks.set(requirement.text, met);
  return met;
}

const where = (job: PreparedJob) => [job.cityLabel, job.countryLabel].filter(Boolean).join(', ');
const yours = (a: PreparedAdvisor) =>
  [a.source.city, a.source.country].filter((v) => typeof v === 'string' && v.trim()).join(', ');

/** One bit per check that can fail: the fitted model (model.ts) gives each its own weight. */
export const CHECK_FLAGS = {
  requirement: 4,
  language: 8,
  languagePreferred: 16,
  junior: 32,
  overreach: 64,
  presenceFrequent: 128,
  presenceOccasional: 256,
  presenceFar: 4096,
  equity: 512,
  unpaid: 1024,
  fullTime: 2048,
} as const;

/** Runs every check; `explain` also builds the tension texts. */
export function checkRole(a: PreparedAdvisor, job: PreparedJob, explain: boolean): CheckOutcome {
  const F = CHECK_FACTORS;
  const B = CHECK_FLAGS;
  const asks = job.text.asks;
  const tensions: Tension[] | null = explain ? [] : null;
  let factor = 1;
  let flags = 0;
  let hard = false;
  let unmetRequirement = false;
  const fail = (
    kind: TensionKind,
    flag: number,
    f: number,
    text: () => string,
    improvement?: () => string,
  ) => {
    factor *= f;
    flags |= flag;
    tensions?.push({ kind, text: text(), factor: f, ...(improvement ? { improvement: improvement() } : {}) });
  };

  // Stated requirements: one unmet is enough to make the role a poor fit.
  for (const requirement of asks.requirements) {
    if (meets(a, requirement)) continue;
    unmetRequirement = true;
    const what = requirement.credential
      ? `${credentialOf(requirement.credential).label}; your profile does not say you are`
      : `experience in ${requirement.alternatives.join(' or ')}; your profile does not show it`;
    fail(
      'requirement',
      B.requirement,
      F.unmetRequirement,
      () => `The role requires ${what} (“${requirement.text}”)`,
      () =>
        requirement.credential
          ? `If you are ${credentialOf(requirement.credential).label}, say so in your biography`
          : `If you have experience in ${requirement.alternatives.join(' or ')}, say so in your biography`,
    );
    break;
  }

  // Languages the work needs: met with the profile's evidence, or a tension.
  let languageFailed = false;
  for (const ask of asks.languages) {
    if (a.languages.has(ask.language)) continue;
    languageFailed = true;
    const name = languageLabel(ask.language);
    if (ask.required) {
      unmetRequirement = true;
      fail(
        'language',
        B.language,
        F.unmetRequirement,
        () => `Asks for ${name} (“${ask.text}”); your profile shows none`,
        () => `If you work in ${name}, say so in your biography`,
      );
      break;
    }
    fail(
      'language',
      B.languagePreferred,
      F.occasionalPresence,
      () => `Prefers ${name} (“${ask.text}”); your profile shows none`,
      () => `If you work in ${name}, say so in your biography`,
    );
    break;
  }
  // A posting written in another language needs it as much as one that says so (decision 055).
  const written = asks.writtenIn;
  if (!languageFailed && written && !a.languages.has(written)) {
    unmetRequirement = true;
    const name = languageLabel(written);
    fail(
      'language',
      B.language,
      F.unmetRequirement,
      () => `The posting is written in ${name}; your profile shows no ${name}`,
      () => `If you work in ${name}, say so in your biography`,
    );
  }

  // Seniority, against the years the advisor states.
  if (a.years !== null) {
    const asked = asks.askedYears;
    if (asks.junior && a.years >= 10 && (asked === null || a.years >= 3 * asked)) {
      fail(
        'seniority',
        B.junior,
        F.juniorRole,
        () =>
          `A junior or hands-on role${asked ? ` asking about ${asked} years` : ''} — far below your ${a.years} years`,
      );
    } else if (asked !== null && asked >= 1.6 * a.years) {
      fail(
        'experience',
        B.overreach,
        F.farMoreExperience,
        () => `Asks for ${asked}+ years; your profile lists ${a.years}`,
      );
    }
  }

  // Presence: how often, how far, and whether the advisor works on site at all.
  const presence = presenceOf(job);
  const distance = distanceOf(a, job);
  const remoteOnly = a.availability.remote && !a.availability.onSite;
  if (presence && presence !== 'none' && distance !== 'home' && distance !== 'unknown') {
    const said = asks.presenceText ? ` (“${asks.presenceText}”)` : '';
    const place = where(job);
    const far = distance === 'far';
    if (presence === 'frequent' && remoteOnly && far) {
      hard = true;
      fail(
        'presence',
        B.presenceFrequent,
        1,
        () => `Needs regular presence in ${place}${said}; you work remotely only, from ${yours(a)}`,
      );
    } else if (presence === 'frequent' && (remoteOnly || far)) {
      // Regular presence asked of a remote-only advisor, or of one who works on site but lives far away: two
      // different obstacles, each with its own fitted weight.
      fail('presence', remoteOnly ? B.presenceFrequent : B.presenceFar, F.frequentPresence, () =>
        remoteOnly
          ? `Needs regular presence in ${place}${said}; you work remotely only`
          : `Needs regular presence in ${place}${said}, on another continent from your location (${yours(a)})`,
      );
    } else if (presence === 'occasional' && (remoteOnly || far)) {
      fail(
        'presence',
        remoteOnly && far ? B.presenceFrequent : B.presenceOccasional,
        remoteOnly && far ? F.frequentPresence : F.occasionalPresence,
        () =>
          `Asks for occasional trips to ${place}${said}; your location is ${yours(a)}${remoteOnly ? ' and you work remotely only' : ''}`,
      );
    }
  }

  // Terms the advisor has said they do not take.
  const prefs = a.compensation;
  if (prefs.size > 0) {
    const equityOnly = job.compensation === 'equity' || (job.compensation !== 'paid' && asks.equityOnly);
    if (equityOnly && !prefs.has('equity')) {
      unmetRequirement = true;
      fail(
        'equity',
        B.equity,
        F.equityOnly,
        () => 'Pays in equity only; you have not said you accept equity',
      );
    }
    // Equity is pay to someone who takes it: an equity role whose text says "unpaid" (no cash) is not pro bono.
    const unpaid =
      job.compensation === 'pro-bono' ||
      job.engagement === 'volunteer' ||
      (job.compensation !== 'paid' &&
        job.compensation !== 'combination' &&
        !(equityOnly && prefs.has('equity')) &&
        asks.unpaid);
    if (unpaid && !prefs.has('pro-bono')) {
      unmetRequirement = true;
      fail('unpaid', B.unpaid, F.unpaid, () => 'An unpaid role; you have not said you work pro bono');
    }
  }
  const fullTime = job.engagement === 'full-time' || (job.engagement === null && asks.fullTime);
  if (fullTime && a.hours !== null && a.hours < F.fullTimeHours) {
    if (a.hours < F.fullTimeHardHours) hard = true;
    fail('full-time', B.fullTime, F.fullTime, () => `A full-time role; you offer ${a.hours} hours a month`);
  }
  return { factor, flags, hard, tensions, unmetRequirement };
}
