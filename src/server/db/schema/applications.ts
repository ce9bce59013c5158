// Applications (unique per job and advisor) and the history of their status changes.
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    unique('applications_job_advisor_unique').on(t.jobId, t.advisorUserId),
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
    changedBy: uuid('changed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_status_events_application_idx').on(t.applicationId, t.createdAt),
    index('application_status_events_changed_by_idx').on(t.changedBy),
  ],
);
