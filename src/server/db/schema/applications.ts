// Applications (unique per job and advisor) and the history of their status changes.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { jobs } from './jobs';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    advisorUserId: uuid('advisor_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('applied'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** First time someone at the company opened the applicant (timeline step 'viewed'). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** The company's first action (status change, interview proposal): stops the no-ghosting clock. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** When the company was reminded that this application waits for an answer. */
    responseReminderAt: timestamp('response_reminder_at', { withTimezone: true }),
  },
  (t) => [
    unique('applications_job_advisor_unique').on(t.jobId, t.advisorUserId),
    // The daily deadline pass reads only applications still waiting for a first answer.
    index('applications_awaiting_response_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'applied' and ${t.firstResponseAt} is null`),
    index('applications_job_status_idx').on(t.jobId, t.status, t.createdAt),
    index('applications_advisor_idx').on(t.advisorUserId, t.createdAt),
  ],
);

export const applicationStatusEvents = pgTable(
  'application_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason'),
    /** Whether the advisor sees the reason (a company may keep a rejection reason to itself). */
    reasonShared: boolean('reason_shared').notNull().default(true),
    /** Who took the step: 'advisor', 'company' or 'platform' (the advisor never learns which company user). */
    actorRole: text('actor_role').notNull().default('company'),
    changedBy: uuid('changed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_status_events_application_idx').on(t.applicationId, t.createdAt),
    index('application_status_events_changed_by_idx').on(t.changedBy),
    // The closure mails of one deadline pass are read by the time of the pass.
    index('application_status_events_platform_closed_idx')
      .on(t.createdAt, t.applicationId)
      .where(sql`${t.status} = 'closed' and ${t.actorRole} = 'platform'`),
  ],
);
