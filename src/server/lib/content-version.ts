// Reads a content counter (db/schema/content-versions.ts) for caches of public reads. Correctness rule: a request
// must see a version read that started after the request arrived, or a change committed just before it (by this or
// any other instance) could be served stale. Under load, reads are batched without breaking that rule: while one
// read is in flight, every request arriving meanwhile waits for the next read, which starts when the current one
// ends and serves them all — one small query per round trip instead of one per request.
import type { Db } from '../db/client';
import { contentVersions } from '../db/schema';

export function batchReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
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

export type ContentName = 'jobs' | 'advisors' | 'sessions';
/**
 * A counter's version. Given the request, one read serves all of that request's counters (the session's and a
 * route's): a read that started after the request arrived satisfies the rule above for the whole request.
 */
export type ContentVersions = (name: ContentName, request?: Request) => Promise<number>;

/**
 * Every counter in one batched query (there are three rows). A missing counter (a database restored without it)
 * reads as -1, which no cache stores entries under.
 */
export function createContentVersions(db: Db): ContentVersions {
  const readAll = batchReads(
    async () => new Map((await db.select().from(contentVersions)).map((row) => [row.name, row.version])),
  );
  const readOf = new WeakMap<Request, Promise<Map<string, number>>>();
  return async (name, request) => {
    let read = request && readOf.get(request);
    if (!read) {
      read = readAll();
      if (request) readOf.set(request, read);
    }
    return (await read).get(name) ?? -1;
  };
}
