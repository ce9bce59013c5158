// advisor-search-score.ts computed inside PostgreSQL, so that ranking and pagination happen in SQL over every
// completed profile. It reads the narrow advisor_search_keys rows: "the advisor names one of these" is a bit test
// for preset names (their bits are in search_terms); only a name without a bit needs the profile row. The numbers
// of a company's requirements are ours (validated integers) and are inlined; every name is a bound parameter.
import { and, eq, inArray, lte, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES } from '@shared/constants';
import type { Db } from '../../db/client';
import { advisorSearchKeys, profiles, searchTerms, subscriptions } from '../../db/schema';
import {
  ADVISOR_SCORE_WEIGHTS,
  ROUNDING_EPSILON,
  type PreparedRequirements,
  type Requirement,
} from './advisor-search-score';

const int = (value: number) => sql.raw(String(Math.trunc(value)));

export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

type TermKind = 'industry' | 'skill';
/** Name → bit, per kind. */
export type SearchVocabulary = Record<TermKind, ReadonlyMap<string, number>>;

// The vocabulary changes only with a migration, so each database's is read once per process.
const vocabularies = new WeakMap<Db, Promise<SearchVocabulary>>();

export function loadSearchVocabulary(db: Db): Promise<SearchVocabulary> {
  let loaded = vocabularies.get(db);
  if (!loaded) {
    loaded = db
      .select()
      .from(searchTerms)
      .then((rows) => {
        const vocabulary = { industry: new Map<string, number>(), skill: new Map<string, number>() };
        for (const row of rows) vocabulary[row.kind as TermKind]?.set(row.name, row.bit);
        return vocabulary;
      });
    loaded.catch(() => vocabularies.delete(db));
    vocabularies.set(db, loaded);
  }
  return loaded;
}

const COLUMNS = {
  industry: { bits: advisorSearchKeys.industryBits, names: profiles.industries },
  skill: { bits: advisorSearchKeys.skillBits, names: profiles.skills },
} satisfies Record<TermKind, { bits: AnyColumn; names: AnyColumn }>;

/**
 * Whether the advisor names any of `names`: a bit test, and for a name without a bit (never a preset name; the
 * tests hold every preset to a bit) a look at the profile's own list.
 */
export function namesAnySql(vocabulary: SearchVocabulary, kind: TermKind, names: Requirement): SQL {
  let mask = 0n;
  const withoutBit: string[] = [];
  for (const name of names) {
    const bit = vocabulary[kind].get(name);
    if (bit === undefined) withoutBit.push(name);
    else mask |= 1n << BigInt(bit);
  }
  const tests: SQL[] = [];
  if (mask !== 0n) tests.push(sql`(${COLUMNS[kind].bits} & ${sql.raw(mask.toString())}::int8) <> 0`);
  if (withoutBit.length > 0) {
    tests.push(
      sql`exists (select 1 from ${profiles} where ${profiles.id} = ${advisorSearchKeys.profileId} and ${COLUMNS[kind].names} && ${textArray(withoutBit)})`,
    );
  }
  return tests.length === 0 ? sql`false` : sql`(${sql.join(tests, sql` or `)})`;
}

/** weight × met / asked, in float8 — the same IEEE operations, in the same order, as overlapPoints(). */
function overlapPoints(
  vocabulary: SearchVocabulary,
  kind: TermKind,
  weight: number,
  requirements: readonly Requirement[],
): SQL {
  if (requirements.length === 0) return sql`${int(weight)}::float8`;
  const met = sql.join(
    requirements.map((names) => sql`(case when ${namesAnySql(vocabulary, kind, names)} then 1 else 0 end)`),
    sql` + `,
  );
  return sql`((${int(weight)} * (${met}))::float8 / ${int(requirements.length)})`;
}

/** Full weight when the advisor meets the requirement, else in proportion — as meetsPoints(). */
function meetsPoints(weight: number, column: AnyColumn, required: number): SQL {
  if (required <= 0) return sql`${int(weight)}::float8`;
  return sql`((${int(weight)} * least(greatest(coalesce(${column}, 0), 0), ${int(required)}))::float8 / ${int(required)})`;
}

/**
 * The rounded percentage, computed like scoreAdvisor(): float8 rather than numeric because it is several times
 * faster over every profile, and the two then agree bit for bit (IEEE doubles, same operations, same order).
 */
export function advisorScoreSql(
  vocabulary: SearchVocabulary,
  requirements: PreparedRequirements,
): SQL<number> {
  const w = ADVISOR_SCORE_WEIGHTS;
  const parts = [
    overlapPoints(vocabulary, 'industry', w.industries, requirements.industries),
    overlapPoints(vocabulary, 'skill', w.skills, requirements.skills),
    meetsPoints(w.years, advisorSearchKeys.yearsExperience, requirements.yearsRequired),
    meetsPoints(w.availability, advisorSearchKeys.hoursAvailable, requirements.hoursRequired),
  ];
  return sql<number>`floor(${sql.join(parts, sql` + `)} + ${sql.raw(String(ROUNDING_EPSILON))}::float8 + 0.5::float8)::int`;
}

/** Plans whose feature list includes premium directory placement (spec §9: lifetime; annual's enhanced profile). */
const PREMIUM_PLANS = ['annual', 'lifetime'];

/**
 * Premium directory placement: lifetime access, or a current annual/lifetime subscription whose paid period has
 * not ended after a cancellation — the same rule as getAccess, applied to all advisors at once in SQL.
 */
export function premiumPlacementSql(db: Db, now: Date): SQL<boolean> {
  const premiumSubscribers = db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
        inArray(subscriptions.planType, PREMIUM_PLANS),
        not(
          and(
            eq(subscriptions.cancelAtPeriodEnd, true),
            sql`${subscriptions.currentPeriodEnd} is not null`,
            lte(subscriptions.currentPeriodEnd, now),
          )!,
        ),
      ),
    );
  return sql<boolean>`(${or(eq(advisorSearchKeys.lifetimeAccess, true), inArray(advisorSearchKeys.profileId, premiumSubscribers))})`;
}

/**
 * The board gap fill as points of rank (decision 051): BOARD_GAP_RANK_POINTS × gaps filled / gaps, 0 without gaps.
 * Added to the score only in the ORDER BY; the card still shows the spec's score.
 */
export function boardGapRankSql(
  vocabulary: SearchVocabulary,
  gaps: readonly Requirement[],
  points: number,
): SQL {
  if (gaps.length === 0) return sql`0::float8`;
  const met = sql.join(
    gaps.map((names) => sql`(case when ${namesAnySql(vocabulary, 'skill', names)} then 1 else 0 end)`),
    sql` + `,
  );
  return sql`((${int(points)} * (${met}))::float8 / ${int(gaps.length)})`;
}
