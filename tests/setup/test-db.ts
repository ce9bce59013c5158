// A fresh database per test file: in-memory PGlite by default, or — with TEST_DB=postgres — a new database
// created on the server named by TEST_DATABASE_URL (dropped afterwards), so parallel files never share rows.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

export interface TestDatabase extends Database {
  truncate: () => Promise<void>;
  /** Connection string of the per-file database (PostgreSQL only), for a second app instance. */
  url?: string;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (see .ci/run).');
  return url;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!usingPostgres()) {
    const database = await openDatabase({});
    return { ...database, truncate: () => truncateAll(database) };
  }
  const name = `boardly_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    url: url.toString(),
    truncate: () => truncateAll(database),
    close: async () => {
      await database.close();
      await dropDatabase(name);
    },
  };
}

// FORCE ends the other sessions in the database, and PostgreSQL 15 refuses that for an autovacuum worker (which
// runs as no role) unless the caller has pg_signal_backend (granted by .ci/run). Without it, wait for the worker.
async function dropDatabase(name: string) {
  const cleanup = new pg.Client({ connectionString: adminUrl() });
  await cleanup.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        // 42501: not allowed to end that session; 55006: still in use.
        if (attempt >= 20 || (code !== '42501' && code !== '55006')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await cleanup.end();
  }
}

async function truncateAll(database: Database) {
  const result = await database.db.execute<{ tablename: string }>(
    // search_terms is reference data written by a migration, content_versions counters kept by triggers (truncating
    // jobs bumps its counter), neither written by the app.
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('search_terms', 'content_versions')`,
  );
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0)
    await database.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}
