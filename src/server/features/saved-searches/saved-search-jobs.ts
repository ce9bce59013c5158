// The saved-search alerts' background work on the job queue (decision 045): matching a published role against every
// instant search, the instant mails (a job per 500 advisors), and the quarter-hourly run that sends the daily and weekly mails at
// 08:00 in each advisor's zone (pg-boss's cron, singleton across instances, as the notification digest).
import type { AppDeps } from '../../app-deps';
import { matchInstantSearches, sendInstantAlerts, sendSavedSearchDigests } from './saved-search-alerts';

const EVERY_QUARTER_HOUR = '*/15 * * * *';

export async function workSavedSearchAlerts(deps: Pick<AppDeps, 'db' | 'env' | 'queue' | 'clock'>) {
  const alertDeps = () => ({ db: deps.db, queue: deps.queue, env: deps.env, now: deps.clock.now() });
  await deps.queue.work('saved-search-match', async (data) => {
    await matchInstantSearches(deps, data);
  });
  // Two at once: while one job's mails are filled in here, the other's are being inserted by the database.
  await deps.queue.work(
    'saved-search-alert',
    async (data) => {
      await sendInstantAlerts(alertDeps(), data);
    },
    { concurrency: 2 },
  );
  await deps.queue.work(
    'saved-search-digest',
    async () => {
      await sendSavedSearchDigests(alertDeps());
    },
    { pollingIntervalSeconds: 30 },
  );
  await deps.queue.boss.schedule('saved-search-digest', EVERY_QUARTER_HOUR, {}, { tz: 'UTC' });
}
