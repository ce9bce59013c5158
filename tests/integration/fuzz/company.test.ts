// Fuzzing the company area (/api/company/*): never a 5xx, every answer is the documented success or the shared
// error body, refused writes change no stored row.
import { afterAll, describe, expect, it } from 'vitest';
import { companyCases } from './cases/company-cases';
import { fuzzRoutes, newStats, reportStats } from './support/fuzz-runner';
import { createFuzzWorld } from './support/fuzz-world';
import { useTestApp } from '../../setup/test-app';

describe('fuzzing company routes', () => {
  const t = useTestApp();
  const stats = newStats();
  afterAll(() => reportStats('company', stats));

  it('answers every company route with its success schema or the error body, never 5xx', async () => {
    const world = await createFuzzWorld(t);
    const failures = await fuzzRoutes(t, world, companyCases, stats);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
