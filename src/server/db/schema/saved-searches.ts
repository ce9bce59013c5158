// Saved searches with alerts (issue #34 part 2, decision 045). The filters are kept as the advisor saved them
// (jsonb, read leniently: a choice that no longer exists is dropped and said, not an error). New roles are matched
// against every instant search in one statement (saved-search-match.ts); the daily and weekly mails cover the roles
// posted since `last_mailed_at`, the end of the window the previous one covered.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull().default({}),
    frequency: text('frequency').notNull().default('daily'),
    /** Daily and weekly: roles posted after this moment are in the next mail (null: since the search was saved). */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'weekly', 'off')`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // The instant match reads only instant searches: a partial index keeps the others out of its scan, and its
    // columns are the enum filters the statement compares first.
    index('saved_searches_instant_idx')
      .on(sql`(${t.filters} ->> 'engagement')`, sql`(${t.filters} ->> 'compensation')`, t.userId)
      .where(sql`${t.frequency} = 'instant'`),
    index('saved_searches_digest_idx')
      .on(t.frequency, t.userId)
      .where(sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);
