// The idempotency ledger of outgoing mail: a row per message the SMTP server accepted, written right after it did.
// A mail job retried after that (its instance died before pg-boss recorded the job complete) finds its key here
// and does not send again. Not a queue: the jobs themselves live in pg-boss's schema (decision 016).
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_deliveries_sent_at_idx').on(t.sentAt)],
);
