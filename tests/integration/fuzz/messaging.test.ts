// Fuzzing invitations, threads, blocks and notifications: never a 5xx, every answer is the documented success or the shared
// error body, refused writes change no stored row.
import { afterAll, describe, expect, it } from 'vitest';
import { messagingCases } from './cases/messaging-cases';
import { fuzzRoutes, newStats, reportStats } from './support/fuzz-runner';
import { createFuzzWorld } from './support/fuzz-world';
import { useTestApp } from '../../setup/test-app';

describe('fuzzing messaging and notification routes', () => {
  const t = useTestApp();
  const stats = newStats();
  afterAll(() => reportStats('messaging', stats));

  it('answers every messaging and notification route with its success schema or the error body, never 5xx', async () => {
    const world = await createFuzzWorld(t);
    const failures = await fuzzRoutes(t, world, messagingCases, stats);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
