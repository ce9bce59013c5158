// Persisted AI match runs: progress lives in the database so any instance can answer a status poll.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { jobs } from './jobs';

export interface StoredMatch {
  jobId: string;
  score: number;
  confidence: number;
  reasons: string[];
  /** Runs stored before tensions existed have none. */
  tensions?: string[];
  improvements: string[];
}

export const matchRuns = pgTable(
  'match_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorUserId: uuid('advisor_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'running' | 'done' | 'failed' */
    status: text('status').notNull().default('running'),
    percent: integer('percent').notNull().default(0),
    message: text('message').notNull().default(''),
    results: jsonb('results').$type<StoredMatch[]>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('match_runs_advisor_idx').on(t.advisorUserId, t.createdAt),
    // At most one running run per advisor, even when two instances start one at the same moment.
    uniqueIndex('match_runs_one_running_idx')
      .on(t.advisorUserId)
      .where(sql`status = 'running'`),
  ],
);

/**
 * The skill and industry concepts each role mentions, as bit masks (bit i = concept i of the engine's synonym
 * tables), kept by a trigger on `jobs` (migration 0004). A narrow table so that choosing match candidates scans
 * a few megabytes instead of every role's text.
 */
export const jobMatchKeys = pgTable('job_match_keys', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull(),
  postedDate: timestamp('posted_date', { withTimezone: true }).notNull(),
  skillMask: integer('skill_mask').notNull(),
  industryMask: integer('industry_mask').notNull(),
});
