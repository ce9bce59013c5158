// The notification centre and its e-mail. `notify(...)` is the one entry point other features call: it records the
// in-app notification and, by the recipient's preference for that kind, e-mails it now (through the mail queue),
// keeps it for the daily digest, or not at all. New-message mail is batched: one job per thread, recipient and quiet
// period (its id is derived from those, so a second message in the same period finds the job already queued).
// A caller may pass its own idempotency key: a retried caller then adds no second bell entry and no second mail;
// `notifyMany` does the same for a page of recipients in a few statements (decision 032). The daily digest
// (notification-digest.ts) goes out at 08:00 in each recipient's own time zone, at most once per local day.
import { advisorDisplayName } from '@shared/advisor-name';
import { createHash, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_MODE,
  EMAIL_MODES,
  EMAIL_PREFERENCE_KINDS,
  MESSAGING_MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  emailPreferenceKindsFor,
  isEmailPreferenceKind,
  type EmailMode,
  type EmailPreferenceKind,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
  type UnreadCounts,
} from '@shared/schemas/messaging';
import type { SessionUser } from '../../app-env';
import type { Db, Tx } from '../../db/client';
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
import { AppError } from '../../lib/app-error';
import { conversationPartyOf, conversesForCompany } from '../../lib/company-actor';
import type { MailMessage } from '../../lib/mailer';
import { enqueueMail, enqueueMails } from '../../lib/queue/mail-jobs';
import type { JobQueue } from '../../lib/queue/job-queue';
import { notFound } from '../../lib/app-error';
import { requireUser } from '../../middleware/session';
import { messagesMail, notificationMail } from './notification-mail';
import { unreachableFrom } from './reach';
import { readUnsubscribeToken, unsubscribeUrl } from '../../lib/unsubscribe-token';
import { withUnsubscribe } from './unsubscribe-links';

export interface NotifyDeps {
  db: Db;
  queue: JobQueue;
  env: Pick<Env, 'APP_URL' | 'AUTH_SECRET' | 'SITE_NAME' | 'MESSAGE_MAIL_QUIET_SECONDS'>;
  now: Date;
}

export interface NotifyInput {
  userId: string;
  /**
   * Whose action this notifies of: the acting user, or null for the platform's own clock (deadlines, digests,
   * suggestions). A recipient the acting user may not reach (reach.ts) gets nothing: no bell entry, no mail.
   */
  from: string | null;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path of the site (e.g. /messages?thread=…) the notification opens. */
  link: string;
  /** `message` notifications: the thread (one unread notification per thread; its mail is batched). */
  threadId?: string;
  /** What it is about: acting on it marks it read (`markNotificationsAboutRead`). */
  applicationId?: string;
  invitationId?: string;
  /**
   * A mail already written for this event (e.g. the status-change mail), or a function that writes it (called only
   * when the mail goes out now: a page of recipients in the digest or with mail off renders nothing); otherwise a
   * plain one is made.
   */
  mail?: MailMessage | null | (() => Promise<MailMessage>);
  /**
   * The caller's key for this event, unique per recipient: a second call with the same key (a retried job, a
   * repeated request) finds the first one's notification and does nothing — no second bell entry, no second mail.
   */
  idempotencyKey?: string;
  /** Record it inside the caller's transaction: the notification and its mail exist exactly when the change does. */
  tx?: Tx;
}

// --- signed one-click unsubscribe ----------------------------------------------------------------------------

// --- preferences -----------------------------------------------------------------------------------------------

type EmailModes = Record<EmailPreferenceKind, EmailMode>;

const defaultModes = () =>
  Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, DEFAULT_EMAIL_MODE])) as EmailModes;

/** Every listed user's modes in one query (a user without rows has the defaults). */
async function emailModesOf(db: Db | Tx, userIds: string[]): Promise<Map<string, EmailModes>> {
  const byUser = new Map(userIds.map((userId) => [userId, defaultModes()]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: notificationPreferences.userId,
      kind: notificationPreferences.kind,
      mode: notificationPreferences.mode,
    })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...byUser.keys()]));
  for (const row of rows) {
    const modes = byUser.get(row.userId);
    if (modes && isEmailPreferenceKind(row.kind) && EMAIL_MODES.includes(row.mode as EmailMode))
      modes[row.kind] = row.mode as EmailMode;
  }
  return byUser;
}

