// The caches one app instance keeps of reads that are the same for many requests, all invalidated by the
// database's content counters (content-version.ts), so several instances on one database never disagree.
import type { Db } from '../db/client';
import { createContentVersions, type ContentVersions } from './content-version';
import { createResponseCache, type ResponseCache } from './response-cache';

export interface ReadCaches {
  versions: ContentVersions;
  /** Whole public responses (anonymous job list and public job, /job pages). */
  responses: ResponseCache;
}

export const createReadCaches = (db: Db): ReadCaches => ({
  versions: createContentVersions(db),
  responses: createResponseCache(),
});
