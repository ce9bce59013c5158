// The notification e-mail's background work on the job queue: the batched new-message mail (queued per thread,
// recipient and quiet period by notify) and the daily digest. pg-boss's cron queues the digest job every quarter
// hour (singleton across instances); each run mails the recipients for whom it is now 08:00 local time, each at
// most once per local day (decision 032).
import type { AppDeps } from '../../app-deps';
import { sendNotificationDigests } from './notification-digest';
import { sendThreadMail } from './notify.service';

const EVERY_QUARTER_HOUR = '*/15 * * * *';

export async function workNotificationMail(deps: Pick<AppDeps, 'db' | 'env' | 'queue' | 'clock'>) {
  await deps.queue.work('message-mail', async (data) => {
    await sendThreadMail({ db: deps.db, queue: deps.queue, env: deps.env }, data);
  });
  await deps.queue.work(
    'notification-digest',
    async () => {
      await sendNotificationDigests({ db: deps.db, queue: deps.queue, env: deps.env, now: deps.clock.now() });
    },
    { pollingIntervalSeconds: 30 },
  );
  // Same name as the former daily 08:00 UTC schedule: pg-boss replaces it.
  await deps.queue.boss.schedule('notification-digest', EVERY_QUARTER_HOUR, {}, { tz: 'UTC' });
}
