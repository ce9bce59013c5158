// Every write to `applications`, and only here (tests/unit/architecture.test.ts fails on a write anywhere else):
// applying and applying again, the company's status changes, a hire closing the position's other open applications,
// the advisor's withdrawal, the company opening an applicant, and the daily no-ghosting pass (decision 026). Each
// function changes state inside the caller's transaction and records the step on the timeline; it says what
// happened (rows, counts) and leaves telling people — mails, bells — to the feature that called it.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES, type CompanySetStatus } from '@shared/constants';
import type { Db } from '../../db/client';
import { applications, applicationStatusEvents, jobs } from '../../db/schema';
import { recordStep } from './timeline.service';
import { storeApplicationScreening, type ApplicationScreening } from './answers.service';
import { recordCompanyChange, type AuditActor } from '../../lib/company-audit';

type Executor = Pick<Db, 'insert' | 'update' | 'select' | 'execute' | 'delete'>;

/**
 * A new application in 'applied', with its first timeline step and what the advisor answered (decision 049).
 * Throws the unique violation on a second one.
 */
export async function insertApplication(
  tx: Executor,
  {
    jobId,
    advisorId,
    at,
    screening,
  }: { jobId: string; advisorId: string; at: Date; screening?: ApplicationScreening },
) {
  const [created] = await tx
    .insert(applications)
    .values({ jobId, advisorUserId: advisorId, status: 'applied', createdAt: at, updatedAt: at })
    .returning({ id: applications.id });
  await recordStep(tx, {
    applicationId: created!.id,
    step: 'applied',
    actorRole: 'advisor',
    actorId: advisorId,
    at,
  });
  if (screening) await storeApplicationScreening(tx, { applicationId: created!.id, screening, at });
  return created!;
}

/**
 * Applying again after a withdrawal: the same application (one per role and advisor) opens again as new — its
 * no-ghosting clock restarts from now, and the earlier steps stay on its timeline. Null when there is nothing
 * withdrawn to reopen.
 */
export async function reopenWithdrawnApplication(
  db: Db,
  {
    advisorId,
    jobId,
    at,
    screening,
  }: { advisorId: string; jobId: string; at: Date; screening?: ApplicationScreening },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({
        status: 'applied',
        createdAt: at,
        updatedAt: at,
        firstResponseAt: null,
        responseReminderAt: null,
      })
      .where(
        and(
          eq(applications.jobId, jobId),
          eq(applications.advisorUserId, advisorId),
          eq(applications.status, 'withdrawn'),
        ),
      )
      .returning({ id: applications.id });
    if (!row) return null;
    await recordStep(tx, {
      applicationId: row.id,
      step: 'applied',
      actorRole: 'advisor',
      actorId: advisorId,
      at,
    });
    // The answers given this time replace the earlier ones.
    if (screening) await storeApplicationScreening(tx, { applicationId: row.id, screening, at });
    return row;
  });
}

/**
 * The advisor withdraws an open application, with an optional reason the company sees. The status is in the
 * `where`: a company's change committed meanwhile is not silently overwritten (null then).
 */
export async function withdrawApplicationRow(
  tx: Executor,
  {
    applicationId,
    advisorId,
    at,
    reason,
  }: { applicationId: string; advisorId: string; at: Date; reason: string | null },
) {
  const [row] = await tx
    .update(applications)
    .set({ status: 'withdrawn', updatedAt: at })
    .where(
      and(eq(applications.id, applicationId), inArray(applications.status, [...OPEN_APPLICATION_STATUSES])),
    )
    .returning({ id: applications.id });
  if (!row) return null;
  await recordStep(tx, {
    applicationId: row.id,
    step: 'withdrawn',
    actorRole: 'advisor',
    actorId: advisorId,
    at,
    reason,
  });
  return row;
}

/**
 * The company sets a status on an application to one of its own positions (undefined when it is not, or no longer,
 * theirs); the step is recorded with the acting company user and the no-ghosting clock stops.
 */