export async function getEmailModes(db: Db | Tx, userId: string): Promise<EmailModes> {
  return (await emailModesOf(db, [userId])).get(userId)!;
}

const modeFor = (modes: EmailModes, kind: NotificationKind): EmailMode => modes[kind];

/** The modes of one's own kinds, in the order /settings lists them. */
async function ownModes(db: Db, me: SessionUser): Promise<NotificationPreferences> {
  const modes = await getEmailModes(db, me.id);
  return Object.fromEntries(emailPreferenceKindsFor(me.role).map((kind) => [kind, modes[kind]]));
}

export async function getMyNotificationPreferences(db: Db, { actor }: { actor: SessionUser | null }) {
  return ownModes(db, requireUser(actor));
}

export async function updateMyNotificationPreferences(
  deps: { db: Db; now: Date },
  { actor, input }: { actor: SessionUser | null; input: NotificationPreferences },
): Promise<NotificationPreferences> {
  const me = requireUser(actor);
  const own = emailPreferenceKindsFor(me.role);
  const foreign = Object.keys(input).find((kind) => !(own as readonly string[]).includes(kind));
  if (foreign) {
    const message = `Your account receives no “${NOTIFICATION_KIND_LABELS[foreign as EmailPreferenceKind]}” notifications.`;
    throw new AppError('VALIDATION_FAILED', message, [{ path: foreign, message }]);
  }
  await setEmailModes(deps, me.id, input);
  return ownModes(deps.db, me);
}

async function setEmailModes(deps: { db: Db; now: Date }, userId: string, input: NotificationPreferences) {
  const values = Object.entries(input)
    .filter((entry): entry is [EmailPreferenceKind, EmailMode] => entry[1] !== undefined)
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
  const read = readUnsubscribeToken(deps.env.AUTH_SECRET, 'notifications', token);
  if (!read) return false;
  const exists = await deps.db.query.user.findFirst({
    where: eq(users.id, read.userId),
    columns: { id: true },
  });
  if (!exists) return false;
  if (read.kind === 'digest') {
    const modes = await getEmailModes(deps.db, read.userId);
    const daily = EMAIL_PREFERENCE_KINDS.filter((kind) => modes[kind] === 'daily');
    await setEmailModes(deps, read.userId, Object.fromEntries(daily.map((kind) => [kind, 'off'])));
  } else {
    await setEmailModes(deps, read.userId, { [read.kind]: 'off' });
  }
  return true;
}

// --- notify ------------------------------------------------------------------------------------------------------

/** A UUID made from a key: the job id that makes the second send of the same batch a no-op. */
function uuidFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Records one notification and sends or keeps its mail by the recipient's setting. Returns false when the caller's
 * idempotency key was seen before (nothing was done).
 */
export async function notify(deps: NotifyDeps, input: NotifyInput): Promise<boolean> {
  if (input.kind === 'message' && input.threadId) {
    await notifyOfMessage(deps, { ...input, threadId: input.threadId });
    return true;
  }
  return (await notifyMany(deps, [input], { tx: input.tx })) === 1;
}

const INSERT_SLICE = 1000;

/** The mail's own key: the caller's key when there is one, so even a second bell row could not mail twice. */
const mailKeyOf = (userId: string, notificationId: string, idempotencyKey: string | undefined) =>
  idempotencyKey ? `notification:${userId}:${idempotencyKey}` : `notification:${notificationId}`;

/**
 * `notify` for many recipients at once, in a fixed number of statements whatever their number: one read of their
 * settings, one of their addresses, one insert of the bell entries (a row whose idempotency key exists already is
 * skipped) and one insert of the mail jobs, for the entries just made. Mails are written before the transaction
 * (none is held open while they render; a retry renders a page again and then skips it). Without `tx` the entries
 * and their mails are committed together in a transaction of its own. Returns how many entries were made.
 */
