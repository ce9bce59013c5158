// The notification e-mail's background work on the job queue: the batched new-message mail (queued per thread,
// recipient and quiet period by notify) and the daily digest, queued every day at 08:00 UTC by pg-boss's cron
// (singleton across instances; each notification is marked sent in the transaction that queues its digest).
import type { AppDeps } from '../../app-deps';
import { sendNotificationDigests, sendThreadMail } from './notify.service';

const EVERY_DAY_AT_8 = '0 8 * * *';

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
  await deps.queue.boss.schedule('notification-digest', EVERY_DAY_AT_8, {}, { tz: 'UTC' });
}
