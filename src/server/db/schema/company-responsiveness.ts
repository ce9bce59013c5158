// A company's responsiveness figures (decision 026), kept per company instead of aggregated over all its
// applications on every view of one of its roles (issue #31: 223 ms for a company with 50 000 applications).
// Triggers bump `version` in the transaction of any change to the company's applications, their status events or a
// role's owner (drizzle/0017); a read uses the figures when `computed_version` is the current version, and otherwise
// computes them again and stores them under the version it read (decision 052).
import { bigint, doublePrecision, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const companyResponsiveness = pgTable('company_responsiveness', {
  /** The company user who posted the roles (jobs.posted_by). */
  companyUserId: uuid('company_user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  /** The version the figures below were computed at; below `version`, they are stale. */
  computedVersion: bigint('computed_version', { mode: 'number' }).notNull().default(0),
  applications: integer('applications').notNull().default(0),
  medianDays: doublePrecision('median_days'),
  ended: integer('ended').notNull().default(0),
  endedWithReason: integer('ended_with_reason').notNull().default(0),
});
