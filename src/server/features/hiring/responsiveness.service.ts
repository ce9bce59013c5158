// A company's responsiveness as advisors see it on its positions (decision 026): the median days from an
// application to the company's first action, and the share of its ended applications (rejected or closed) that
// the company itself closed with a reason it shared — a platform closure for no answer does not count as one.
// Shown only once the company has received RESPONSIVENESS_MIN_APPLICATIONS applications.
import { and, eq, sql } from 'drizzle-orm';
import { RESPONSIVENESS_MIN_APPLICATIONS } from '@shared/constants';
import type { Responsiveness } from '@shared/schemas/hiring';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
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

/**
 * The figures of many companies in one query (a list of applications or roles shows each company's line without a
 * query per row); a company below the threshold, or absent, maps to null.
 */
export async function findCompaniesResponsiveness(
  db: Db,
  companyUserIds: readonly (string | null)[],
): Promise<Map<string, Responsiveness | null>> {
  const ids = [...new Set(companyUserIds.filter((id): id is string => id !== null))];
  const figures = new Map<string, Responsiveness | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return figures;
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
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by j.posted_by
  `);
  for (const row of result.rows) {
    const applications = Number(row.applications);
    if (applications < RESPONSIVENESS_MIN_APPLICATIONS) continue;
    const ended = Number(row.ended);
    figures.set(String(row.company), {
      applications,
      medianDaysToFirstAction:
        row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
      closedWithReasonPercent: ended === 0 ? null : Math.round((Number(row.ended_with_reason) / ended) * 100),
    });
  }
  return figures;
}
