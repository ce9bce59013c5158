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
  // Sector knowledge: support for the function, not a substitute (labels and the role's own sector words).
  industry: 12,
  // The advisor's skills found in the role's title, summary and description (preset concepts).
  skills: 10,
  // BM25 of the role against the biography, skills, industries and past advisory roles: catches everything the
  // lists miss (custom skills, company names, domain vocabulary); IDF makes common words count less.
  text: 40,
  // Remote / on-site / hybrid against available_to_work and location (presence checks are in checks.ts).
  workMode: 8,
  // Part-time / full-time / ad-hoc / volunteer against work_preference (and monthly hours).
  engagement: 6,
  // Paid / equity / pro-bono / combination against compensation_preference.
  compensation: 6,
  // Same city or country: rewards proximity (networks are local, time zones matter).
  location: 3,
  // Years of experience against the years the role asks for (parsed from the text, else a default by level).
  experience: 4,
  // Prior advisory or board seats: matters for boards, but many roles welcome first-time advisors.
  advisory: 3,
  // Optional embeddings similarity (OpenAI-compatible endpoint): a second, semantic view of text relevance.
  semantic: 8,
};

/** The topical signals: what the role is about against what the advisor knows. */
export const SUBSTANCE_SIGNALS: readonly SignalName[] = ['industry', 'skills', 'text', 'semantic'];

/**
 * Factors of the explicit checks (checks.ts): each failed check multiplies the score. Chosen so that a role
 * otherwise strong (~90) lands in the band the failure deserves (decision 017): an unmet stated requirement or a
 * role for another function in "poor" (< 40), a junior role, terms the advisor does not take or presence they
 * cannot give in "stretch" (40–59), occasional trips in "worth a look" (60–79).
 */
export const CHECK_FACTORS = {
  unmetRequirement: 0.3,
  juniorRole: 0.55,
  farMoreExperience: 0.6,
  frequentPresence: 0.55,
  occasionalPresence: 0.8,
  equityOnly: 0.55,
  unpaid: 0.55,
  fullTime: 0.55,
  /** Monthly hours below which a full-time role is a stretch, and below which it cannot work at all. */
  fullTimeHours: 100,
  fullTimeHardHours: 40,
} as const;

/**
 * The practical signals (work mode, engagement, compensation, location, experience, advisory) count in full
 * once the role is topically relevant — substance (the weighted average of the topical signals) at `fullAt`
 * or more — and only `floor` of their weight for a role with no topical overlap: a convenient role the advisor
 * has nothing for is not a match. In between, linearly.
 */
export const PRACTICAL_GATE = { floor: 0.5, fullAt: 0.5 } as const;

/** A role whose stated requirement (credential, experience, language) the advisor does not meet scores at most
 * this: below the strong band, whatever else fits (issue #30). */
export const UNMET_REQUIREMENT_MAX = 59;

/** How far an optional embeddings provider's similarity (0–1) moves the model's linear score, per unit away from
 * 0.5. Not fitted (no provider offline): small on purpose. */
export const SEMANTIC_NUDGE = 1;

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
  /** IDF is the ranked roles' own, shrunk toward the word's general IDF as if this many more roles had been
   * seen (relevance.ts). */
  idfPriorDocs: 10,
  /** The same against the posting's own self-score (relevance.ts `posting`); query weights run 1–4, so a profile
   * repeating the posting's words once at weight 1 reaches about 1 - e^-2. */
  postingSaturation: 0.5,
  /** The same for the general-IDF relevance, whose ideal counts every query term (decision 037). */
  generalSaturation: 0.06,
  /** The title field's strength (relevance.ts titleRelevance): a title whose words the profile uses with weight
   * about this times their IDF reads as 1 - 1/e. */
  titleSaturation: 1,
  /** A fixed average role length (weighted words) for length normalisation, so a role's relevance does not
   * depend on the other roles ranked with it. */
  averageLength: 260,
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
