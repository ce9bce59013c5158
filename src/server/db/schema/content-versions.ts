// A change counter per kind of public content, bumped by database triggers in the same transaction as the change
// (drizzle/0006). Caches of public reads key their entries by it, so every app instance sees a change as soon as
// it is committed, whichever instance or script made it.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const contentVersions = pgTable('content_versions', {
  /** 'jobs' */
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
