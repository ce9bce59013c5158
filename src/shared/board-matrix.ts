// The board skills matrix and compensation context rules (issue #35 parts 4–5, decision 051), written once and read
// by the server (gaps for matching and search, the context on roles) and the screens (the matrix page).

/** The skills vocabulary: the company's "skills needed" chips (COMPANY_SKILLS); labels compare case-insensitively. */
const key = (label: string) => label.trim().toLowerCase();

export const BOARD_MATRIX_LIMITS = { maxMembers: 30, nameMax: 80, termWindowMonths: 12 } as const;

export interface BoardMemberLike {
  name: string;
  skills: readonly string[];
  /** YYYY-MM-DD, or null when not given. */
  termEndsOn: string | null;
}

export interface BoardCoverage {
  /** Skills the company needs (its chips and the matrix's targets) that at least one member covers. */
  covered: string[];
  /** Skills the company needs that no member covers: what matching and advisor search look for. */
  gaps: string[];
  /** Every skill named on the matrix (needed first, then the members' others), for the grid's rows. */
  rows: string[];
}

/**
 * A gap is a skill the company needs — one of its "skills needed" chips or a target set on the matrix — that no
 * current member covers. A company without members has no matrix, hence no gaps (matching then ignores the board).
 */
export function boardCoverage(
  skillsNeeded: readonly string[],
  targetSkills: readonly string[],
  members: readonly Pick<BoardMemberLike, 'skills'>[],
): BoardCoverage {
  const needed: string[] = [];
  const seen = new Set<string>();
  for (const label of [...skillsNeeded, ...targetSkills]) {
    const k = key(label);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    needed.push(label.trim());
  }
  const held = new Set(members.flatMap((m) => m.skills.map(key)));
  const rows = [...needed];
  for (const m of members) {
    for (const label of m.skills) {
      if (!seen.has(key(label))) {
        seen.add(key(label));
        rows.push(label.trim());
      }
    }
  }
  if (members.length === 0) return { covered: [], gaps: [], rows };
  return {
    covered: needed.filter((label) => held.has(key(label))),
    gaps: needed.filter((label) => !held.has(key(label))),
    rows,
  };
}

/** `day` (YYYY-MM-DD) plus whole months, clamped to the month's last day (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The UTC calendar day of a moment (YYYY-MM-DD). */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/**
 * Members whose term ends within the window: from today (inclusive) to today + 12 months (inclusive), soonest
 * first. A term that has already ended is not "ending"; a member without a date is never listed.
 */
export function termsEndingSoon<T extends BoardMemberLike>(
  members: readonly T[],
  today: string,
  months: number = BOARD_MATRIX_LIMITS.termWindowMonths,
): T[] {
  const until = addMonths(today, months);
  return members
    .filter((m) => m.termEndsOn !== null && m.termEndsOn >= today && m.termEndsOn <= until)
    .sort((a, b) => (a.termEndsOn! < b.termEndsOn! ? -1 : a.termEndsOn! > b.termEndsOn! ? 1 : 0));
}

// ---- Compensation context (part 5) ---------------------------------------------------------------------------

/**
 * The FAST agreement's public equity grid (Founder Institute, Founder/Advisor Standard Template,
 * https://fi.co/fast ; the grid as the Founder Institute published it:
 * https://medium.com/@founding/the-founder-institutes-standard-advisor-agreement-for-startups-fast-6f99e2762a3c ).
 * Percent of the company, vesting over two years, by company stage × advisor engagement level.
 */
export const FAST_SOURCE_URL = 'https://fi.co/fast';
export const FAST_LEVELS = ['Standard', 'Strategic', 'Expert'] as const;
export type FastLevel = (typeof FAST_LEVELS)[number];
export const FAST_STAGES = ['Idea', 'Startup', 'Growth'] as const;
export type FastStage = (typeof FAST_STAGES)[number];
export const FAST_GRID: Readonly<Record<FastStage, Readonly<Record<FastLevel, number>>>> = {
  Idea: { Standard: 0.25, Strategic: 0.5, Expert: 1.0 },
  Startup: { Standard: 0.2, Strategic: 0.4, Expert: 0.8 },
  Growth: { Standard: 0.15, Strategic: 0.3, Expert: 0.6 },
};

/**
 * The FAST stage of a company's funding stage (FUNDING_STAGES): pre-seed is the idea stage, seed the startup
 * stage, Series A to C the growth stage. A public company (or no stage) has none: FAST is not meant for it.
 */
export function fastStageOf(fundingStage: string | null | undefined): FastStage | null {
  switch (fundingStage) {
    case 'Pre-seed':
      return 'Idea';
    case 'Seed':
      return 'Startup';
    case 'Series A':
    case 'Series B':
    case 'Series C':
      return 'Growth';
    default:
      return null;
  }
}

/** The FAST row for a funding stage, or null when the stage has none. */
export function fastRowFor(
  fundingStage: string | null | undefined,
): { stage: FastStage; percents: Readonly<Record<FastLevel, number>> } | null {
  const stage = fastStageOf(fundingStage);
  return stage ? { stage, percents: FAST_GRID[stage] } : null;
}

/** Where a role's equity sits on the grid row: below Standard, between two levels, at one, or above Expert. */
export function fastPlacement(percent: number, row: Readonly<Record<FastLevel, number>>): string {
  const eps = 1e-9;
  for (const level of FAST_LEVELS) if (Math.abs(percent - row[level]) < eps) return `at the ${level} level`;
  if (percent < row.Standard) return 'below the Standard level';
  if (percent > row.Expert) return 'above the Expert level';
  return percent < row.Strategic ? 'between Standard and Strategic' : 'between Strategic and Expert';
}

/** A paid role is compared with the platform's roles of the same engagement and region only from this many. */
export const PAY_CONTEXT_MIN_ROLES = 20;
/** Roles closed longer ago than this no longer count as "recent". */
export const PAY_CONTEXT_RECENT_DAYS = 365;

/** 25 basis points → "0.25 %". */
export const percentOfBps = (bps: number): number => bps / 100;
export const formatPercent = (percent: number): string =>
  `${percent.toFixed(2).replace(/0$/, '').replace(/\.0?$/, '')} %`;
