// After the match (issue #19): invitations from a company to an advisor, one conversation thread per application,
// its messages with per-side read state, in-app notifications, per-kind e-mail preferences and blocks.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { user } from './auth';
import { jobs } from './jobs';

/** A company's invitation to an advisor for one of its positions: pending → accepted (applies) | declined. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyUserId: uuid('company_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    advisorUserId: uuid('advisor_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    unique('invitations_job_advisor_unique').on(t.jobId, t.advisorUserId),
    index('invitations_advisor_idx').on(t.advisorUserId, t.createdAt),
    index('invitations_company_idx').on(t.companyUserId, t.createdAt),
    index('invitations_application_idx').on(t.applicationId),
    check('invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/**
 * One conversation per application. The two parties are copied onto the row (they never change for an
 * application) so the thread list of either side is one indexed read ordered by the last message; each side's read
 * position lives here too (read receipts: the other side's `…_read_at` against a message's time).
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyUserId: uuid('company_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    advisorUserId: uuid('advisor_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
    companyReadAt: timestamp('company_read_at', { withTimezone: true }),
    advisorReadAt: timestamp('advisor_read_at', { withTimezone: true }),
    /** Messages the side has not read yet: kept by sending (+1 for the other side) and reading (0). */
    companyUnread: integer('company_unread').notNull().default(0),
    advisorUnread: integer('advisor_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('threads_company_idx').on(t.companyUserId, t.lastMessageAt),
    index('threads_advisor_idx').on(t.advisorUserId, t.lastMessageAt),
  ],
);

/** Plain text, stored as typed and never rendered as HTML. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    index('messages_sender_idx').on(t.senderUserId, t.createdAt),
  ],
);

/** The notification centre: one row per event for one user; `emailState` tracks its e-mail (none/digest/sent). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull(),
    /** For `message` notifications: the thread, so a thread's notifications are read together with it. */
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'cascade' }),
    /**
     * What the notification is about (issue #29): acting on it — answering the invitation, the company opening the
     * application — marks the actor's notifications about it read, as reading a thread does for `threadId`.
     */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailState: text('email_state').notNull().default('none'),
    /**
     * The caller's key for this event (decision 032): a retried caller (a job run again after a crash) finds its
     * row already there, so it makes no second bell entry and no second mail. Null: no de-duplication.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_thread_idx').on(t.threadId),
    index('notifications_application_idx').on(t.applicationId),
    index('notifications_invitation_idx').on(t.invitationId),
    index('notifications_digest_idx').on(t.emailState, t.userId),
    unique('notifications_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * The recipient's local day of their last daily digest (decision 032): claiming a day is one conditional upsert, so
 * two instances or a retried job send a recipient at most one digest per local day.
 */
export const notificationDigestState = pgTable('notification_digest_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastLocalDay: date('last_local_day', { mode: 'string' }).notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/** Per user and kind: 'immediately' | 'daily' | 'off'. No row = the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** `blockerUserId` refuses all contact with `blockedUserId` (either direction is refused). */
export const blocks = pgTable(
  'blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }),
    index('blocks_blocked_idx').on(t.blockedUserId),
  ],
);
