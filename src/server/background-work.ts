// Starts this instance's share of the background work on the job queue: match runs, the mail worker, the weekly
// suggestions and the hourly clean-up of rows and stale uploads (both on pg-boss's cron). Every instance runs the same; pg-boss hands each job to one.
import type { AppDeps } from './app-deps';
import { workWeeklySuggestions } from './features/billing/weekly-suggestions-jobs';
import { workApplicantFits } from './features/company/applicant-fit-jobs';
import { workHiringJobs } from './features/hiring/hiring-jobs';
import { deleteExpiredRows } from './features/maintenance/cleanup.service';
import { deleteStaleUploads } from './features/maintenance/stale-uploads.service';
import { processMatchRun } from './features/matching/match-runs.service';
import { workMail } from './lib/queue/mail-jobs';
import { workNotificationMail } from './features/notifications/notification-jobs';
import { workSavedSearchAlerts } from './features/saved-searches/saved-search-jobs';

const EVERY_HOUR_AT_17 = '17 * * * *';

export async function startBackgroundWork(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'queue' | 'clock' | 'similarity' | 'storage'>,
) {
  await deps.queue.work(
    'match-run',
    async (data, job) => {
      const matchDeps = {
        db: deps.db,
        logger: deps.logger,
        clock: deps.clock,
        similarity: deps.similarity,
      };
      await processMatchRun(matchDeps, data, { lastAttempt: job.retryCount >= job.retryLimit });
    },
    { concurrency: 2 },
  );
  await workMail(deps.queue, {
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger,
    messageIdDomain: new URL(deps.env.APP_URL).hostname,
  });
  await workWeeklySuggestions(deps);
  await workHiringJobs(deps);
  await workNotificationMail(deps);
  await workSavedSearchAlerts(deps);
  await workApplicantFits(deps);
  await deps.queue.work(
    'cleanup',
    async () => {
      const now = deps.clock.now();
      const removed = await deleteExpiredRows(deps.db, { now });
      const staleUploads = await deleteStaleUploads(deps, { now });
      deps.logger.info('cleanup: expired rows and stale uploads removed', { ...removed, staleUploads });
    },
    { pollingIntervalSeconds: 30 },
  );
  await deps.queue.boss.schedule('cleanup', EVERY_HOUR_AT_17, {}, { tz: 'UTC' });
}
