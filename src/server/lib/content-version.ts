// Reads a content counter (db/schema/content-versions.ts) for caches of public reads. Correctness rule: a request
// must see a version read that started after the request arrived, or a change committed just before it (by this or
// any other instance) could be served stale. Under load, reads are batched without breaking that rule: while one
// read is in flight, every request arriving meanwhile waits for the next read, which starts when the current one
// ends and serves them all — one small query per round trip instead of one per request.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentVersions } from '../db/schema';

export type ContentVersionReader = () => Promise<number>;

export function batchReads(read: () => Promise<number>): ContentVersionReader {
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const settle = () => {
      if (running === current) running = undefined;
    };
    current.then(settle, settle);
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

export function createContentVersionReader(db: Db, name: 'jobs'): ContentVersionReader {
  return batchReads(async () => {
    const [row] = await db
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(eq(contentVersions.name, name));
    // No row (a database restored without it): -1 is never cached against, see response-cache.ts.
    return row?.version ?? -1;
  });
}
