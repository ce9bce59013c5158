// References (issue #34 part 3, decision 046): one row per request an advisor sends; the same row later holds what
// the referee wrote and the advisor's decision. The link's secret is never stored, only its SHA-256 hash.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** pending → submitted (the referee wrote it) → approved | declined; pending → withdrawn by the advisor. */
export const referenceRequests = pgTable(
  'reference_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorUserId: uuid('advisor_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    refereeName: text('referee_name').notNull(),
    /** Private: shown only to the advisor who entered it; never to companies or on any page. */
    refereeEmail: text('referee_email').notNull(),
    relationship: text('relationship').notNull(),
    organisation: text('organisation').notNull(),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to'),
    status: text('status').notNull().default('pending'),
    /** SHA-256 (hex) of the link's secret; replaced on every resend, cleared once the link is used or withdrawn. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    body: text('body'),
    confirmedName: text('confirmed_name'),
    confirmedRelationship: text('confirmed_relationship'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reference_requests_advisor_idx').on(t.advisorUserId, t.createdAt),
    check(
      'reference_requests_status_check',
      sql`${t.status} in ('pending', 'submitted', 'approved', 'declined', 'withdrawn')`,
    ),
  ],
);
