// The daily digest (the `notification-digest` job): what a recipient chose to get by digest goes out in one mail at
// 08:00 in their own time zone, at most once per local day.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isTimeZone, localDayAndHour } from '@shared/time-zones';
import type { Db } from '../../db/client';
import { notificationDigestState, notifications } from '../../db/schema';
import { enqueueMail } from '../../lib/queue/mail-jobs';
import { digestMail } from './notification-mail';
import type { NotifyDeps } from './notify.service';
import { unsubscribeUrl } from '../../lib/unsubscribe-token';

const DIGEST_ITEMS = 30;
/** The digest goes out in the recipient's 08:00 hour (the job runs every quarter hour). */
export const DIGEST_LOCAL_HOUR = 8;

/**
 * The recipient's zone for the digest: an advisor's profile zone; for a company (whose profile has none) the zone
 * of its latest interview proposal, which it chose for its own wall-clock times; otherwise UTC.
 */
async function pendingDigestRecipients(db: Db) {
  const result = await db.execute(sql`
    select r.user_id, u.email,
      coalesce(p.time_zone, (
        select i.company_time_zone from interviews i
        where i.created_by = r.user_id
        order by i.created_at desc
        limit 1
      )) as time_zone
    from (select distinct user_id from notifications where email_state = 'digest') r
    join "user" u on u.id = r.user_id
    left join profiles p on p.id = r.user_id
  `);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => {
    const zone = typeof row.time_zone === 'string' && isTimeZone(row.time_zone) ? row.time_zone : 'UTC';
    return { userId: String(row.user_id), email: String(row.email), zone };
  });
}

/**
 * The `notification-digest` job (every 15 minutes): one mail to each recipient for whom it is now the 08:00 hour
 * and who has notifications waiting for the digest. Each recipient's local day is claimed with one conditional
 * upsert in the transaction that marks the rows sent and queues the mail, so a second instance or a retried job
 * sends nobody a second digest that day; what arrives later in the day waits for tomorrow's.
 */
export async function sendNotificationDigests(deps: NotifyDeps): Promise<{ sent: number }> {
  const { db } = deps;
  let sent = 0;
  for (const recipient of await pendingDigestRecipients(db)) {
    const local = localDayAndHour(deps.now, recipient.zone);
    if (local.hour !== DIGEST_LOCAL_HOUR) continue;
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, recipient.userId), eq(notifications.emailState, 'digest')))
        .orderBy(desc(notifications.createdAt))
        .limit(200);
      if (rows.length === 0) return false;
      // Another instance that claimed this day first has committed by now (the upsert waits for it): then no row.
      const claimed = await tx
        .insert(notificationDigestState)
        .values({ userId: recipient.userId, lastLocalDay: local.day, lastSentAt: deps.now })
        .onConflictDoUpdate({
          target: notificationDigestState.userId,
          set: { lastLocalDay: local.day, lastSentAt: deps.now },
          setWhere: sql`${notificationDigestState.lastLocalDay} < ${local.day}::date`,
        })
        .returning({ userId: notificationDigestState.userId });
      if (claimed.length === 0) return false;
      const mail = await digestMail({
        to: recipient.email,
        siteName: deps.env.SITE_NAME,
        items: rows.slice(0, DIGEST_ITEMS).map((row) => ({
          title: row.title,
          body: row.body,
          link: new URL(row.link, deps.env.APP_URL).toString(),
        })),
        more: Math.max(0, rows.length - DIGEST_ITEMS),
        link: new URL('/messages', deps.env.APP_URL).toString(),
        unsubscribeUrl: unsubscribeUrl(deps.env, {
          list: 'notifications',
          userId: recipient.userId,
          kind: 'digest',
        }),
      });
      await tx
        .update(notifications)
        .set({ emailState: 'sent' })
        .where(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
        );
      await enqueueMail(deps.queue, mail, { key: `digest:${recipient.userId}:${local.day}`, tx });
      return true;
    });
    if (done) sent += 1;
  }
  if (sent > 0) deps.queue.wake('mail');
  return { sent };
}
