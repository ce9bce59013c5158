// The advisor's side of the process (decision 026): My Applications' timelines, withdrawing an application with an
// optional reason (the company sees it and is told), and applying again after a withdrawal while the role is open.
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES } from '@shared/constants';
import type { MyApplicationHiring, WithdrawalInput } from '@shared/schemas/hiring';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { applications, jobs, profiles, user as users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { JobQueue } from '../../lib/queue/job-queue';
import { markNotificationsAboutRead, notify, type NotifyDeps } from '../notifications/notify.service';
import { requireRole } from '../../middleware/session';
import { isUuid } from '../company/company-guard.service';
import { withdrawalMail, type MailSite } from './hiring-mails';
import { findInterviews } from './interview-list';
import { findAdvisorTimelines, recordStep } from './timeline.service';

const APPLICATION_NOT_FOUND = 'Application not found.';
const isOpen = (status: string) => (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);

export async function findMyApplicationHiring(
  db: Db,
  rows: { id: string; status: string; job: { isActive: boolean } }[],
): Promise<Map<string, MyApplicationHiring>> {
  const ids = rows.map((row) => row.id);
  const [timelines, interviewsById] = await Promise.all([
    findAdvisorTimelines(db, ids),
    findInterviews(db, ids),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        timeline: timelines.get(row.id) ?? [],
        canWithdraw: isOpen(row.status),
        canReapply: row.status === 'withdrawn' && row.job.isActive,
        interviews: interviewsById.get(row.id) ?? [],
      },
    ]),
  );
}

export async function withdrawApplication(
  deps: { db: Db; queue: JobQueue; now: Date; site: MailSite; notifyEnv: NotifyDeps['env'] },
  {
    actor,
    applicationId,
    input,
  }: { actor: SessionUser | null; applicationId: string; input: WithdrawalInput },
) {
  const advisor = requireRole(actor, 'advisor');
  if (!isUuid(applicationId)) throw notFound(APPLICATION_NOT_FOUND);
  const [current] = await deps.db
    .select({
      id: applications.id,
      status: applications.status,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      companyUserId: jobs.postedBy,
      companyEmail: users.email,
      advisorFirstName: profiles.firstName,
      advisorLastName: profiles.lastName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(users, eq(users.id, jobs.postedBy))
    .leftJoin(profiles, eq(profiles.id, applications.advisorUserId))
    .where(and(eq(applications.id, applicationId.toLowerCase()), eq(applications.advisorUserId, advisor.id)));
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  if (!isOpen(current.status)) {
    throw new AppError(
      'CONFLICT',
      current.status === 'withdrawn'
        ? 'You have already withdrawn this application.'
        : 'This application has already ended, so it cannot be withdrawn.',
    );
  }
  const reason = (input.reason as string | undefined) ?? null;
  const advisorName =
    [current.advisorFirstName, current.advisorLastName].filter(Boolean).join(' ').trim() || 'An advisor';
  const mail = current.companyEmail
    ? await withdrawalMail(deps.site, {
        to: current.companyEmail,
        advisorName,
        jobTitle: current.jobTitle,
        reason,
      })
    : null;
  await deps.db.transaction(async (tx) => {
    // The status in the where: a company's change committed meanwhile is not silently overwritten.
    const [row] = await tx
      .update(applications)
      .set({ status: 'withdrawn', updatedAt: deps.now })
      .where(
        and(eq(applications.id, current.id), inArray(applications.status, [...OPEN_APPLICATION_STATUSES])),
      )
      .returning({ id: applications.id });
    if (!row)
      throw new AppError('CONFLICT', 'This application changed meanwhile; please reload and try again.');
    await markNotificationsAboutRead(tx, { userId: advisor.id, applicationId: row.id, now: deps.now });
    await recordStep(tx, {
      applicationId: row.id,
      step: 'withdrawn',
      actorRole: 'advisor',
      actorId: advisor.id,
      at: deps.now,
      reason,
    });
    // The company's bell has it too; its mail goes as the company's setting for status changes says.
    if (mail && current.companyUserId) {
      await notify(
        { db: deps.db, queue: deps.queue, env: deps.notifyEnv, now: deps.now },
        {
          tx,
          userId: current.companyUserId,
          from: advisor.id,
          kind: 'status',
          title: `${advisorName} withdrew from ${current.jobTitle}`,
          body: reason ?? '',
          link: `/company/applicants?job_id=${current.jobId}`,
          applicationId: current.id,
          mail,
        },
      );
    }
  });
  if (mail) deps.queue.wake('mail');
  return { id: current.id, status: 'withdrawn' as const };
}

/**
 * Applying again after a withdrawal: the same application (one per role and advisor) opens again as new — its
 * no-ghosting clock restarts from now, and the earlier steps stay on its timeline. Null when there is nothing
 * withdrawn to reopen (the caller answers ALREADY_APPLIED).
 */
export async function reapplyAfterWithdrawal(
  deps: { db: Db; now: Date },
  { advisorId, jobId }: { advisorId: string; jobId: string },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({
        status: 'applied',
        createdAt: deps.now,
        updatedAt: deps.now,
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
      at: deps.now,
    });
    return row;
  });
}
