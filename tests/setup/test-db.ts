// A database of its own per test file: in-memory PGlite by default (one a finished file of the same worker emptied,
// or a new one), or — with TEST_DB=postgres — a new database created on the server named by TEST_DATABASE_URL
// (dropped afterwards), so parallel files never share rows. Each starts as a copy of the one database migrated by the
// global setup (database-template.ts, decision 019).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { createDatabase, databaseUrlOn, dropDatabase as dropOn } from './postgres-databases';

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

export interface TestDatabase extends Database {
  /** Deletes every row the app wrote (the migrated reference data stays). */
  empty: () => Promise<void>;
  /** Closes the database for good, as an outage would: on PGlite, `close` keeps it for the worker's next file. */
  shutDown: () => Promise<void>;
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

/**
 * PGlite databases this worker's earlier test files closed, emptied, for its next files. Loading the template costs
 * about half a CPU-second per database (PGlite unpacks the 43 MB dump into memory in JavaScript), some 60 times a run.
 * Files in a worker run one after another, and a file stops its app's queue before it closes its database.
 */
interface Spare {
  template: string;
  database: Database;
  empty: () => Promise<void>;
}
const spares: Spare[] = [];

async function openPglite(): Promise<TestDatabase> {
  const path = template();
  if (!path) {
    const database = await openDatabase({});
    return { ...database, empty: emptier(database), shutDown: database.close };
  }
  const index = spares.findIndex((spare) => spare.template === path);
  const lent = index === -1 ? await newSpare(path) : spares.splice(index, 1)[0]!;
  // Whichever comes first ends the file's use of it: kept for the next file, or closed for good.
  let done = false;
  const end = (how: () => Promise<void>) => async () => {
    if (done) return;
    done = true;
    await how();
  };
  return {
    ...lent.database,
    empty: lent.empty,
    close: end(async () => {
      await emptyForNextFile(lent.database, lent.empty);
      spares.push(lent);
    }),
    shutDown: end(() => lent.database.close()),
  };
}

async function newSpare(path: string): Promise<Spare> {
  const database = await openDatabase({ loadDataDir: pgliteTemplate() });
  return { template: path, database, empty: emptier(database) };
}

/** What a test file leaves that the next one must not see: the app's rows, the queue's jobs and schedules. */
async function emptyForNextFile(database: Database, empty: () => Promise<void>) {
  await empty();
  for (const table of ['job', 'archive', 'schedule', 'subscription'])
    await database.db.execute(sql.raw(`delete from pgboss.${table}`));
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!usingPostgres()) return openPglite();
  const name = `boardly_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl(), name, template());
  const url = databaseUrl(name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  const close = async () => {
    await database.close();
    await dropDatabase(name);
  };
  return { ...database, url, empty: emptier(database), close, shutDown: close };
}

export const dropDatabase = (name: string) => dropOn(adminUrl(), name);

/** PostgreSQL's "deadlock detected": one side is ended, and the documented answer is to run it again. */
const isDeadlock = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some(
    (candidate) => (candidate as { code?: string } | undefined)?.code === '40P01',
  );

/** The app's tables, each after every table that refers to it, so that deleting in this order breaks no reference. */
async function tablesInDeletionOrder(database: Database): Promise<string[]> {
  const [tables, references] = await Promise.all([
    database.db.execute<{ name: string }>(
      // search_terms is reference data written by a migration, content_versions counters kept by triggers; neither is
      // written by the app.
      sql`select tablename as name from pg_tables
          where schemaname = 'public' and tablename not in ('search_terms', 'content_versions')`,
    ),
    database.db.execute<{ child: string; parent: string }>(
      sql`select c.relname as child, p.relname as parent from pg_constraint k
          join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
          where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
    ),
  ]);
  const remaining = new Set(tables.rows.map((row) => row.name));
  const order: string[] = [];
  while (remaining.size > 0) {
    // A table goes next once no remaining table refers to it.
    const next = [...remaining].filter(
      (table) => !references.rows.some((ref) => ref.parent === table && remaining.has(ref.child)),
    );
    if (next.length === 0) throw new Error(`foreign keys form a cycle among: ${[...remaining].join(', ')}`);
    for (const table of next.sort()) {
      order.push(`"public"."${table}"`);
      remaining.delete(table);
    }
  }
  return order;
}

/**
 * Empties every table between tests. TRUNCATE gave each of some 40 tables new files on every test: 30–50 ms on PGlite
 * and about 150 ms of CPU on PostgreSQL, where a test writes a few tables of a few rows. So the tables are locked as
 * TRUNCATE locks them (waiting for any job still writing), and the ones holding rows are emptied with DELETE, children
 * first. A background job the previous test queued (a mail, a fit rescoring) may hold one table while it waits for the
 * next, which the lock already holds: PostgreSQL ends one of the two as a deadlock (40P01). If ours is the one ended,
 * it runs again once the job's transaction is over; a job ended that way is retried by the queue.
 */
function emptier(database: Database) {
  let order: Promise<string[]> | undefined;
  return async function emptyAllTables() {
    order ??= tablesInDeletionOrder(database);
    const tables = await order;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`));
          const filled = await tx.execute<{ name: string }>(
            sql.raw(
              tables
                .map((table) => `select '${table}' as name where exists (select from ${table})`)
                .join(' union all '),
            ),
          );
          const names = new Set(filled.rows.map((row) => row.name));
          for (const table of tables.filter((candidate) => names.has(candidate)))
            await tx.execute(sql.raw(`DELETE FROM ${table}`));
        });
        return;
      } catch (error) {
        if (attempt >= 5 || !isDeadlock(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
}
