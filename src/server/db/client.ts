// Opens the database: PGlite persisted in DATA_DIR by default, real PostgreSQL when DATABASE_URL is set.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock, type DirectoryLock } from './pglite-lock';

/**
 * Both drivers expose the same query builder; the PGlite type stands for both so services are written once.
 * (They differ only in the raw result object of `db.execute`, which both shape as `{ rows }`.)
 */
export type Db = PgliteDatabase<typeof schema>;

/** A transaction of the app's database (what `db.transaction` hands its callback; it also satisfies the queue's `tx`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How the job queue (pg-boss) reaches the same database: its own small pool, or the one embedded client. */
export type QueueConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  queueConnection: QueueConnection;
  close: () => Promise<void>;
}

/** The committed migrations, found by walking up from this file (works from src/ and from the dist/ bundle). */
function findMigrationsFolder(): string {
  let dir = import.meta.dirname;
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the drizzle/ migrations folder next to the application.');
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; omitted = in memory (tests). */
  dataDir?: string;
  migrationsFolder?: string;
  poolSize?: number;
  /** In-memory only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    let ended = false;
    const close = async () => {
      if (ended) return;
      ended = true;
      await pool.end();
    };
    return { db, kind: 'postgres', queueConnection: { kind: 'postgres', url: options.databaseUrl }, close };
  }

  let lock: DirectoryLock | undefined;
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    lock = acquireDirectoryLock(options.dataDir);
    // A COMMIT's WAL record is written to the OS before the query returns, so killing the process loses no
    // acknowledged write; PGlite never fsyncs (no option changes that), so a power cut can (decision 010).
    client = new PGlite(dir);
  } else {
    // Starting from a dump skips initdb and the migrations already in it: tests clone one migrated database.
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      queueConnection: { kind: 'pglite', client },
      close: async () => {
        if (!client.closed) await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}
