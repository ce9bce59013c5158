// Every e-mail leaves through the `mail` queue: callers enqueue (in the transaction of the change that causes it),
// the mail worker sends. Delivery is at-least-once: a message is sent again only if the instance dies after the SMTP
// server accepted it and before the next statement recorded that in mail_deliveries (milliseconds); the repeat
// carries the same Message-ID, so mailboxes that de-duplicate on it show it once.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailDeliveries } from '../../db/schema';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mailer';
import type { JobQueue, SendJobOptions } from './job-queue';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A UUID made from the key: the same message enqueued twice while the first is still queued is one job. */
function jobIdFor(key: string): string {
  const hex = sha256(`mail:${key}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The default key: the message itself (the same one twice is one message). A caller whose distinct requests can make
 * identical messages (a link signed with a whole-second timestamp) passes a key per request instead.
 */
export const contentKey = (message: MailMessage) =>
  sha256(JSON.stringify([message.to, message.subject, message.text]));

export async function enqueueMail(
  queue: JobQueue,
  message: MailMessage,
  options: { key?: string; tx?: SendJobOptions['tx'] } = {},
): Promise<void> {
  const key = options.key ?? contentKey(message);
  await queue.send('mail', { message, key }, { id: jobIdFor(key), tx: options.tx });
}

/** Many messages in one statement, each with its key (same de-duplication as `enqueueMail`). */
export async function enqueueMails(
  queue: JobQueue,
  mails: { message: MailMessage; key: string }[],
  options: { tx?: SendJobOptions['tx'] } = {},
): Promise<void> {
  await queue.sendMany(
    'mail',
    mails.map(({ message, key }) => ({ data: { message, key }, id: jobIdFor(key) })),
    options,
  );
}

/** The Message-ID's part before the domain for a key; the crash drill maps arrivals back to keys with it. */
export const messageIdLocalPart = (key: string) => sha256(key).slice(0, 32);

/** The Message-ID header for a key: `<hash@domain>`, the same on every attempt. */
function messageIdFor(key: string, domain: string) {
  return `<${messageIdLocalPart(key)}@${domain}>`;
}

export async function workMail(
  queue: JobQueue,
  deps: { db: Db; mailer: Mailer; logger: Logger; messageIdDomain: string },
  options: { concurrency?: number } = {},
) {
  await queue.work(
    'mail',
    async ({ message, key }, job) => {
      const done = await deps.db.query.mailDeliveries.findFirst({
        where: eq(mailDeliveries.idempotencyKey, key),
        columns: { idempotencyKey: true },
      });
      if (done) {
        deps.logger.info('mail already delivered; not sent again', { jobId: job.id });
        return;
      }
      await deps.mailer.send(message, { messageId: messageIdFor(key, deps.messageIdDomain) });
      await deps.db.insert(mailDeliveries).values({ idempotencyKey: key }).onConflictDoNothing();
    },
    // Several sends in flight: SMTP round trips dominate, not the database.
    { concurrency: options.concurrency ?? 2, batchSize: 10 },
  );
}