export async function setCompanyStatus(
  tx: Executor,
  change: {
    applicationId: string;
    companyUserId: string;
    status: CompanySetStatus;
    at: Date;
    reason?: string;
    shareReason?: boolean;
    /** The colleague who made the change, for the company's audit log (decision 048), with what it is about. */
    audit?: { by: AuditActor; subjectLabel: string; from: string };
  },
) {
  const [row] = await tx
    .update(applications)
    .set({ status: change.status, updatedAt: change.at })
    .where(
      and(
        eq(applications.id, change.applicationId),
        inArray(
          applications.jobId,
          tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.postedBy, change.companyUserId)),
        ),
      ),
    )
    .returning({ id: applications.id, jobId: applications.jobId, updatedAt: applications.updatedAt });
  if (!row) return undefined;
  await recordStep(tx, {
    applicationId: row.id,
    step: change.status,
    actorRole: 'company',
    actorId: change.companyUserId,
    at: change.at,
    reason: change.reason ?? null,
    reasonShared: change.shareReason ?? true,
  });
  if (change.audit)
    await recordCompanyChange(tx, change.audit.by, {
      action: 'application.status',
      subjectType: 'application',
      subjectId: row.id,
      subjectLabel: change.audit.subjectLabel,
      detail: { from: change.audit.from, to: change.status },
      at: change.at,
    });
  await markCompanyResponded(tx, row.id, change.at);
  return row;
}

/** A hire closes every other open application of the position, in one statement whatever their number. */
export async function closeOtherOpenApplications(
  tx: Executor,
  {
    jobId,
    hiredId,
    actorId,
    at,
    reason,
  }: { jobId: string; hiredId: string; actorId: string; at: Date; reason: string },
) {
  const closed = await tx
    .update(applications)
    .set({
      status: 'closed',
      updatedAt: at,
      firstResponseAt: sql`coalesce(${applications.firstResponseAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(applications.jobId, jobId),
        ne(applications.id, hiredId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
      ),
    )
    .returning({ id: applications.id, advisorUserId: applications.advisorUserId });
  if (closed.length > 0) {
    await tx.insert(applicationStatusEvents).values(
      closed.map((row) => ({
        applicationId: row.id,
        status: 'closed',
        actorRole: 'company',
        changedBy: actorId,
        createdAt: at,
        reason,
        reasonShared: true,
      })),
    );
  }
  return closed;
}

/**
 * Someone at the company opened the applicant: the first time is a timeline step ('viewed'). Two tabs opening it at
 * once record one step; returns whether this was the first.
 */
export async function markApplicationViewedRow(
  tx: Executor,
  { applicationId, actorId, at }: { applicationId: string; actorId: string; at: Date },
) {
  const [first] = await tx
    .update(applications)
    .set({ viewedAt: at })
    .where(and(eq(applications.id, applicationId), isNull(applications.viewedAt)))
    .returning({ id: applications.id });
  if (first) await recordStep(tx, { applicationId, step: 'viewed', actorRole: 'company', actorId, at });
  return first !== undefined;
}

/**
 * The company took an action on the application: the no-ghosting clock stops at its first one (and stays stopped).
 * Viewing is not an answer, so it does not count.
 */
export async function markCompanyResponded(tx: Executor, applicationId: string, at: Date) {
  await tx
    .update(applications)
    .set({ firstResponseAt: at })
    .where(and(eq(applications.id, applicationId), isNull(applications.firstResponseAt)));
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The deadline closure: every application still waiting for a first answer past its position's window closes with
 * the reason "No response in N days", in one statement whatever their number; returns how many. `jobId` limits the
 * pass to one position (the development route).
 */
export async function closeUnansweredPastDeadline(
  tx: Executor,
  { at, jobId }: { at: string; jobId?: string },
) {
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
  return Number(rowsOf(result)[0]?.closed ?? 0);
}

/**
 * Applications that reach their reminder day (a week before the deadline, or half the window) are marked reminded,
 * once; returns one row per position: its title, poster, their e-mail, how many wait and when the first closes.
 */
export async function markResponseRemindersDue(tx: Executor, { at, jobId }: { at: string; jobId?: string }) {
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
    select r.job_id, j.title, j.posted_by, u.email, count(*)::int as waiting,
      min(r.created_at) + make_interval(days => min(r.response_days)) as closes_at
    from reminded r
    join jobs j on j.id = r.job_id
    join "user" u on u.id = j.posted_by
    group by r.job_id, j.title, j.posted_by, u.email
  `);
  return rowsOf(result);
}
