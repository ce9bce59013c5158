// Board seats on the advisor profile and a company's competitor list (issue #35, decision 050). The checks that read
// them are in features/board-seats; a trigger in the migration bumps the 'advisors' content version on every change
// of a seat, since the public advisor pages (cached by it) show the seats that are not hidden.
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { profiles } from './profiles';

export const boardSeats = pgTable(
  'board_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    companyWebsite: text('company_website'),
    /** The company's name and website normalised for matching ('n:acme', 'd:acme.com'), by `seatKeys` in shared/. */
    companyKeys: text('company_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** chair, non_executive_director, committee_chair, advisor, observer; ceo or executive for the employer. */
    role: text('role').notNull(),
    listed: boolean('listed').notNull().default(false),
    /** Where it is listed (an exchange, e.g. 'NYSE'). */
    exchange: text('exchange'),
    /** The company's market: its country. */
    country: text('country'),
    industry: text('industry'),
    committees: text('committees')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** Shown to nobody but the advisor: not on the public page, not to companies, not in a company's flags. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('board_seats_advisor_idx').on(t.advisorId, t.startDate)],
);

export const companyCompetitors = pgTable('company_competitors', {
  companyUserId: uuid('company_user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** As the company typed them (names or websites). */
  entries: jsonb('entries').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
