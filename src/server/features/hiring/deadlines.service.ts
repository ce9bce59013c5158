// No ghosting (decision 026). Once a day a pass over every application still waiting for the company's first
// action: the company is reminded a week before the deadline (day 14 of the default 21), and at the deadline the
// application closes with the reason "No response in N days". Both are single set-based statements, whatever the
// number of applications (the pass over 500 000 runs in seconds, `npm run bench`); the advisors are told afterwards
// by a job of its own, queued in the closing transaction so none is lost. Both the reminder and the closure notice go
// through notify (decision 032): the recipient's bell, and mail as their setting for status changes says; the
// closure notices a page of 200 advisors at a time, each page a few statements, with a key per application so a
// retried job adds no second bell entry and no second mail.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/queue/job-queue';
import { closeUnansweredPastDeadline, markResponseRemindersDue } from '../applications/applications.service';
import { notifyMany, type NotifyDeps } from '../notifications/notify.service';
import type { MailSite } from '../notifications/hiring-mails';
import { noResponseClosureNotice, responseReminderNotice } from '../notifications/hiring-notices';

export interface DeadlineDeps {
  db: Db;
  queue: JobQueue;
  site: MailSite;
  notifyEnv: NotifyDeps['env'];
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
    const closed = await closeUnansweredPastDeadline(tx, { at, jobId });
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
    const rows = await markResponseRemindersDue(tx, { at, jobId });
    await notifyMany(
      { db: deps.db, queue: deps.queue, env: deps.notifyEnv, now },
      rows.map((row) =>
        responseReminderNotice(deps.site, {
          at,
          jobId: String(row.job_id),
          company: { userId: String(row.posted_by), email: String(row.email) },
          jobTitle: String(row.title),
          waiting: Number(row.waiting),
          closesAt: new Date(row.closes_at as string | Date),
        }),
      ),
      { tx },
    );
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

const NOTICE_PAGE = 200;

/**
 * Tells every advisor whose application the pass closed at `closedAt`, a page at a time (keyset on the application
 * id), through notifyMany: the bell entry, and the mail now, in the daily digest or not at all as their setting for
 * status changes says. A retry after a crash walks the same pages: the entries made before have the same keys and
 * are skipped with their mails, so nobody is told twice. Returns how many entries this run made.
 */
export async function queueClosureMails(deps: DeadlineDeps, { closedAt }: { closedAt: string }) {
  const notifyDeps = { db: deps.db, queue: deps.queue, env: deps.notifyEnv, now: new Date(closedAt) };
  let after = '00000000-0000-0000-0000-000000000000';
  let made = 0;
  for (;;) {
    const result = await deps.db.execute(sql`
      select e.application_id, a.advisor_user_id, u.email, p.first_name, j.title, j.company_name,
        j.response_days
      from application_status_events e
      join applications a on a.id = e.application_id
      join jobs j on j.id = a.job_id
      join "user" u on u.id = a.advisor_user_id
      left join profiles p on p.id = a.advisor_user_id
      where e.status = 'closed' and e.actor_role = 'platform' and e.created_at = ${closedAt}::timestamptz
        and e.application_id > ${after}::uuid
      order by e.application_id
      limit ${NOTICE_PAGE}
    `);
    const rows = rowsOf(result);
    made += await notifyMany(
      notifyDeps,
      rows.map((row) =>
        noResponseClosureNotice(deps.site, {
          closedAt,
          applicationId: String(row.application_id),
          advisor: {
            userId: String(row.advisor_user_id),
            email: String(row.email),
            firstName: (row.first_name as string | null) ?? null,
          },
          jobTitle: String(row.title),
          companyName: String(row.company_name),
          days: Number(row.response_days),
        }),
      ),
    );
    if (rows.length < NOTICE_PAGE) return made;
    after = String(rows.at(-1)!.application_id);
  }
}
