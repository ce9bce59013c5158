// The company's current board, described by the company (issue #35 part 4, decision 051): members by name or
// initials with their skills and term end dates — no accounts — and optional target skills. The skills are the
// company's own "skills needed" vocabulary (COMPANY_SKILLS), so gaps are read by comparing labels.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyProfiles } from './companies';

export const boardMatrices = pgTable('board_matrices', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companyProfiles.id, { onDelete: 'cascade' }),
  /** Skills the company wants on its board beyond its "skills needed" chips. */
  targetSkills: text('target_skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const boardMembers = pgTable(
  'board_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => boardMatrices.companyId, { onDelete: 'cascade' }),
    /** Order on the form (0-based). */
    position: integer('position').notNull(),
    /** A name or initials: the member has no account. */
    name: text('name').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The day the member's current term ends (null: not given). */
    termEndsOn: date('term_ends_on', { mode: 'string' }),
  },
  (t) => [index('board_members_company_idx').on(t.companyId, t.position)],
);
