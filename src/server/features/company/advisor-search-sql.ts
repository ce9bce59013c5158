// advisor-search-score.ts computed inside PostgreSQL, so that ranking and pagination happen in SQL over every
// completed profile. The numbers of a company's requirements are ours (validated integers) and are inlined;
// every name is a bound parameter.
import { and, eq, inArray, lte, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES } from '@shared/constants';
import type { Db } from '../../db/client';
import { profiles, subscriptions } from '../../db/schema';
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

/** weight × met / asked, in float8 — the same IEEE operations, in the same order, as overlapPoints(). */
function overlapPoints(weight: number, column: AnyColumn, requirements: readonly Requirement[]): SQL {
  if (requirements.length === 0) return sql`${int(weight)}::float8`;
  const met = sql.join(
    requirements.map((names) => sql`(case when ${column} && ${textArray(names)} then 1 else 0 end)`),
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
export function advisorScoreSql(requirements: PreparedRequirements): SQL<number> {
  const w = ADVISOR_SCORE_WEIGHTS;
  const parts = [
    overlapPoints(w.industries, profiles.industries, requirements.industries),
    overlapPoints(w.skills, profiles.skills, requirements.skills),
    meetsPoints(w.years, profiles.yearsExperience, requirements.yearsRequired),
    meetsPoints(w.availability, profiles.hoursAvailable, requirements.hoursRequired),
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
  return sql<boolean>`(${or(eq(profiles.lifetimeAccess, true), inArray(profiles.id, premiumSubscribers))})`;
}
