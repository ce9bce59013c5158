// Fuzzing the board-seat routes (decision 050): the advisor's seats, the company's competitor list and the checks —
// never a 5xx, every answer the documented success or the shared error body, refused writes change no stored row.
import { afterAll, describe, expect, it } from 'vitest';
import { boardSeatCases } from './cases/board-seats-cases';
import { fuzzRoutes, newStats, reportStats } from './support/fuzz-runner';
import { createFuzzWorld } from './support/fuzz-world';
import { useTestApp } from '../../setup/test-app';

describe('fuzzing board-seat routes', () => {
  const t = useTestApp();
  const stats = newStats();
  afterAll(() => reportStats('board-seats', stats));

  it('answers every board-seat route with its success schema or the error body, never 5xx', async () => {
    const world = await createFuzzWorld(t);
    const failures = await fuzzRoutes(t, world, boardSeatCases, stats);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
