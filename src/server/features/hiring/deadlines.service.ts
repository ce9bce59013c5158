// No ghosting (decision 026). Once a day a pass over every application still waiting for the company's first
// action: the company is reminded a week before the deadline (day 14 of the default 21), and at the deadline the
// application closes with the reason "No response in N days". Both are single set-based statements, whatever the
// number of applications (the pass over 500 000 runs in seconds, `npm run bench`); the closure's mails to the
// advisors are queued afterwards by a job of their own, queued in the closing transaction so none is lost.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/queue/job-queue';
import { enqueueMail } from '../../lib/queue/mail-jobs';
import { noResponseClosedMail, responseReminderMail, type MailSite } from './hiring-mails';

export interface DeadlineDeps {
  db: Db;
  queue: JobQueue;
  site: MailSite;
}

/** The reason recorded (and shown to both sides) when the platform closes an unanswered application. */
export const noResponseReason = (days: number) => `No response in ${days} days`;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The moment of a pass, and (for the development route only) the one position it is limited to: a demo or a browser
 * journey shows a closure without closing everyone else's applications too.
 */
export interface PassScope {
  now: Date;
  jobId?: string;
}

/** Closes every application whose answer deadline has passed; returns how many. */
export async function closeUnansweredApplications(deps: DeadlineDeps, { now, jobId }: PassScope) {
  const at = now.toISOString();
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with closed as (
        update applications a
        set status = 'closed', updated_at = ${at}::timestamptz
        from jobs j
        where j.id = a.job_id
          and a.status = 'applied'
          and a.first_response_at is null
          and a.created_at <= ${at}::timestamptz - make_interval(days => j.response_days)
          and (${jobId ?? null}::uuid is null or a.job_id = ${jobId ?? null}::uuid)
        returning a.id, j.response_days
      ), recorded as (
        insert into application_status_events
          (application_id, status, reason, reason_shared, actor_role, changed_by, created_at)
        select id, 'closed', 'No response in ' || response_days || ' days', true, 'platform', null,
          ${at}::timestamptz
        from closed
        returning 1
      )
      select count(*)::int as closed from recorded
    `);
    const closed = Number(rowsOf(result)[0]?.closed ?? 0);
    // The advisors are told by a job of its own (one statement must not render thousands of mails).
    if (closed > 0) {
      await deps.queue.send('hiring-closure-mails', { closedAt: at }, { tx });
    }
    return closed;
  });
}

/** Sends one reminder per position whose unanswered applications reach the reminder day; returns how many mails. */
export async function remindCompanies(deps: DeadlineDeps, { now, jobId }: PassScope) {
  const at = now.toISOString();
  return deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with reminded as (
        update applications a
        set response_reminder_at = ${at}::timestamptz
        from jobs j
        where j.id = a.job_id
          and a.status = 'applied'
          and a.first_response_at is null
          and a.response_reminder_at is null
          and a.created_at <= ${at}::timestamptz
            - make_interval(days => greatest(j.response_days - 7, j.response_days / 2))
          and a.created_at > ${at}::timestamptz - make_interval(days => j.response_days)
          and (${jobId ?? null}::uuid is null or a.job_id = ${jobId ?? null}::uuid)
        returning a.job_id, a.created_at, j.response_days
      )
      select r.job_id, j.title, u.email, count(*)::int as waiting,
        min(r.created_at) + make_interval(days => min(r.response_days)) as closes_at
      from reminded r
      join jobs j on j.id = r.job_id
      join "user" u on u.id = j.posted_by
      group by r.job_id, j.title, u.email
    `);
    const rows = rowsOf(result);
    for (const row of rows) {
      const closesAt = new Date(row.closes_at as string | Date);
      const mail = await responseReminderMail(deps.site, {
        to: String(row.email),
        jobTitle: String(row.title),
        waiting: Number(row.waiting),
        closesOn: closesAt.toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      });
      await enqueueMail(deps.queue, mail, { key: `response-reminder:${String(row.job_id)}:${at}`, tx });
    }
    return rows.length;
  });
}

/** The daily job: reminders first (an application closing today was reminded a week ago), then closures. */
export async function runDeadlinePass(deps: DeadlineDeps, scope: PassScope) {
  const reminders = await remindCompanies(deps, scope);
  const closed = await closeUnansweredApplications(deps, scope);
  if (reminders > 0) deps.queue.wake('mail');
  // Committed: this instance's worker queues the advisors' mails now rather than at its next poll.
  if (closed > 0) deps.queue.wake('hiring-closure-mails');
  return { reminders, closed };
}

const MAIL_BATCH = 200;

/**
 * Queues the "closed for no response" mail of every application the pass closed at `closedAt`, a page at a time
 * (keyset on the application id). A retry after a crash queues the same keys again: the mail queue keeps one job
 * per key and mail_deliveries one delivery, so nobody is told twice.
 */
export async function queueClosureMails(deps: DeadlineDeps, { closedAt }: { closedAt: string }) {
  let after = '00000000-0000-0000-0000-000000000000';
  let queued = 0;
  for (;;) {
    const result = await deps.db.execute(sql`
      select e.application_id, u.email, p.first_name, j.title, j.company_name, j.response_days
      from application_status_events e
      join applications a on a.id = e.application_id
      join jobs j on j.id = a.job_id
      join "user" u on u.id = a.advisor_user_id
      left join profiles p on p.id = a.advisor_user_id
      where e.status = 'closed' and e.actor_role = 'platform' and e.created_at = ${closedAt}::timestamptz
        and e.application_id > ${after}::uuid
      order by e.application_id
      limit ${MAIL_BATCH}
    `);
    const rows = rowsOf(result);
    for (const row of rows) {
      const mail = await noResponseClosedMail(deps.site, {
        to: String(row.email),
        firstName: (row.first_name as string | null) ?? null,
        jobTitle: String(row.title),
        companyName: String(row.company_name),
        days: Number(row.response_days),
      });
      await enqueueMail(deps.queue, mail, { key: `no-response:${String(row.application_id)}:${closedAt}` });
    }
    queued += rows.length;
    if (rows.length > 0) deps.queue.wake('mail');
    if (rows.length < MAIL_BATCH) return queued;
    after = String(rows.at(-1)!.application_id);
  }
}
