// The hiring process's background work on pg-boss (decision 016): the daily no-ghosting pass (cron, one at a time
// across instances), the closure mails it queues, and the hourly interview reminders. `now` comes from the app's clock, so tests move time.
import type { AppDeps } from '../../app-deps';
import { queueClosureMails, runDeadlinePass } from './deadlines.service';
import { sendInterviewReminders } from './interviews.service';

const DAILY_AT_06_05_UTC = '5 6 * * *';
const HOURLY_AT_25 = '25 * * * *';

export async function workHiringJobs(deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'queue' | 'clock'>) {
  const pass = {
    db: deps.db,
    queue: deps.queue,
    site: { siteName: deps.env.SITE_NAME, appUrl: deps.env.APP_URL },
    notifyEnv: deps.env,
  };
  await deps.queue.work(
    'hiring-deadlines',
    async () => {
      const done = await runDeadlinePass(pass, { now: deps.clock.now() });
      deps.logger.info('hiring: deadline pass', done);
    },
    { pollingIntervalSeconds: 30 },
  );
  await deps.queue.work(
    'hiring-closure-mails',
    async ({ closedAt }) => {
      const told = await queueClosureMails(pass, { closedAt });
      deps.logger.info('hiring: closure notices made', { closedAt, told });
    },
    { pollingIntervalSeconds: 30 },
  );
  await deps.queue.work(
    'interview-reminders',
    async () => {
      const reminded = await sendInterviewReminders({ ...pass, now: deps.clock.now() });
      if (reminded > 0) deps.logger.info('hiring: interview reminders', { reminded });
    },
    { pollingIntervalSeconds: 30 },
  );
  await deps.queue.boss.schedule('hiring-deadlines', DAILY_AT_06_05_UTC, {}, { tz: 'UTC' });
  await deps.queue.boss.schedule('interview-reminders', HOURLY_AT_25, {}, { tz: 'UTC' });
}
