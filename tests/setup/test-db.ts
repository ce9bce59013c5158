// A fresh database per test file: in-memory PGlite by default, or — with TEST_DB=postgres — a new database
// created on the server named by TEST_DATABASE_URL (dropped afterwards), so parallel files never share rows.
// Each starts as a copy of the one database migrated by the global setup (database-template.ts, decision 019).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';

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
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

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
  await createDatabase(name, template());
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

// Copying a template needs it free of sessions: an autovacuum worker in it makes PostgreSQL refuse (55006) after
// its own short wait, so try again.
async function createDatabase(name: string, templateName: string | undefined) {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name}${templateName ? ` TEMPLATE ${templateName}` : ''}`);
        return;
      } catch (error) {
        if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.end();
  }
}

// FORCE ends the other sessions in the database, and PostgreSQL 15 refuses that for an autovacuum worker (which
// runs as no role) unless the caller has pg_signal_backend (granted by .ci/run). Without it, wait for the worker.
export async function dropDatabase(name: string) {
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