export async function notifyMany(
  deps: NotifyDeps,
  allInputs: Omit<NotifyInput, 'tx'>[],
  options: { tx?: Tx } = {},
): Promise<number> {
  const reader = options.tx ?? deps.db;
  // Nobody is reached who blocked the sender or was blocked by them (reach.ts): dropped here, for every caller.
  const inputs = await withoutUnreachable(reader, allInputs);
  if (inputs.length === 0) return 0;
  const userIds = [...new Set(inputs.map((input) => input.userId))];
  const modes = await emailModesOf(reader, userIds);
  const prepared = inputs.map((input) => {
    const mode = modeFor(modes.get(input.userId)!, input.kind);
    return { input, mode, id: randomUUID() };
  });
  const mailed = prepared.filter((item) => item.mode === 'immediately');
  const addresses = new Map(
    mailed.length === 0
      ? []
      : (
          await reader
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.id, [...new Set(mailed.map((item) => item.input.userId))]))
        ).map((row) => [row.id, row.email]),
  );
  const mails = new Map<string, MailMessage>();
  for (const item of mailed) {
    const email = addresses.get(item.input.userId);
    if (!email) continue;
    mails.set(item.id, await mailOf(deps, item.input, email));
  }

  const write = async (tx: Tx) => {
    const created: { id: string }[] = [];
    // In slices: one statement's parameters are limited (65 535), and a hire may close thousands of applications.
    for (let start = 0; start < prepared.length; start += INSERT_SLICE) {
      const slice = prepared.slice(start, start + INSERT_SLICE);
      created.push(
        ...(await tx
          .insert(notifications)
          .values(
            slice.map(({ input, mode, id }) => ({
              id,
              userId: input.userId,
              kind: input.kind,
              title: input.title,
              body: input.body ?? '',
              link: input.link,
              threadId: input.threadId ?? null,
              applicationId: input.applicationId ?? null,
              invitationId: input.invitationId ?? null,
              emailState: mode === 'off' ? 'none' : mode === 'daily' ? 'digest' : 'sent',
              idempotencyKey: input.idempotencyKey ?? null,
              createdAt: deps.now,
            })),
          )
          .onConflictDoNothing({ target: [notifications.userId, notifications.idempotencyKey] })
          .returning({ id: notifications.id })),
      );
    }
    const createdIds = new Set(created.map((row) => row.id));
    const toSend = prepared.flatMap(({ input, id }) => {
      const message = createdIds.has(id) ? mails.get(id) : undefined;
      return message ? [{ message, key: mailKeyOf(input.userId, id, input.idempotencyKey) }] : [];
    });
    await enqueueMails(deps.queue, toSend, { tx });
    return { created: created.length, sent: toSend.length };
  };
  if (options.tx) return (await write(options.tx)).created;
  const done = await deps.db.transaction(write);
  if (done.sent > 0) deps.queue.wake('mail');
  return done.created;
}

/** The inputs whose sender may reach their recipient (one query per distinct sender; a change has one). */
async function withoutUnreachable<T extends Pick<NotifyInput, 'from' | 'userId'>>(
  reader: Db | Tx,
  inputs: T[],
): Promise<T[]> {
  const senders = [...new Set(inputs.flatMap((input) => (input.from ? [input.from] : [])))];
  const blocked = new Map<string, Set<string>>();
  for (const sender of senders) {
    const recipients = inputs.filter((input) => input.from === sender).map((input) => input.userId);
    blocked.set(sender, await unreachableFrom(reader, sender, recipients));
  }
  return inputs.filter((input) => !input.from || !blocked.get(input.from)!.has(input.userId));
}

/** The mail of one notification: the caller's (with the unsubscribe link added) or a plain one. */
async function mailOf(deps: NotifyDeps, input: Omit<NotifyInput, 'tx'>, email: string): Promise<MailMessage> {
  const given = typeof input.mail === 'function' ? await input.mail() : input.mail;
  const url = unsubscribeUrl(deps.env, { list: 'notifications', userId: input.userId, kind: input.kind });
  if (given) {
    return url
      ? withUnsubscribe(given, url, 'You receive this e-mail because of your notification settings')
      : given;
  }
  return notificationMail({
    to: email,
    siteName: deps.env.SITE_NAME,
    title: input.title,
    body: input.body ?? '',
    link: new URL(input.link, deps.env.APP_URL).toString(),
    unsubscribeUrl: url,
  });
}

