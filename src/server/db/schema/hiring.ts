// The hiring process around an application (decision 026): the company's private assessment of an applicant and
// interviews with proposed time slots. Nothing here is ever read by an advisor-facing query but interviews.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { user } from './auth';

/** Private to the company: one rating (1–5) and free notes per application. */
export const applicantAssessments = pgTable(
  'applicant_assessments',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    rating: smallint('rating'),
    notes: text('notes').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('applicant_assessments_rating_range', sql`${t.rating} between 1 and 5`),
    index('applicant_assessments_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * One interview of an application: proposed (slots offered), booked (one slot chosen), new-times-requested (the
 * advisor asked for others) or cancelled. `sequence` grows with every change sent as a calendar update.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('proposed'),
    durationMinutes: integer('duration_minutes').notNull().default(45),
    companyTimeZone: text('company_time_zone').notNull(),
    meetingUrl: text('meeting_url'),
    location: text('location'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt),
    index('interviews_created_by_idx').on(t.createdBy),
    index('interviews_upcoming_idx').on(t.status, t.startsAt),
  ],
);

export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('interview_slots_interview_idx').on(t.interviewId, t.startsAt)],
);
