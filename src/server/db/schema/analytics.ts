// First-party page views, recorded only after the visitor accepted analytics.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    search: text('search').notNull().default(''),
    role: text('role'),
    plan: text('plan').notNull().default('free'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_user_idx').on(t.userId)],
);
