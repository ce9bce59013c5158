// 'Match analytics' (annual and lifetime plans): how many matches the latest AI run found, and the advisor's
// applications by status.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/constants';
import type { MatchAnalytics } from '@shared/schemas/billing';
import type { SessionUser } from '../../app-env';
import { applications, matchRuns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { requireRole } from '../../middleware/session';
import { getAccess } from './access.service';
import type { BillingDeps } from './billing-deps';

export const MATCH_ANALYTICS_PLAN_MESSAGE = 'Match analytics is included in the Annual and Lifetime plans.';

export async function getMatchAnalytics(
  deps: Pick<BillingDeps, 'db' | 'clock'>,
  { actor }: { actor: SessionUser | null },
): Promise<MatchAnalytics> {
  const advisor = requireRole(actor, 'advisor');
  const { db } = deps;
  const access = await getAccess(db, { userId: advisor.id, now: deps.clock.now() });
  if (access.plan !== 'annual' && access.plan !== 'lifetime') {
    throw new AppError('SUBSCRIPTION_REQUIRED', MATCH_ANALYTICS_PLAN_MESSAGE);
  }
  const [[latestRun], statusCounts] = await Promise.all([
    db
      .select({
        // Counted in SQL: the stored results can be long, and only their number is needed.
        total: sql<number>`coalesce(jsonb_array_length(${matchRuns.results}), 0)`.mapWith(Number),
        finishedAt: matchRuns.finishedAt,
      })
      .from(matchRuns)
      .where(and(eq(matchRuns.advisorUserId, advisor.id), eq(matchRuns.status, 'done')))
      .orderBy(desc(matchRuns.createdAt))
      .limit(1),
    db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .where(eq(applications.advisorUserId, advisor.id))
      .groupBy(applications.status),
  ]);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of statusCounts) {
    if ((APPLICATION_STATUSES as readonly string[]).includes(row.status))
      byStatus[row.status as ApplicationStatus] = row.total;
  }
  return {
    matches: { total: latestRun?.total ?? 0, lastRunAt: latestRun?.finishedAt?.toISOString() ?? null },
    applications: { total: statusCounts.reduce((sum, row) => sum + row.total, 0), byStatus },
  };
}
