// Structured applications and interview scorecards (issue #33 parts 2 and 4, decision 049).
// - position_questions: up to five screening questions a position asks when an advisor applies.
// - application_answers and application_motivations: what the advisor answered, written only by
//   features/applications in the transaction that creates (or reopens) the application. Each answer keeps the
//   question's text, kind and knockout verdict as they were, so editing or removing a question loses nothing.
// - position_criteria, scorecards: the interviewers' private judgement. Nothing of these two tables (nor the
//   knockout flag) is ever read by an advisor-facing query.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { user } from './auth';
import { jobs } from './jobs';

export const positionQuestions = pgTable(
  'position_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Order on the form, 0-based. */
    position: smallint('position').notNull(),
    /** 'text' | 'yes_no' | 'choice'. */
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    /** The choices of a 'choice' question (empty otherwise). */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    /** The answer that marks the applicant (a yes/no question's 'yes' or 'no', or one option); null: none. */
    knockoutAnswer: text('knockout_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('position_questions_job_idx').on(t.jobId, t.position),
    check('position_questions_kind_check', sql`${t.kind} in ('text', 'yes_no', 'choice')`),
  ],
);

export const applicationAnswers = pgTable(
  'application_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The question answered; null once the company removed it (the text below stays). */
    questionId: uuid('question_id').references(() => positionQuestions.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    /** The question's text when it was answered. */
    prompt: text('prompt').notNull(),
    value: text('value').notNull(),
    /** The answer was the question's knockout answer when given (company-only). */
    knockedOut: boolean('knocked_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_answers_application_idx').on(t.applicationId, t.position),
    index('application_answers_question_idx').on(t.questionId, t.value),
    unique('application_answers_application_question_unique').on(t.applicationId, t.questionId),
  ],
);

/** The advisor's short motivation note (up to 1 000 characters), one per application. */
export const applicationMotivations = pgTable('application_motivations', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const positionCriteria = pgTable(
  'position_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('position_criteria_job_idx').on(t.jobId, t.position)],
);

/**
 * One interviewer's submitted scorecard of an application, keyed by (application, author). `scores` keeps each
 * criterion's label beside its 1–4 score, so editing the criteria later changes no submitted card; `average` is
 * their mean, stored so the applicants page aggregates without unpacking jsonb.
 */
export const scorecards = pgTable(
  'scorecards',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<{ criterionId: string; label: string; score: number }[]>().notNull(),
    average: numeric('average', { precision: 3, scale: 2, mode: 'number' }),
    /** 'strong_yes' | 'yes' | 'no' | 'strong_no'. */
    recommendation: text('recommendation').notNull(),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.authorUserId] }),
    index('scorecards_author_idx').on(t.authorUserId),
    check(
      'scorecards_recommendation_check',
      sql`${t.recommendation} in ('strong_yes', 'yes', 'no', 'strong_no')`,
    ),
  ],
);