/** A new message: one unread notification per thread (refreshed, not repeated); its mail is batched per period. */
async function notifyOfMessage(deps: NotifyDeps, input: NotifyInput & { threadId: string }): Promise<void> {
  const db = input.tx ?? deps.db;
  if ((await withoutUnreachable(db, [input])).length === 0) return;
  const body = input.body ?? '';
  const mode = (await getEmailModes(db, input.userId)).message;
  const emailState = mode === 'off' ? 'none' : mode === 'daily' ? 'digest' : 'sent';

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
  if (!refreshed) {
    await db.insert(notifications).values({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      body,
      link: input.link,
      threadId: input.threadId,
      emailState,
      createdAt: deps.now,
    });
  }
  if (mode !== 'immediately') return;

  const periodMs = deps.env.MESSAGE_MAIL_QUIET_SECONDS * 1000;
  const period = Math.floor(deps.now.getTime() / periodMs);
  const key = `message-mail:${input.threadId}:${input.userId}:${period}`;
  await deps.queue.send(
    'message-mail',
    { threadId: input.threadId, recipientUserId: input.userId, key },
    { id: uuidFor(key), startAfter: new Date((period + 1) * periodMs), tx: input.tx },
  );
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
  // The company side is every colleague in its conversations (messaging-party.ts), the account included.
  const isCompany = thread.advisorUserId !== recipientUserId;
  if (isCompany && !(await conversesForCompany(db, recipientUserId, thread.companyUserId))) return;
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
        // The other side's messages: the advisor's to the company; any colleague's to the advisor.
        isCompany
          ? eq(messages.senderUserId, thread.advisorUserId)
          : ne(messages.senderUserId, recipientUserId),
        ...(readAt ? [gt(messages.createdAt, readAt)] : []),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(MESSAGES_IN_MAIL);
  if (latest.length === 0) return;
  const counterpart = isCompany ? await advisorNameOf(db, thread.advisorUserId) : row.companyName;
  const mail = await messagesMail({
    to: row.email,
    siteName: deps.env.SITE_NAME,
    counterpart,
    jobTitle: row.jobTitle,
    unread,
    bodies: latest.reverse().map((message) => message.body),
    link: new URL(`/messages?thread=${thread.applicationId}`, deps.env.APP_URL).toString(),
    unsubscribeUrl: unsubscribeUrl(deps.env, {
      list: 'notifications',
      userId: recipientUserId,
      kind: 'message',
    }),
  });
  await enqueueMail(deps.queue, mail, { key });
  deps.queue.wake('mail');
}

async function advisorNameOf(db: Db, userId: string) {
  const profile = await db.query.profiles.findFirst({
    where: (p, { eq: equals }) => equals(p.id, userId),
    columns: { firstName: true, lastName: true, fullName: true },
  });
  return advisorDisplayName(profile, 'An advisor');
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

/** Opening one notification (from the bell) marks it read; another user's id is not found. */
export async function markMyNotificationRead(
  deps: { db: Db; now: Date },
  { actor, notificationId }: { actor: SessionUser | null; notificationId: string },
): Promise<void> {
  const me = requireUser(actor);
  const [found] = await deps.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${deps.now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId.toLowerCase()), eq(notifications.userId, me.id)))
    .returning({ id: notifications.id });
  if (!found) throw notFound(MESSAGING_MESSAGES.notificationNotFound);
}

/**
 * Acting on what notifications are about (answering an invitation, opening an application) marks the actor's
 * notifications about it read: the bell then agrees with what the user has already seen and done.
 */
export async function markNotificationsAboutRead(
  db: Db | Tx,
  {
    userId,
    applicationId,
    invitationId,
    now,
  }: { userId: string; applicationId?: string; invitationId?: string; now: Date },
): Promise<void> {
  const about = [
    ...(applicationId ? [eq(notifications.applicationId, applicationId)] : []),
    ...(invitationId ? [eq(notifications.invitationId, invitationId)] : []),
  ];
  if (about.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), or(...about)));
}

/** The header's badges: unread messages over all one's threads and unread notifications. */
export async function getMyUnreadCounts(
  db: Db,
  { actor }: { actor: SessionUser | null },
): Promise<UnreadCounts> {
  const me = requireUser(actor);
  // A company member counts the company's shared inbox; an interviewer, who takes no part in it, has none.
  const partyId = await conversationPartyOf(db, me);
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
          partyId ? eq(side.owner, partyId) : sql`false`,
          gt(side.column, 0),
          // A thread with someone I blocked is hidden from my list: its unread messages are not counted either.
          sql`not exists (select 1 from ${blocks} where ${blocks.blockerUserId} = ${partyId ?? me.id} and ${blocks.blockedUserId} = ${side.other})`,
        ),
      ),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), isNull(notifications.readAt))),
  ]);
  return { messages: Number(messageRow?.total ?? 0), notifications: notificationRow?.total ?? 0 };
}
