// What a hire means beyond its status (decision 026): the position's other open applications close (through
// features/applications, which records the steps) and their advisors are told with the company's considerate
// message; the position may be deactivated in the same transaction.
import { eq, inArray } from 'drizzle-orm';
import type { CompanySetStatus } from '@shared/constants';
import type { Db, Tx } from '../../db/client';
import { jobs, profiles, user as users } from '../../db/schema';
import type { JobQueue } from '../../lib/queue/job-queue';
import { closeOtherOpenApplications } from '../applications/applications.service';
import { notifyMany, type NotifyDeps } from '../notifications/notify.service';
import { DEFAULT_CLOSING_MESSAGE, type MailSite } from '../notifications/hiring-mails';
import { positionFilledNotices } from '../notifications/hiring-notices';

export interface StatusStepInput {
  applicationId: string;
  jobId: string;
  status: CompanySetStatus;
  reason?: string;
  shareReason?: boolean;
  deactivatePosition?: boolean;
  closingMessage?: string;
}

/** Inside the status change's transaction, after applications' setCompanyStatus recorded the step: a hire's closing
 * message, position and the other applicants it closes, told. Returns how many it closed and whether it deactivated
 * the position. */
export async function afterStatusChange(
  tx: Tx,
  deps: { db: Db; queue: JobQueue; now: Date; site: MailSite; notifyEnv: NotifyDeps['env'] },
  { actorId, companyName, change }: { actorId: string; companyName: string; change: StatusStepInput },
): Promise<{ closedOthers: number; positionDeactivated: boolean }> {
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
  const closed = await closeOtherOpenApplications(tx, {
    jobId: change.jobId,
    hiredId: change.applicationId,
    actorId,
    at: deps.now,
    reason: 'The position has been filled.',
  });
  if (closed.length === 0) return { closedOthers: 0, positionDeactivated };
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
    positionFilledNotices(deps.site, {
      from: actorId,
      at: deps.now,
      jobTitle,
      companyName: shownCompany,
      template,
      closed: recipients.map((recipient) => ({
        userId: recipient.id,
        email: recipient.email,
        firstName: recipient.firstName,
        applicationId: applicationOf.get(recipient.id),
      })),
    }),
    { tx },
  );
  return { closedOthers: closed.length, positionDeactivated };
}
