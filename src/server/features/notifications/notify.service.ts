// The notification centre and its e-mail. `notify(...)` is the one entry point other features call: it records the
// in-app notification and, by the recipient's preference for that kind, e-mails it now (through the mail queue),
// keeps it for the daily digest, or not at all. New-message mail is batched: one job per thread, recipient and quiet
// period (its id is derived from those, so a second message in the same period finds the job already queued).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_MODE,
  EMAIL_MODES,
  NOTIFICATION_KINDS,
  type EmailMode,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
  type UnreadCounts,
} from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import {
  applications,
  blocks,
  jobs,
  messages,
  notificationPreferences,
  notifications,
  threads,
  user as users,
} from '../../db/schema';
import type { Env } from '../../env';
import type { MailMessage } from '../../lib/mailer';
import { enqueueMail } from '../../lib/queue/mail-jobs';
import type { JobQueue } from '../../lib/queue/job-queue';
import { requireUser } from '../../middleware/session';
import { digestMail, messagesMail, notificationMail } from './notification-mail';

/** A transaction of the app's database (it also satisfies the queue's `tx`). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NotifyDeps {
  db: Db;
  queue: JobQueue;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'SITE_NAME' | 'MESSAGE_MAIL_QUIET_SECONDS'>;
  now: Date;
}

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path of the site (e.g. /messages?thread=…) the notification opens. */
  link: string;
  /** `message` notifications: the thread (one unread notification per thread; its mail is batched). */
  threadId?: string;
  /** A mail already written for this event (e.g. the status-change mail); otherwise a plain one is made. */
  mail?: MailMessage | null;
  /** Record it inside the caller's transaction: the notification and its mail exist exactly when the change does. */
  tx?: Tx;
}

// --- signed one-click unsubscribe ----------------------------------------------------------------------------

