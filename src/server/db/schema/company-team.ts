// Colleagues on one company account (issue #33, decision 048): who belongs to which company with which role, the
// positions each interviewer is assigned to, the invitations by signed link (only the secret's hash is stored),
// and the audit log of changes to applications, notes, ratings, positions and the team.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { companyProfiles } from './companies';
import { jobs } from './jobs';

/** One row per person on a company account; a user belongs to at most one company. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    check('company_members_role_check', sql`${t.role} in ('owner', 'admin', 'hiring', 'interviewer')`),
    index('company_members_invited_by_idx').on(t.invitedBy),
  ],
);

/** The positions an interviewer is assigned to (the only ones they see). */
export const companyPositionAssignments = pgTable(
  'company_position_assignments',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId] }),
    index('company_position_assignments_user_idx').on(t.userId),
    index('company_position_assignments_assigned_by_idx').on(t.assignedBy),
  ],
);

/** An invitation to join a company, bound to one address; the link's secret is stored only as its hash. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash'),
    invitedBy: uuid('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    index('company_invitations_invited_by_idx').on(t.invitedBy),
    index('company_invitations_accepted_by_idx').on(t.acceptedBy),
    check('company_invitations_role_check', sql`${t.role} in ('admin', 'hiring', 'interviewer')`),
  ],
);

/** Who changed which application, note, rating, position or colleague, and when (read by owners and admins). */
export const companyAuditLog = pgTable(
  'company_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The actor's address when the change was made (kept after the colleague is removed or deleted). */
    actorEmail: text('actor_email').notNull(),
    /** e.g. application.status, application.note, application.rating, position.created, team.invited. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id'),
    /** A short human summary of the subject (a position title, an applicant's name, a colleague's address). */
    subjectLabel: text('subject_label').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_audit_log_company_idx').on(t.companyId, t.createdAt),
    index('company_audit_log_actor_idx').on(t.actorUserId),
  ],
);
