// Compensation context on a role (issue #35 part 5, decision 051): advisory equity against the FAST agreement's
// public grid for the company's stage, and a paid role's fee against the platform's own open or recent roles of the
// same engagement, region and currency — only from PAY_CONTEXT_MIN_ROLES of them, saying how many. Nothing is
// invented: a missing stage, fee or region gives no figure. Served on the public role page, which is cached by the
// jobs content version (decision 011; a change of a company's stage bumps it too, migration 0017).
import { and, eq, gte, isNotNull, ne, or, sql } from 'drizzle-orm';
import {
  FAST_SOURCE_URL,
  PAY_CONTEXT_MIN_ROLES,
  PAY_CONTEXT_RECENT_DAYS,
  fastPlacement,
  fastRowFor,
  percentOfBps,
} from '@shared/board-matrix';
import type { CompensationContext } from '@shared/schemas/compensation';
import type { Db } from '../../db/client';
import { companyProfiles, jobs } from '../../db/schema';
import { countryNamesOf, regionOf } from './location-region';

const DAY_MS = 86_400_000;
const OFFERS_EQUITY = new Set(['equity', 'combination']);
const OFFERS_PAY = new Set(['paid', 'combination']);

export interface RoleForContext {
  id: string;
  companyId: string | null;
  compensationType: string | null;
  engagementType: string | null;
  country: string | null;
  equityBps: number | null;
  monthlyFee: number | null;
  feeCurrency: string | null;
}

async function equityContext(db: Db, role: RoleForContext): Promise<CompensationContext['equity']> {
  const offers = OFFERS_EQUITY.has(role.compensationType ?? '') || role.equityBps !== null;
  if (!offers) return null;
  const [company] = role.companyId
    ? await db
        .select({ fundingStage: companyProfiles.fundingStage })
        .from(companyProfiles)
        .where(eq(companyProfiles.id, role.companyId))
    : [];
  const fundingStage = company?.fundingStage ?? null;
  const row = fastRowFor(fundingStage);
  const percent = role.equityBps === null ? null : percentOfBps(role.equityBps);
  return {
    percent,
    fundingStage,
    fastStage: row?.stage ?? null,
    grid: row ? { ...row.percents } : null,
    placement: row && percent !== null ? fastPlacement(percent, row.percents) : null,
    sourceUrl: FAST_SOURCE_URL,
  };
}

/** One aggregate over the other roles of the same engagement, region and currency that state a monthly fee. */
async function payContext(db: Db, role: RoleForContext, now: Date): Promise<CompensationContext['pay']> {
  if (!OFFERS_PAY.has(role.compensationType ?? '')) return null;
  const region = regionOf(role.country);
  const currency = role.feeCurrency;
  const base = {
    monthlyFee: role.monthlyFee,
    currency,
    engagementType: role.engagementType,
    region,
    count: 0,
    median: null,
    low: null,
    high: null,
  };
  // Without an engagement type, a region or a currency there is nothing like it to compare with.
  if (!role.engagementType || !region || !currency) return base;
  const countries = countryNamesOf(region);
  const recentSince = new Date(now.getTime() - PAY_CONTEXT_RECENT_DAYS * DAY_MS);
  const normalizedCountry = sql`regexp_replace(lower(trim(${jobs.country})), '^the ', '')`;
  const [agg] = await db
    .select({
      count: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${jobs.monthlyFee})`,
      low: sql<number | null>`min(${jobs.monthlyFee})`,
      high: sql<number | null>`max(${jobs.monthlyFee})`,
    })
    .from(jobs)
    .where(
      and(
        ne(jobs.id, role.id),
        isNotNull(jobs.monthlyFee),
        eq(jobs.engagementType, role.engagementType),
        eq(jobs.feeCurrency, currency),
        sql`${normalizedCountry} in (${sql.join(
          countries.map((c) => sql`${c}`),
          sql`, `,
        )})`,
        or(eq(jobs.isActive, true), gte(jobs.updatedAt, recentSince)),
      ),
    );
  const count = Number(agg?.count ?? 0);
  if (count < PAY_CONTEXT_MIN_ROLES) return { ...base, count };
  return {
    ...base,
    count,
    median: Math.round(Number(agg!.median)),
    low: Number(agg!.low),
    high: Number(agg!.high),
  };
}

export async function getCompensationContext(
  db: Db,
  { role, now }: { role: RoleForContext; now: Date },
): Promise<CompensationContext> {
  const [equity, pay] = await Promise.all([equityContext(db, role), payContext(db, role, now)]);
  return { equity, pay };
}
