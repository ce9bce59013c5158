// The one table of signal weights, and the other tuning constants of the matching engine. Weights sum to 100;
// when no semantic provider is configured (or it has no value for a job) its weight is redistributed
// proportionally over the other signals, so an offline score is still out of 100.

export const SIGNALS = [
  'industry',
  'skills',
  'text',
  'workMode',
  'engagement',
  'compensation',
  'location',
  'experience',
  'advisory',
  'semantic',
] as const;
export type SignalName = (typeof SIGNALS)[number];

export const WEIGHTS: Readonly<Record<SignalName, number>> = {
  // Sector knowledge is the first thing a company looks for in an advisor, and the most reliable structured
  // field on both sides (preset lists, mapped through synonyms such as Fintech ↔ Finance).
  industry: 18,
  // The advisor's skills found in the role's title, summary and description: the most direct evidence that
  // the advisor can do what the role asks. Highest weight.
  skills: 22,
  // BM25 of the role against the biography, skills, industries and past advisory roles: catches everything the
  // preset lists miss (custom skills, company names, domain vocabulary), but is noisier than the lists.
  text: 14,
  // Remote / on-site / hybrid against available_to_work and location: a practical constraint that decides
  // whether the engagement can happen at all (its worst case is also a hard mismatch).
  workMode: 10,
  // Part-time / full-time / ad-hoc / volunteer against work_preference (and monthly hours).
  engagement: 7,
  // Paid / equity / pro-bono / combination against compensation_preference.
  compensation: 7,
  // Same city or country. Small: the work-mode signal already covers on-site practicality; this one rewards
  // proximity (networks are local, time zones matter) without punishing remote roles.
  location: 5,
  // Years of experience against the years the role asks for (parsed from the text, else a default by level).
  experience: 5,
  // Prior advisory or board seats: matters for boards, but many roles welcome first-time advisors.
  advisory: 4,
  // Optional embeddings similarity (OpenAI-compatible endpoint): a second, semantic view of text relevance.
  semantic: 8,
};

/** The topical signals: what the role is about against what the advisor knows. */
export const SUBSTANCE_SIGNALS: readonly SignalName[] = ['industry', 'skills', 'text', 'semantic'];

/**
 * The practical signals (work mode, engagement, compensation, location, experience, advisory) count in full
 * once the role is topically relevant — substance (the weighted average of the topical signals) at `fullAt`
 * or more — and only `floor` of their weight for a role with no topical overlap: a convenient role the advisor
 * has nothing for is not a match. In between, linearly.
 */
export const PRACTICAL_GATE = { floor: 0.5, fullAt: 0.5 } as const;

/** Scores are shrunk toward this prior (0–1) by (1 - confidence): thin profiles cannot score high. */
export const SCORE_PRIOR = 0.1;

/**
 * Score bands that keep hard mismatches below every feasible role while the list stays sorted by score: a hard
 * mismatch is mapped into 0–`hardMax` (keeping the order among hard mismatches), a feasible role never scores
 * below `feasibleMin`.
 */
export const SCORE_BANDS = { hardMax: 5, feasibleMin: 6 } as const;

/** How much each missing or thin profile field lowers confidence (maxima; the sum is 0.95, so an empty profile
 * keeps a confidence of 0.05). Graded fields lose proportionally. */
export const CONFIDENCE_PENALTIES = {
  biography: 0.16, // < 200 characters, proportional to the shortfall
  industries: 0.16, // < 2 (half for one)
  skills: 0.16, // < 5, proportional
  availability: 0.1, // no available_to_work
  workPreference: 0.08,
  compensation: 0.08,
  location: 0.08, // no city and no country (half for one of them)
  years: 0.08,
  advisoryHistory: 0.05, // has_been_advisor_before unknown and no experience listed
} as const;

/** Thresholds the spec gives for a complete profile (part 2 §5 eligibility hints). */
export const PROFILE_TARGETS = { biographyChars: 200, industries: 2, skills: 5 } as const;

/** BM25 parameters (standard values) and the calibration of its raw score to 0–1. */
export const BM25 = {
  k1: 1.2,
  b: 0.75,
  /** The title counts this many times in the role's document (a light BM25F). */
  titleBoost: 2,
  /** Query-term weights by where the advisor's term comes from. */
  queryWeights: { skill: 2, industry: 1.5, synonym: 0.5, experience: 1, biography: 1 },
  /** A role scores 1 - exp(-bm25 / (saturation × ideal)), where `ideal` is the score of a role that contains
   * every query term once; matching ~this share of the advisor's vocabulary reads as strong relevance. */
  saturation: 0.18,
} as const;

/** Only this many best offline candidates are sent to the semantic provider per ranking. */
export const SEMANTIC_CANDIDATES = 200;

/** Normalized weights (summing to 1) for a job with or without a semantic value. */
export function normalizedWeights(withSemantic: boolean): Readonly<Record<SignalName, number>> {
  const total = SIGNALS.reduce(
    (sum, name) => sum + (withSemantic || name !== 'semantic' ? WEIGHTS[name] : 0),
    0,
  );
  const result = {} as Record<SignalName, number>;
  for (const name of SIGNALS) {
    result[name] = withSemantic || name !== 'semantic' ? WEIGHTS[name] / total : 0;
  }
  return result;
}
