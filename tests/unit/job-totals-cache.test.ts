// The job list's total: large totals are remembered for a few seconds, small ones are always counted afresh.
import { describe, expect, it } from 'vitest';
import { CACHED_TOTAL_MIN, createJobTotalsCache } from '@server/features/jobs/job-totals-cache';

function counter(values: number[]) {
  let calls = 0;
  return {
    count: async () => values[Math.min(calls++, values.length - 1)]!,
    calls: () => calls,
  };
}

describe('job list totals', () => {
  it('serves a large total from memory within the time-to-live, then counts again', async () => {
    const cache = createJobTotalsCache({ ttlMs: 10_000 });
    const db = counter([100_000, 100_001]);
    expect(await cache.get('{}', 0, db.count)).toBe(100_000);
    expect(await cache.get('{}', 9_999, db.count)).toBe(100_000);
    expect(db.calls()).toBe(1);
    expect(await cache.get('{}', 10_000, db.count)).toBe(100_001);
    expect(db.calls()).toBe(2);
  });

  it('always counts a small total, so a new role shows at once', async () => {
    const cache = createJobTotalsCache();
    const db = counter([CACHED_TOTAL_MIN - 1, CACHED_TOTAL_MIN - 1 + 1]);
    expect(await cache.get('{}', 0, db.count)).toBe(CACHED_TOTAL_MIN - 1);
    expect(await cache.get('{}', 1, db.count)).toBe(CACHED_TOTAL_MIN);
    expect(db.calls()).toBe(2);
  });

  it('keeps filter combinations apart and shares one count between simultaneous requests', async () => {
    const cache = createJobTotalsCache();
    const all = counter([50_000]);
    const remote = counter([20_000]);
    const [a, b] = await Promise.all([cache.get('{}', 0, all.count), cache.get('{}', 0, all.count)]);
    expect([a, b]).toEqual([50_000, 50_000]);
    expect(all.calls()).toBe(1);
    expect(await cache.get('{"workType":"Remote"}', 0, remote.count)).toBe(20_000);
  });
});
