// Stale uploads: files in storage that no row points at any more — an upload whose form was never saved, a photo
// replaced while its old file's delete failed, a logo uploaded for a position that was never published. Run from the
// hourly clean-up job; one instance at a time (the queue's singleton policy).
import { isNotNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfiles, jobs, profiles } from '../../db/schema';
import type { Storage } from '../../lib/storage';

/**
 * A file younger than this is never removed: an upload is stored before the row that will point at it is saved
 * (the form's save comes later, or the company fills in the rest of a position first), and a day covers any form
 * left open.
 */
export const STALE_UPLOAD_GRACE_MS = 24 * 3600 * 1000;

const FILES_PREFIX = '/files/';

/** Every storage key some row points at: the profile's own keys, and the `/files/…` URLs copied into other rows. */
export async function findReferencedStorageKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  const add = (value: string | null) => {
    if (!value) return;
    keys.add(value.startsWith(FILES_PREFIX) ? value.slice(FILES_PREFIX.length) : value);
  };
  const advisorFiles = await db
    .select({
      photoKey: profiles.photoKey,
      photoUrl: profiles.photoUrl,
      resumeKey: profiles.resumeKey,
      badgeKey: profiles.badgeKey,
      badgeUrl: profiles.badgeUrl,
      companyLogoUrl: profiles.companyLogoUrl,
    })
    .from(profiles);
  for (const row of advisorFiles) {
    add(row.photoKey);
    add(row.resumeKey);
    add(row.badgeKey);
    // URLs that are not ours (a pasted https link) never match a stored key, so they do no harm in the set.
    for (const url of [row.photoUrl, row.badgeUrl, row.companyLogoUrl])
      if (url?.startsWith(FILES_PREFIX)) add(url);
  }
  const companyLogos = await db
    .select({ url: companyProfiles.logoUrl })
    .from(companyProfiles)
    .where(isNotNull(companyProfiles.logoUrl));
  for (const row of companyLogos) if (row.url?.startsWith(FILES_PREFIX)) add(row.url);
  // A position keeps its own copy of the logo it was published with.
  const positionLogos = await db
    .selectDistinct({ url: jobs.logoUrl })
    .from(jobs)
    .where(like(jobs.logoUrl, `${FILES_PREFIX}%`));
  for (const row of positionLogos) add(row.url);
  return keys;
}

/**
 * Deletes every stored file that is older than the grace period and that no row points at; answers the count.
 * The references are read before the listing, so a file referenced meanwhile is younger than the grace period and
 * is left alone.
 */
export async function deleteStaleUploads(
  deps: { db: Db; storage: Storage },
  { now, graceMs = STALE_UPLOAD_GRACE_MS }: { now: Date; graceMs?: number },
): Promise<number> {
  const referenced = await findReferencedStorageKeys(deps.db);
  const cutoff = now.getTime() - graceMs;
  let removed = 0;
  for await (const file of deps.storage.list()) {
    if (file.modifiedAt.getTime() >= cutoff || referenced.has(file.key)) continue;
    await deps.storage.delete(file.key);
    removed++;
  }
  return removed;
}
