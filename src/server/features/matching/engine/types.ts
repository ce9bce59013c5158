// Inputs and outputs of the matching engine. Every input field is optional and may be null: the engine is fed
// database rows, API payloads and the offline command's JSON alike, and must never throw on a thin record.

/** A string union that still accepts any other string (database columns are plain text). */
export type Loose<T extends string> = T | (string & Record<never, never>);

export type WorkPreference = 'part-time' | 'full-time' | 'ad-hoc';
export type WorkMode = 'Remote' | 'On-site';
export type CompensationPreference = 'paid' | 'equity' | 'pro-bono';

export interface AdvisorExperienceEntry {
  company?: string | null;
  website?: string | null;
  role?: string | null;
  description?: string | null;
}

/** The spec allows advisor_experience to arrive as a list, an object with an `experiences` list, or a string. */
export type AdvisorExperienceInput =
  | readonly (AdvisorExperienceEntry | string)[]
  | { experiences?: readonly (AdvisorExperienceEntry | string)[] | null }
  | string;

export interface AdvisorForMatching {
  firstName?: string | null;
  industries?: readonly string[] | null;
  skills?: readonly string[] | null;
  biography?: string | null;
  yearsExperience?: number | null;
  /** Hours per month. */
  hoursAvailable?: number | null;
  workPreference?: Loose<WorkPreference> | null;
  availableToWork?: readonly Loose<WorkMode>[] | null;
  compensationPreference?: readonly Loose<CompensationPreference>[] | null;
  city?: string | null;
  country?: string | null;
  hasBeenAdvisorBefore?: Loose<'yes' | 'no'> | null;
  advisorExperience?: AdvisorExperienceInput | null;
}

export type JobType = 'remote' | 'on-site' | 'hybrid' | 'unspecified';
export type EngagementType = 'part-time' | 'full-time' | 'ad-hoc' | 'volunteer';
export type CompensationType = 'paid' | 'equity' | 'pro-bono' | 'combination';

export interface JobForMatching {
  id: string;
  title?: string | null;
  companyName?: string | null;
  companySummary?: string | null;
  /** HTML. */
  jobDescription?: string | null;
  industry?: string | null;
  /** remote | on-site | hybrid | unspecified; also Remote, Onsite, Hybrid, Unspecified and the older form's 'board'. */
  type?: Loose<JobType> | null;
  engagementType?: Loose<EngagementType> | null;
  compensationType?: Loose<CompensationType> | null;
  city?: string | null;
  country?: string | null;
  /** Skills the company needs that no current board member covers (its board skills matrix, decision 051). Absent
   * or empty: the role is scored exactly as without a matrix. */
  boardGaps?: readonly string[] | null;
}

export interface MatchResult {
  jobId: string;
  /** 0–100, integer. */
  score: number;
  /** 0–1: how much the score can be trusted, given what the profile and the role tell us. */
  confidence: number;
  /** Up to 3 specific reasons, strongest first: the role's own asks against the advisor's own evidence. */
  reasons: string[];
  /** What lowered the score (unmet requirement, seniority, presence, terms, another function), most costly first. */
  tensions: string[];
  /** Up to 3 changes to the profile that would raise this score. */
  improvements: string[];
  /** The role conflicts with a stated hard preference; its score is capped (see HARD_MISMATCH in weights.ts). */
  hardMismatch: boolean;
}

/** Optional semantic component: cosine similarity (-1..1) of the advisor's text to each job, keyed by job id. */
export interface SimilarityProvider {
  similarity(advisorText: string, jobs: readonly JobForMatching[]): Promise<Map<string, number>>;
}
