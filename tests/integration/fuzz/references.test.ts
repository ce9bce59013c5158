// Fuzzing the reference routes (decision 046): the advisor's requests and decisions, a company's read, and the
// referee's public page and form — never a 5xx, every answer the documented success or the shared error body (the
// referee's pages answer their errors as pages), refused writes change no stored row.
import { afterAll, describe, expect, it } from 'vitest';
import { referenceCases } from './cases/references-cases';
import { fuzzRoutes, newStats, reportStats } from './support/fuzz-runner';
import { createFuzzWorld } from './support/fuzz-world';
import { useTestApp } from '../../setup/test-app';

describe('fuzzing reference routes', () => {
  const t = useTestApp();
  const stats = newStats();
  afterAll(() => reportStats('references', stats));

  it('answers every reference route with its success schema or the error body, never 5xx', async () => {
    const world = await createFuzzWorld(t);
    const failures = await fuzzRoutes(t, world, referenceCases, stats);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
