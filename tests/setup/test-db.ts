// A fresh database per test file: in-memory PGlite by default, or — with TEST_DB=postgres — a new database
// created on the server named by TEST_DATABASE_URL (dropped afterwards), so parallel files never share rows.
// Each starts as a copy of the one database migrated by the global setup (database-template.ts, decision 019).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { createDatabase, databaseUrlOn, dropDatabase as dropOn } from './postgres-databases';

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

export interface TestDatabase extends Database {
  truncate: () => Promise<void>;
  /** Connection string of the per-file database (PostgreSQL only), for a second app instance. */
  url?: string;
}

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (see .ci/run).');
  return url;
}

/** The connection string of database `name` on the test server. */
export const databaseUrl = (name: string): string => databaseUrlOn(adminUrl(), name);

/** The migrated database of the global setup; absent when a config runs without it (then each file migrates). */
const template = (): string | undefined => inject('databaseTemplate');

// One read of the PGlite dump per worker process (test files in a worker share the module cache).
let pgliteDump: { path: string; blob: Blob } | undefined;
function pgliteTemplate(): Blob | undefined {
  const path = template();
  if (!path) return undefined;
  if (pgliteDump?.path !== path) pgliteDump = { path, blob: new Blob([readFileSync(path)]) };
  return pgliteDump.blob;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!usingPostgres()) {
    const database = await openDatabase({ loadDataDir: pgliteTemplate() });
    return { ...database, truncate: () => truncateAll(database) };
  }
  const name = `boardly_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl(), name, template());
  const url = databaseUrl(name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    ...database,
    url,
    truncate: () => truncateAll(database),
    close: async () => {
      await database.close();
      await dropDatabase(name);
    },
  };
}

export const dropDatabase = (name: string) => dropOn(adminUrl(), name);

/** PostgreSQL's "deadlock detected": one side is ended, and the documented answer is to run it again. */
const isDeadlock = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some(
    (candidate) => (candidate as { code?: string } | undefined)?.code === '40P01',
  );

/**
 * Empties every table between tests. A background job the previous test queued (a mail, a fit rescoring) may still
 * be reading when TRUNCATE asks for its exclusive locks, holding one table while it waits for the next, which
 * TRUNCATE already holds: PostgreSQL ends one of the two as a deadlock (40P01). If the TRUNCATE is the one ended, it
 * runs again once the job's transaction is over; a job ended that way is retried by the queue.
 */
async function truncateAll(database: Database) {
  const result = await database.db.execute<{ tablename: string }>(
    // search_terms is reference data written by a migration, content_versions counters kept by triggers (truncating
    // jobs bumps its counter), neither written by the app.
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('search_terms', 'content_versions')`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length === 0) return;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
