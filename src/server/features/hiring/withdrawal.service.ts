// The advisor's side of the process (decision 026): My Applications' timelines, withdrawing an application with an
// optional reason (the company sees it and is told), and applying again after a withdrawal while the role is open.
import { advisorDisplayName } from '@shared/advisor-name';
import { canReapply, canTransition, isApplicationOpen } from '@shared/application-lifecycle';
import type { MyApplicationHiring, WithdrawalInput } from '@shared/schemas/hiring';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { JobQueue } from '../../lib/queue/job-queue';
import { markNotificationsAboutRead, notify, type NotifyDeps } from '../notifications/notify.service';
import { requireRole } from '../../middleware/session';
import type { MailSite } from '../notifications/hiring-mails';
import { withdrawalNotice } from '../notifications/hiring-notices';
import { findInterviews } from './interview-list';
import { withdrawApplicationRow } from '../applications/applications.service';
import { loadApplicationFor } from '../applications/load-application';
import { findAdvisorTimelines } from '../applications/timeline.service';

const APPLICATION_NOT_FOUND = 'Application not found.';

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
        canWithdraw: isApplicationOpen(row.status),
        canReapply: canReapply(row.status, row.job.isActive),
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
  const current = await loadApplicationFor(deps.db, advisor, applicationId, 'advisor');
  if (!current) throw notFound(APPLICATION_NOT_FOUND);
  if (!canTransition(current.status, { by: 'advisor', to: 'withdrawn' })) {
    throw new AppError(
      'APPLICATION_CLOSED',
      current.status === 'withdrawn'
        ? 'You have already withdrawn this application.'
        : 'This application has ended, so it cannot be withdrawn.',
    );
  }
  const reason = (input.reason as string | undefined) ?? null;
  const advisorName = advisorDisplayName(current.advisor, 'An advisor');
  const notice =
    current.company.email && current.companyUserId
      ? await withdrawalNotice(deps.site, {
          applicationId: current.id,
          jobId: current.jobId,
          from: advisor.id,
          company: { userId: current.companyUserId, email: current.company.email },
          advisorName,
          jobTitle: current.role.title,
          reason,
        })
      : null;
  await deps.db.transaction(async (tx) => {
    const row = await withdrawApplicationRow(tx, {
      applicationId: current.id,
      advisorId: advisor.id,
      at: deps.now,
      reason,
    });
    if (!row)
      throw new AppError(
        'CHANGED_MEANWHILE',
        'This application changed meanwhile; please reload and try again.',
      );
    await markNotificationsAboutRead(tx, { userId: advisor.id, applicationId: row.id, now: deps.now });
    // The company's bell has it too; its mail goes as the company's setting for status changes says.
    if (notice) {
      await notify({ db: deps.db, queue: deps.queue, env: deps.notifyEnv, now: deps.now }, { ...notice, tx });
    }
  });
  if (current.company.email) deps.queue.wake('mail');
  return { id: current.id, status: 'withdrawn' as const };
}
