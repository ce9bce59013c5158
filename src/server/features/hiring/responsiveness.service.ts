// A company's responsiveness as advisors see it on its positions (decision 026): the median days from an
// application to the company's first action, and the share of its ended applications (rejected or closed) that
// the company itself closed with a reason it shared — a platform closure for no answer does not count as one.
// Shown only once the company has received RESPONSIVENESS_MIN_APPLICATIONS applications.
import { sql } from 'drizzle-orm';
import { RESPONSIVENESS_MIN_APPLICATIONS } from '@shared/constants';
import type { Responsiveness } from '@shared/schemas/hiring';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../company/company-guard.service';

const POSITION_NOT_FOUND = 'Job position not found or no longer available.';

export async function getPositionResponsiveness(
  db: Db,
  { jobId }: { jobId: string },
): Promise<{ responsiveness: Responsiveness | null }> {
  if (!isUuid(jobId)) throw notFound(POSITION_NOT_FOUND);
  const result = await db.execute<{
    found: boolean;
    applications: number;
    median_days: number | null;
    ended: number;
    ended_with_reason: number;
  }>(sql`
    with company as (select posted_by from jobs where id = ${jobId.toLowerCase()} and is_active)
    select
      exists (select 1 from company) as found,
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
    from company
    join jobs j on j.posted_by = company.posted_by
    join applications a on a.job_id = j.id
  `);
  const row = result.rows[0];
  if (!row?.found) throw notFound(POSITION_NOT_FOUND);
  const applications = Number(row.applications);
  if (applications < RESPONSIVENESS_MIN_APPLICATIONS) return { responsiveness: null };
  const ended = Number(row.ended);
  return {
    responsiveness: {
      applications,
      medianDaysToFirstAction:
        row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
      closedWithReasonPercent: ended === 0 ? null : Math.round((Number(row.ended_with_reason) / ended) * 100),
    },
  };
}
