// The hand-graded sets are loaded one part at a time, so tuning never reads a frozen role (issue #30).
import { describe, expect, it } from 'vitest';
import { isFrozenRole } from './frozen-split';
import { loadHandGraded, setExists } from './hand-graded';

describe.each(['set B', 'natural'] as const)('the %s loader', (name) => {
  it.skipIf(!setExists(name))(
    'gives the tuning part without a frozen role, and grades only of its roles',
    () => {
      const set = loadHandGraded(name, 'tuning');
      expect(set.jobs.length).toBeGreaterThan(0);
      expect(set.jobs.some((j) => isFrozenRole(j.id))).toBe(false);
      const ids = new Set(set.jobs.map((j) => j.id));
      for (const a of set.advisors) for (const id of Object.keys(a.grades)) expect(ids.has(id)).toBe(true);
    },
  );
});
