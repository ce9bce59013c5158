// Fuzzing the advisor's routes (profile, uploads, badge, applications, match runs) and the signed-in billing
// routes: never a 5xx, every answer is the documented success or the shared error body, refused writes change
// no stored row.
import { afterAll, describe, expect, it } from 'vitest';
import { advisorCases } from './cases/advisor-cases';
import { fuzzRoutes, newStats, reportStats } from './support/fuzz-runner';
import { createFuzzWorld } from './support/fuzz-world';
import { useTestApp } from '../../setup/test-app';

describe('fuzzing advisor and billing routes', () => {
  const t = useTestApp();
  const stats = newStats();
  afterAll(() => reportStats('advisor', stats));

  it('answers every advisor route with its success schema or the error body, never 5xx', async () => {
    const world = await createFuzzWorld(t);
    const failures = await fuzzRoutes(t, world, advisorCases, stats);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