const PURPOSE = 'notification-unsubscribe';
type UnsubscribeScope = NotificationKind | 'digest';
const macOf = (secret: string, userId: string, scope: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${scope}`).digest('base64url');

export const createNotificationUnsubscribeToken = (secret: string, userId: string, scope: UnsubscribeScope) =>
  `${userId}.${scope}.${macOf(secret, userId, scope)}`;

export function readNotificationUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const [userId, scope, mac, ...rest] = token.split('.');
  if (!userId || !scope || !mac || rest.length > 0) return null;
  if (scope !== 'digest' && !(NOTIFICATION_KINDS as readonly string[]).includes(scope)) return null;
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(secret, userId, scope));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, scope: scope as UnsubscribeScope }
    : null;
}

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

export function unsubscribeUrl(env: NotifyDeps['env'], userId: string, scope: UnsubscribeScope) {
  const url = new URL(UNSUBSCRIBE_PATH, env.APP_URL);
  url.searchParams.set('token', createNotificationUnsubscribeToken(env.AUTH_SECRET, userId, scope));
  return url.toString();
}

/** RFC 8058 one-click headers; mail clients show their own "Unsubscribe" and POST to the link. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);

/** Adds the unsubscribe link to a mail written elsewhere (its text, its HTML before </body>, and the headers). */
export function withUnsubscribe(mail: MailMessage, url: string, label: string): MailMessage {
  const footer = `<p style="color:#64748B;font-size:13px;text-align:center">${escapeHtml(label)}: <a href="${escapeHtml(url)}" style="color:#64748B">Unsubscribe</a></p>`;
  const html = mail.html.includes('</body>')
    ? mail.html.replace('</body>', `${footer}</body>`)
    : mail.html + footer;
  return {
    ...mail,
    html,
    text: `${mail.text}\n\n${label}. Unsubscribe: ${url}\n`,
    headers: { ...mail.headers, ...unsubscribeHeaders(url) },
  };
}

// --- preferences -----------------------------------------------------------------------------------------------

export async function getEmailModes(db: Db | Tx, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, mode: notificationPreferences.mode })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const modes = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, DEFAULT_EMAIL_MODE])) as Record<
    NotificationKind,
    EmailMode
  >;
  for (const row of rows) {
    if (
      (NOTIFICATION_KINDS as readonly string[]).includes(row.kind) &&
      EMAIL_MODES.includes(row.mode as EmailMode)
    )
      modes[row.kind as NotificationKind] = row.mode as EmailMode;
  }
  return modes;
}

export async function getMyNotificationPreferences(db: Db, { actor }: { actor: SessionUser | null }) {
  return getEmailModes(db, requireUser(actor).id);
}

export async function updateMyNotificationPreferences(
  deps: { db: Db; now: Date },
  { actor, input }: { actor: SessionUser | null; input: Partial<NotificationPreferences> },
): Promise<NotificationPreferences> {
  const me = requireUser(actor);
  await setEmailModes(deps, me.id, input);
  return getEmailModes(deps.db, me.id);
}

async function setEmailModes(
  deps: { db: Db; now: Date },
  userId: string,
  input: Partial<NotificationPreferences>,
) {
  const values = Object.entries(input)
    .filter((entry): entry is [NotificationKind, EmailMode] => entry[1] !== undefined)
    .map(([kind, mode]) => ({ userId, kind, mode, updatedAt: deps.now }));
  if (values.length === 0) return;
  await deps.db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { mode: sql`excluded.mode`, updatedAt: deps.now },
    });
}

/** The link of a mail: true when the token was valid and that kind (or the digest's kinds) is now off. */
export async function unsubscribeByToken(
  deps: { db: Db; now: Date; env: Pick<Env, 'AUTH_SECRET'> },
  { token }: { token: string },
): Promise<boolean> {
  const read = readNotificationUnsubscribeToken(deps.env.AUTH_SECRET, token);
  if (!read) return false;
  const exists = await deps.db.query.user.findFirst({
    where: eq(users.id, read.userId),
    columns: { id: true },
  });
  if (!exists) return false;
  if (read.scope === 'digest') {
    const modes = await getEmailModes(deps.db, read.userId);
    const daily = NOTIFICATION_KINDS.filter((kind) => modes[kind] === 'daily');
    await setEmailModes(deps, read.userId, Object.fromEntries(daily.map((kind) => [kind, 'off'])));
  } else {
    await setEmailModes(deps, read.userId, { [read.scope]: 'off' });
  }
  return true;
}

// --- notify ------------------------------------------------------------------------------------------------------

/** A UUID made from a key: the job id that makes the second send of the same batch a no-op. */
function uuidFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<void> {
  const db = input.tx ?? deps.db;
  const body = input.body ?? '';
  const modes = await getEmailModes(db, input.userId);
  const mode = modes[input.kind];
  const emailState = mode === 'off' ? 'none' : mode === 'daily' ? 'digest' : 'sent';

  let notificationId: string | undefined;
  if (input.threadId) {
    // One unread notification per thread: a second message refreshes it instead of filling the bell.
    const [refreshed] = await db
      .update(notifications)
      .set({ title: input.title, body, createdAt: deps.now, emailState })
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.threadId, input.threadId),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    notificationId = refreshed?.id;
  }
  if (!notificationId) {
    const [created] = await db
      .insert(notifications)
      .values({
        userId: input.userId,
        kind: input.kind,
        title: input.title,
        body,
        link: input.link,
        threadId: input.threadId ?? null,
        emailState,
        createdAt: deps.now,
      })
      .returning({ id: notifications.id });
    notificationId = created!.id;
  }
  if (mode !== 'immediately') return;

  if (input.kind === 'message' && input.threadId) {
    const periodMs = deps.env.MESSAGE_MAIL_QUIET_SECONDS * 1000;
    const period = Math.floor(deps.now.getTime() / periodMs);
    const key = `message-mail:${input.threadId}:${input.userId}:${period}`;
    await deps.queue.send(
      'message-mail',
      { threadId: input.threadId, recipientUserId: input.userId, key },
      { id: uuidFor(key), startAfter: new Date((period + 1) * periodMs), tx: input.tx },
    );
    return;
  }

  const recipient = await db.query.user.findFirst({
    where: eq(users.id, input.userId),
    columns: { email: true, name: true },
  });
  if (!recipient) return;
  const url = unsubscribeUrl(deps.env, input.userId, input.kind);
  const mail = input.mail
    ? withUnsubscribe(input.mail, url, 'You receive this e-mail because of your notification settings')
    : await notificationMail({
        to: recipient.email,
        siteName: deps.env.SITE_NAME,
        title: input.title,
        body,
        link: new URL(input.link, deps.env.APP_URL).toString(),
        unsubscribeUrl: url,
      });
  await enqueueMail(deps.queue, mail, { key: `notification:${notificationId}`, tx: input.tx });
  if (!input.tx) deps.queue.wake('mail');
}

// --- the batched new-message mail (the `message-mail` job) ------------------------------------------------------

const MESSAGES_IN_MAIL = 5;

export async function sendThreadMail(
  deps: Omit<NotifyDeps, 'now'>,
  { threadId, recipientUserId, key }: { threadId: string; recipientUserId: string; key: string },
): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select({
      thread: threads,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      email: users.email,
    })
    .from(threads)
    .innerJoin(applications, eq(applications.id, threads.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, recipientUserId))
    .where(eq(threads.id, threadId));
  if (!row) return;
  const { thread } = row;
  const isCompany = thread.companyUserId === recipientUserId;
  if (!isCompany && thread.advisorUserId !== recipientUserId) return;
  const unread = isCompany ? thread.companyUnread : thread.advisorUnread;
  if (unread === 0) return; // Read on the site meanwhile: no mail needed.
  if ((await getEmailModes(db, recipientUserId)).message !== 'immediately') return;
  const readAt = isCompany ? thread.companyReadAt : thread.advisorReadAt;
  const latest = await db
    .select({ body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.threadId, threadId),
        ne(messages.senderUserId, recipientUserId),
        ...(readAt ? [gt(messages.createdAt, readAt)] : []),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(MESSAGES_IN_MAIL);
  if (latest.length === 0) return;
  const counterpart = isCompany ? await advisorDisplayName(db, thread.advisorUserId) : row.companyName;
  const mail = await messagesMail({
    to: row.email,
    siteName: deps.env.SITE_NAME,
    counterpart,
    jobTitle: row.jobTitle,
    unread,
    bodies: latest.reverse().map((message) => message.body),
    link: new URL(`/messages?thread=${thread.applicationId}`, deps.env.APP_URL).toString(),
    unsubscribeUrl: unsubscribeUrl(deps.env, recipientUserId, 'message'),
  });
  await enqueueMail(deps.queue, mail, { key });
  deps.queue.wake('mail');
}

async function advisorDisplayName(db: Db, userId: string) {
  const profile = await db.query.profiles.findFirst({
    where: (p, { eq: equals }) => equals(p.id, userId),
    columns: { firstName: true, lastName: true, fullName: true },
  });
  return (
    [profile?.firstName, profile?.lastName].filter(Boolean).join(' ').trim() ||
    profile?.fullName?.trim() ||
    'An advisor'
  );
}

// --- the daily digest (the `notification-digest` job) -----------------------------------------------------------

const DIGEST_ITEMS = 30;

export async function sendNotificationDigests(deps: NotifyDeps): Promise<{ sent: number }> {
  const { db } = deps;
  const recipients = await db
    .selectDistinct({ userId: notifications.userId, email: users.email })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.emailState, 'digest'))
    .limit(1000);
  let sent = 0;
  for (const recipient of recipients) {
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, recipient.userId), eq(notifications.emailState, 'digest')))
      .orderBy(desc(notifications.createdAt))
      .limit(200);
    if (rows.length === 0) continue;
    const day = deps.now.toISOString().slice(0, 10);
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
      unsubscribeUrl: unsubscribeUrl(deps.env, recipient.userId, 'digest'),
    });
    await db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set({ emailState: 'sent' })
        .where(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
        );
      await enqueueMail(deps.queue, mail, { key: `digest:${recipient.userId}:${day}:${rows[0]!.id}`, tx });
    });
    sent += 1;
  }
  if (sent > 0) deps.queue.wake('mail');
  return { sent };
}

// --- the centre ------------------------------------------------------------------------------------------------

export async function findMyNotifications(
  db: Db,
  { actor, limit }: { actor: SessionUser | null; limit: number },
): Promise<NotificationList> {
  const me = requireUser(actor);
  const [rows, [{ unread } = { unread: 0 }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.id))
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: (NOTIFICATION_KINDS as readonly string[]).includes(row.kind)
        ? (row.kind as NotificationKind)
        : 'status',
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread,
  };
}

export async function markMyNotificationsRead(
  deps: { db: Db; now: Date },
  { actor }: { actor: SessionUser | null },
): Promise<void> {
  const me = requireUser(actor);
  await deps.db
    .update(notifications)
    .set({ readAt: deps.now })
    .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt)));
}

/** The header's badges: unread messages over all one's threads and unread notifications. */
export async function getMyUnreadCounts(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<UnreadCounts> {
  const me = requireUser(actor);
  const side =
    me.role === 'company'
      ? { column: threads.companyUnread, owner: threads.companyUserId, other: threads.advisorUserId }
      : { column: threads.advisorUnread, owner: threads.advisorUserId, other: threads.companyUserId };
  const [[messageRow], [notificationRow]] = await Promise.all([
    db
      .select({ total: sql<number>`coalesce(sum(${side.column}), 0)::int` })
      .from(threads)
      .where(
        and(
          eq(side.owner, me.id),
          gt(side.column, 0),
          // A thread with someone I blocked is hidden from my list: its unread messages are not counted either.
          sql`not exists (select 1 from ${blocks} where ${blocks.blockerUserId} = ${me.id} and ${blocks.blockedUserId} = ${side.other})`,
        ),
      ),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt))),
  ]);
  return { messages: Number(messageRow?.total ?? 0), notifications: notificationRow?.total ?? 0 };
}
