// Confidential mode (issue #34): an advisor hides who they are from companies until they apply to one or accept its
// invitation, and names companies that must never meet them at all. The rule that reads this table is
// `features/notifications/identity.ts` (decision 044); a trigger in the migration bumps the 'advisors' content
// version on every change, so the search ranking and the public pages cached by it change with it.
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

export const advisorConfidentiality = pgTable('advisor_confidentiality', {
  advisorId: uuid('advisor_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** On: companies see the anonymised card until the advisor applies to them or accepts their invitation. */
  enabled: boolean('enabled').notNull().default(false),
  /** What companies see instead of the name ("Fintech CFO"); null = a title built from the first industry. */
  headline: text('headline'),
  /** The companies (names or websites, as the advisor typed them) that never see the advisor. */
  hiddenFrom: jsonb('hidden_from').$type<string[]>().notNull().default([]),
  /** `hiddenFrom` normalised for matching ('n:acme', 'd:acme.com'), by `companyMatchKeys` in shared/. */
  hiddenKeys: text('hidden_keys')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
