// What a company's status change means beyond the status (decision 026): it is recorded on the timeline with the
// acting company user, it stops the no-ghosting clock, and a hire closes the position's other open applications
// with the company's considerate message (and may deactivate the position in the same transaction).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES, type CompanySetStatus } from '@shared/constants';
import type { Db } from '../../db/client';
import { applications, applicationStatusEvents, jobs, profiles, user as users } from '../../db/schema';
import type { JobQueue } from '../../lib/queue/job-queue';
import { notifyMany, type NotifyDeps } from '../notifications/notify.service';
import {
  DEFAULT_CLOSING_MESSAGE,
  fillClosingMessage,
  positionFilledMail,
  type MailSite,
} from './hiring-mails';
import { markCompanyResponded, recordStep } from './timeline.service';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StatusStepInput {
  applicationId: string;
  jobId: string;
  status: CompanySetStatus;
  reason?: string;
  shareReason?: boolean;
  deactivatePosition?: boolean;
  closingMessage?: string;
}

/** Inside the status change's transaction; returns how many other applications the hire closed, and whether it
 * deactivated the position. */
export async function afterStatusChange(
  tx: Tx,
  deps: { db: Db; queue: JobQueue; now: Date; site: MailSite; notifyEnv: NotifyDeps['env'] },
  { actorId, companyName, change }: { actorId: string; companyName: string; change: StatusStepInput },
): Promise<{ closedOthers: number; positionDeactivated: boolean }> {
  await recordStep(tx, {
    applicationId: change.applicationId,
    step: change.status,
    actorRole: 'company',
    actorId,
    at: deps.now,
    reason: change.reason ?? null,
    reasonShared: change.shareReason ?? true,
  });
  await markCompanyResponded(tx, change.applicationId, deps.now);
  if (change.status !== 'hired') return { closedOthers: 0, positionDeactivated: false };

  const [job] = await tx
    .update(jobs)
    .set({
      ...(change.closingMessage !== undefined ? { closingMessage: change.closingMessage } : {}),
      ...(change.deactivatePosition ? { isActive: false } : {}),
      updatedAt: deps.now,
    })
    .where(eq(jobs.id, change.jobId))
    .returning({ title: jobs.title, companyName: jobs.companyName, closingMessage: jobs.closingMessage });
  const positionDeactivated = change.deactivatePosition === true && job !== undefined;
  const template = job?.closingMessage?.trim() || DEFAULT_CLOSING_MESSAGE;
  // One statement closes every other open application of the position, whatever their number.
  const closed = await tx
    .update(applications)
    .set({
      status: 'closed',
      updatedAt: deps.now,
      firstResponseAt: sql`coalesce(${applications.firstResponseAt}, ${deps.now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(applications.jobId, change.jobId),
        ne(applications.id, change.applicationId),
        inArray(applications.status, [...OPEN_APPLICATION_STATUSES]),
      ),
    )
    .returning({ id: applications.id, advisorUserId: applications.advisorUserId });
  if (closed.length === 0) return { closedOthers: 0, positionDeactivated };
  await tx.insert(applicationStatusEvents).values(
    closed.map((row) => ({
      applicationId: row.id,
      status: 'closed',
      actorRole: 'company',
      changedBy: actorId,
      createdAt: deps.now,
      reason: 'The position has been filled.',
      reasonShared: true,
    })),
  );
  const recipients = await tx
    .select({ id: users.id, email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      inArray(
        users.id,
        closed.map((row) => row.advisorUserId),
      ),
    );
  const jobTitle = job?.title ?? '';
  const shownCompany = job?.companyName || companyName;
  const applicationOf = new Map(closed.map((row) => [row.advisorUserId, row.id]));
  // In the advisors' bells too; the mail goes as each one's setting for status changes says. One batch whatever
  // the number of applicants (decision 032); a mail is written only for those who get it now.
  await notifyMany(
    { db: deps.db, queue: deps.queue, env: deps.notifyEnv, now: deps.now },
    recipients.map((recipient) => {
      const values = { firstName: recipient.firstName, jobTitle, companyName: shownCompany };
      return {
        userId: recipient.id,
        from: actorId,
        kind: 'status' as const,
        title: `${jobTitle} at ${shownCompany} has been filled`,
        link: '/my-applications',
        applicationId: applicationOf.get(recipient.id),
        idempotencyKey: `position-filled:${applicationOf.get(recipient.id)}:${deps.now.toISOString()}`,
        mail: () =>
          positionFilledMail(deps.site, {
            to: recipient.email,
            ...values,
            message: fillClosingMessage(template, values),
          }),
      };
    }),
    { tx },
  );
  return { closedOthers: closed.length, positionDeactivated };
}
