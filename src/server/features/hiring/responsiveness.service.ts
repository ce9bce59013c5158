// A company's responsiveness as advisors see it on its positions (decision 026): the median days from an
// application to the company's first action, and the share of its ended applications (rejected or closed) that
// the company itself closed with a reason it shared — a platform closure for no answer does not count as one.
// Shown only once the company has received RESPONSIVENESS_MIN_APPLICATIONS applications. The figures are stored per
// company and computed again only after a change (decision 052).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RESPONSIVENESS_MIN_APPLICATIONS } from '@shared/constants';
import type { Responsiveness } from '@shared/schemas/hiring';
import type { Db } from '../../db/client';
import { companyResponsiveness, jobs } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';

const POSITION_NOT_FOUND = 'Job position not found or no longer available.';

export async function getPositionResponsiveness(
  db: Db,
  { jobId }: { jobId: string },
): Promise<{ responsiveness: Responsiveness | null }> {
  if (!isUuid(jobId)) throw notFound(POSITION_NOT_FOUND);
  const job = await db.query.jobs.findFirst({
    where: and(eq(jobs.id, jobId.toLowerCase()), eq(jobs.isActive, true)),
    columns: { postedBy: true },
  });
  if (!job) throw notFound(POSITION_NOT_FOUND);
  if (!job.postedBy) return { responsiveness: null };
  return {
    responsiveness: (await findCompaniesResponsiveness(db, [job.postedBy])).get(job.postedBy) ?? null,
  };
}

type Figures = Pick<
  typeof companyResponsiveness.$inferSelect,
  'applications' | 'medianDays' | 'ended' | 'endedWithReason'
>;

/** What advisors see: nothing below the threshold; the median in tenths of a day; the share in whole percent. */
function responsivenessOf(figures: Figures): Responsiveness | null {
  if (figures.applications < RESPONSIVENESS_MIN_APPLICATIONS) return null;
  return {
    applications: figures.applications,
    medianDaysToFirstAction: figures.medianDays === null ? null : Math.round(figures.medianDays * 10) / 10,
    closedWithReasonPercent:
      figures.ended === 0 ? null : Math.round((figures.endedWithReason / figures.ended) * 100),
  };
}

/** The figures computed from the applications themselves (the companies whose stored figures are stale). */
async function computeFigures(db: Db, companyUserIds: string[]): Promise<Map<string, Figures>> {
  const result = await db.execute<{
    company: string;
    applications: number;
    median_days: number | null;
    ended: number;
    ended_with_reason: number;
  }>(sql`
    select
      j.posted_by as company,
      count(a.id)::int as applications,
      percentile_cont(0.5) within group (
        order by extract(epoch from (a.first_response_at - a.created_at)) / 86400
      ) filter (where a.first_response_at is not null) as median_days,
      count(a.id) filter (where a.status in ('rejected', 'closed'))::int as ended,
      count(a.id) filter (
        where a.status in ('rejected', 'closed') and exists (
          select 1 from application_status_events e
          where e.application_id = a.id and e.status = a.status and e.actor_role = 'company'
            and e.reason is not null and e.reason_shared
        )
      )::int as ended_with_reason
    from jobs j
    join applications a on a.job_id = j.id
    where j.posted_by in (${sql.join(
      companyUserIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by j.posted_by
  `);
  return new Map(
    result.rows.map((row) => [
      String(row.company),
      {
        applications: Number(row.applications),
        medianDays: row.median_days === null ? null : Number(row.median_days),
        ended: Number(row.ended),
        endedWithReason: Number(row.ended_with_reason),
      },
    ]),
  );
}

/**
 * The figures of many companies (a list of applications or roles shows each company's line without a query per
 * row); a company below the threshold, or without applications, maps to null. Stored per company (decision 052):
 * one indexed read, and only a company whose applications changed since is computed again — then stored under the
 * version read before computing, so a change made meanwhile leaves it stale for the next reader.
 */
export async function findCompaniesResponsiveness(
  db: Db,
  companyUserIds: readonly (string | null)[],
): Promise<Map<string, Responsiveness | null>> {
  const ids = [...new Set(companyUserIds.filter((id): id is string => id !== null))];
  const figures = new Map<string, Responsiveness | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return figures;
  const stored = await db
    .select()
    .from(companyResponsiveness)
    .where(inArray(companyResponsiveness.companyUserId, ids));
  const stale = stored.filter((row) => row.computedVersion !== row.version);
  for (const row of stored)
    if (row.computedVersion === row.version) figures.set(row.companyUserId, responsivenessOf(row));
  if (stale.length === 0) return figures;
  const computed = await computeFigures(
    db,
    stale.map((row) => row.companyUserId),
  );
  for (const row of stale) {
    const fresh = computed.get(row.companyUserId) ?? {
      applications: 0,
      medianDays: null,
      ended: 0,
      endedWithReason: 0,
    };
    figures.set(row.companyUserId, responsivenessOf(fresh));
    await db
      .update(companyResponsiveness)
      .set({ ...fresh, computedVersion: row.version })
      .where(
        and(
          eq(companyResponsiveness.companyUserId, row.companyUserId),
          eq(companyResponsiveness.version, row.version),
        ),
      );
  }
  return figures;
}
