// Stored fits (application_fits, decision 030) carry the ENGINE_VERSION that scored them, and are scored again when
// it changes. This pins the engine's scores on the graded set to that number: a change to the engine that changes
// any of these scores fails here until ENGINE_VERSION is raised and the new fingerprint recorded below — so no
// stored score can silently go stale with a deploy. (Reasons are not stored: changing only them needs no bump.)
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildJobIndex, ENGINE_VERSION, scoreJob, scoreOnly } from '@server/features/matching/engine';
import { loadSet } from './evaluate';

/** Each engine version and the fingerprint of its scores; a new version adds a line, old lines stay. */
const FINGERPRINTS: Record<number, string> = {
  1: 'efdd7882ecd0e2b4',
  // Decision 037: the fitted model (text relevance first, stated requirements, calibrated bands).
  2: '9e9223600b3c28a9',
  // Decision 040: presence, requirements and terms read more exactly; BM25F fields; refitted.
  3: 'd8e0f88cf6068748',
  // Decision 055: a posting's own language read (franc); refitted with the feature "written in yours".
  4: 'bedce9bca3b3a3cc',
};

/** Every advisor of the set against every 4th role, scored as a company's applicant (a one-role index). */
function scores() {
  const set = loadSet('eval');
  const out: number[] = [];
  for (const [j, role] of set.roles.entries()) {
    if (j % 4 !== 0) continue;
    const index = buildJobIndex([role.job]);
    for (const p of set.profiles) out.push(scoreOnly(p.profile, role.job, { index }));
  }
  return out;
}

describe('the engine version of stored fits', () => {
  it('names the scores the engine gives today (raise ENGINE_VERSION when they change)', () => {
    const fingerprint = createHash('sha256').update(scores().join(',')).digest('hex').slice(0, 16);
    expect(
      { version: ENGINE_VERSION, fingerprint },
      'The engine’s scores changed: raise ENGINE_VERSION (engine/version.ts) and add its fingerprint here',
    ).toEqual({ version: ENGINE_VERSION, fingerprint: FINGERPRINTS[ENGINE_VERSION] });
    expect(new Set(Object.values(FINGERPRINTS)).size, 'two versions with the same scores').toBe(
      Object.keys(FINGERPRINTS).length,
    );
  });

  it('stores the same score the card shows: scoreOnly is scoreJob without the explanation', () => {
    const set = loadSet('eval');
    for (const role of set.roles.slice(0, 40)) {
      const index = buildJobIndex([role.job]);
      for (const p of set.profiles) {
        expect(scoreOnly(p.profile, role.job, { index })).toBe(
          scoreJob(p.profile, role.job, { index }).score,
        );
      }
    }
  });
});
