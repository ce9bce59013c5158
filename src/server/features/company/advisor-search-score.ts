// Company-to-advisor match score (spec part 2 §9): industries overlap 30, skills overlap 40, years of experience
// 20 and monthly availability 10 — full marks when the advisor meets the company's requirement, proportional
// otherwise — shown as a rounded percentage. This pure version is the definition; advisor-search-sql.ts computes
// the same number inside PostgreSQL so that ranking and pagination stay in SQL. Tests hold the two together.

export const ADVISOR_SCORE_WEIGHTS = { industries: 30, skills: 40, years: 20, availability: 10 } as const;

/**
 * Company skills (spec §3) and advisor skills (spec §3) are two different preset lists. Where they name the same
 * competence differently, an advisor skill counts for the company's. Everything else must match by name.
 */
export const COMPANY_SKILL_EQUIVALENTS: Record<string, readonly string[]> = {
  'Strategic Planning': ['Strategy Development'],
  'Financial Management': ['Finance'],
  'Product Development': ['Product Management', 'R&D'],
  'Human Resources': ['HR'],
  'Leadership Development': ['Leadership'],
};

export interface CompanyRequirements {
  industries: readonly string[];
  skillsNeeded: readonly string[];
  yearsExperienceRequired: number;
  expectedMonthlyAvailability: number;
}

export interface AdvisorForScoring {
  industries: readonly string[];
  skills: readonly string[];
  yearsExperience: number | null;
  hoursAvailable: number | null;
}

/**
 * One requirement = the names that satisfy it. Matching is on exact names plus their lower-case form (advisors may
 * type custom entries), which PostgreSQL can test with one array-overlap (`&&`) per requirement.
 */
export type Requirement = readonly string[];

const variantsOf = (names: readonly string[]) => [
  ...new Set(names.flatMap((name) => [name, name.toLowerCase()])),
];

const uniqueTrimmed = (items: readonly string[]) => [
  ...new Set(items.map((item) => item.trim()).filter(Boolean)),
];

export interface PreparedRequirements {
  industries: Requirement[];
  skills: Requirement[];
  yearsRequired: number;
  hoursRequired: number;
}

export function prepareRequirements(company: CompanyRequirements): PreparedRequirements {
  return {
    industries: uniqueTrimmed(company.industries).map((industry) => variantsOf([industry])),
    skills: uniqueTrimmed(company.skillsNeeded).map((skill) =>
      variantsOf([skill, ...(COMPANY_SKILL_EQUIVALENTS[skill] ?? [])]),
    ),
    yearsRequired: Math.max(0, Math.trunc(company.yearsExperienceRequired)),
    hoursRequired: Math.max(0, Math.trunc(company.expectedMonthlyAvailability)),
  };
}

/** How many requirements the advisor meets (a requirement is met by any of its names). */
export function requirementsMet(
  requirements: readonly Requirement[],
  advisorItems: readonly string[],
): number {
  const have = new Set(advisorItems);
  return requirements.filter((names) => names.some((name) => have.has(name))).length;
}

/**
 * weight × met / asked. A company that asks for nothing in a category is fully satisfied by anyone. Multiplying
 * before dividing, in doubles, is exactly what the SQL twin does, so both round the same way.
 */
export function overlapPoints(
  weight: number,
  requirements: readonly Requirement[],
  advisorItems: readonly string[],
) {
  if (requirements.length === 0) return weight;
  return (weight * requirementsMet(requirements, advisorItems)) / requirements.length;
}

/** Full weight when the advisor meets the requirement, else in proportion (0 required = always met). */
export function meetsPoints(weight: number, required: number, actual: number | null) {
  if (required <= 0) return weight;
  return (weight * Math.min(Math.max(actual ?? 0, 0), required)) / required;
}

/** Added before rounding in both versions, so a total that is .5 in exact arithmetic rounds up in both. */
export const ROUNDING_EPSILON = 1e-9;

export function scoreAdvisor(requirements: PreparedRequirements, advisor: AdvisorForScoring): number {
  const w = ADVISOR_SCORE_WEIGHTS;
  const raw =
    overlapPoints(w.industries, requirements.industries, advisor.industries) +
    overlapPoints(w.skills, requirements.skills, advisor.skills) +
    meetsPoints(w.years, requirements.yearsRequired, advisor.yearsExperience) +
    meetsPoints(w.availability, requirements.hoursRequired, advisor.hoursAvailable);
  return Math.floor(raw + ROUNDING_EPSILON + 0.5);
}

/**
 * The board gap fill (decision 051): a ranking term, not part of the shown score (spec §9 defines that). Filling
 * every gap of the company's board matrix is worth this many points of rank; some of them, their share.
 */
export const BOARD_GAP_RANK_POINTS = 10;

/** One requirement per gap, named as the company's skills are (with the advisor-list equivalents). */
export const prepareGapRequirements = (gaps: readonly string[]): Requirement[] =>
  prepareRequirements({
    industries: [],
    skillsNeeded: gaps,
    yearsExperienceRequired: 0,
    expectedMonthlyAvailability: 0,
  }).skills;

/** The gaps (by the company's label) the advisor's skills fill, in the company's order. */
export function gapsFilledBy(
  gaps: readonly string[],
  requirements: readonly Requirement[],
  advisorSkills: readonly string[],
): string[] {
  const have = new Set(advisorSkills.flatMap((s) => [s, s.toLowerCase()]));
  return gaps.filter((_, i) => requirements[i]!.some((name) => have.has(name)));
}

/** "Fills 3 of your 4 board gaps: Legal, Compliance and Mergers & Acquisitions", or null. */
export function boardGapCardReason(filled: readonly string[], total: number): string | null {
  if (filled.length === 0 || total === 0) return null;
  const last = filled[filled.length - 1]!;
  const list = filled.length === 1 ? last : `${filled.slice(0, -1).join(', ')} and ${last}`;
  if (total === 1) return `Fills your board gap: ${list}`;
  if (filled.length === total) return `Fills all ${total} of your board gaps: ${list}`;
  return `Fills ${filled.length} of your ${total} board gaps: ${list}`;
}
