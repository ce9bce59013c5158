// A PostgreSQL session advisory lock held while some work runs, so only one app instance does it at a time.
// Session locks belong to one connection: with a pool, the lock is taken and released on a dedicated client
// (otherwise the unlock could run on another connection and leave the lock held). PGlite has one session.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';

export type LockedRun<T> = { locked: true; value: T } | { locked: false };

export async function withAdvisoryLock<T>(
  db: Db,
  key: number,
  work: () => Promise<T>,
): Promise<LockedRun<T>> {
  // drizzle keeps the driver client on `$client`; the shared Db type (PGlite's) does not declare it.
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const session = await client.connect();
    try {
      const { rows } = await session.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        key,
      ]);
      if (!rows[0]?.locked) return { locked: false };
      try {
        return { locked: true, value: await work() };
      } finally {
        await session.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      session.release();
    }
  }
  const { rows } = await db.execute<{ locked: boolean }>(sql`select pg_try_advisory_lock(${key}) as locked`);
  if (!rows[0]?.locked) return { locked: false };
  try {
    return { locked: true, value: await work() };
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${key})`);
  }
}
