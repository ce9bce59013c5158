// The hourly clean-up job removes stored files that no row points at once they are older than a day, and keeps
// every file a profile, a company or a position still shows. Files on local disk (the default driver); their ages
// are set on the files themselves, as a day passing would.
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyProfiles, profiles } from '@server/db/schema';
import { createLocalStorage } from '@server/lib/storage';
import { createAdvisor, createCompany, createJobs } from '@tests/factories';
import { useTestApp } from '../setup/test-app';

const root = mkdtempSync(join(tmpdir(), 'boardly-stale-'));
const HOUR = 3600 * 1000;

describe('stale upload clean-up', () => {
  const t = useTestApp({ deps: { storage: createLocalStorage(root) } });

  const store = async (key: string, ageMs: number) => {
    await t.deps.storage.put(key, Buffer.from(key), 'application/octet-stream');
    const when = new Date(Date.now() - ageMs);
    utimesSync(join(root, key), when, when);
    return key;
  };
  const runCleanupJob = async () => {
    await t.deps.queue.send('cleanup', {});
    await t.settleJobs();
  };

  it('deletes day-old files no row points at, and keeps referenced and recent ones', async () => {
    const { user: advisor } = await createAdvisor(t.database.db);
    const { user: company } = await createCompany(t.database.db);
    const old = 25 * HOUR;
    const photo = await store(`photos/${advisor.id}/photo00001.webp`, old);
    const resume = await store(`resumes/${advisor.id}/resume0001.pdf`, old);
    const badge = await store(`badges/${advisor.id}/badge00001.png`, old);
    const companyLogo = await store(`logos/${company.id}/logo000001.webp`, old);
    const positionLogo = await store(`logos/${company.id}/logo000002.webp`, old);
    const replacedPhoto = await store(`photos/${advisor.id}/photo00000.webp`, old);
    const neverSavedLogo = await store(`logos/${company.id}/logo000003.webp`, old);
    const justUploaded = await store(`logos/${company.id}/logo000004.webp`, 2 * HOUR);

    await t.database.db
      .update(profiles)
      .set({ photoKey: photo, photoUrl: `/files/${photo}`, resumeKey: resume, badgeKey: badge })
      .where(eq(profiles.id, advisor.id));
    await t.database.db
      .update(companyProfiles)
      .set({ logoUrl: `/files/${companyLogo}` })
      .where(eq(companyProfiles.userId, company.id));
    await createJobs(t.database.db, 1, () => ({ postedBy: company.id, logoUrl: `/files/${positionLogo}` }));

    await runCleanupJob();

    for (const kept of [photo, resume, badge, companyLogo, positionLogo, justUploaded])
      expect(existsSync(join(root, kept)), kept).toBe(true);
    for (const removed of [replacedPhoto, neverSavedLogo])
      expect(existsSync(join(root, removed)), removed).toBe(false);
    // What is left is served as before.
    expect((await t.deps.storage.get(photo))?.data.toString()).toBe(photo);

    // Nothing more to do on the next run.
    await runCleanupJob();
    expect(existsSync(join(root, photo))).toBe(true);
  });

  it('leaves files that are not ours alone', async () => {
    const { user: advisor } = await createAdvisor(t.database.db);
    const foreign = `photos/${advisor.id}/not our name`;
    await t.deps.storage.put(`photos/${advisor.id}/photo00009.webp`, Buffer.from('x'), 'image/webp');
    writeFileSync(join(root, foreign), 'x');
    const when = new Date(Date.now() - 48 * HOUR);
    utimesSync(join(root, foreign), when, when);
    await runCleanupJob();
    expect(existsSync(join(root, foreign))).toBe(true);
  });
});
