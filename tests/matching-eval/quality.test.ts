// Regression floors of the matching engine's checks on the generated sets (GRADING.md). These sets are generated
// from templates and graded by rules that restate the checks, so they say whether the checks still work, not how
// good matching is (issue #30): quality is measured on the hand-graded sets by `npm run eval:matching`
// (decision 037). The floors sit a little under the figures the engine reaches; decision 037 says why they moved
// (NDCG@10 0.920 → 0.82 and 0.885 → 0.77 once the weights were fitted on hand-graded text and the hand-written
// role-function table, which these sets' grading rules restate, was removed). Decision 055's refit moved the eval
// set's P@5 from 0.755 to 0.736 (NDCG@10 0.843 → 0.849; the held-out set's P@5 0.536 → 0.555): its floor is 0.7.
import { describe, expect, it } from 'vitest';
import { rankJobsOffline } from '@server/features/matching/engine';
import { evaluateSet, loadSet, type Report } from './evaluate';

function report(name: 'eval' | 'heldout'): Report {
  const set = loadSet(name);
  const jobs = set.roles.map((r) => r.job);
  return evaluateSet(set, (i) => rankJobsOffline(set.profiles[i]!.profile, jobs));
}

const FLOORS = {
  eval: { ndcg10: 0.8, overBm25: 0.2, p5: 0.7, highOnGrade0: 0.02 },
  heldout: { ndcg10: 0.75, overBm25: 0.15, p5: 0.5, highOnGrade0: 0.02 },
} as const;

describe.each(['eval', 'heldout'] as const)('matching quality on the %s set', (name) => {
  const r = report(name);
  const floor = FLOORS[name];

  it('ranks graded roles well, and clearly better than keyword search', () => {
    expect(r.ndcg10).toBeGreaterThanOrEqual(floor.ndcg10);
    expect(r.ndcg10 - r.bm25Ndcg10).toBeGreaterThanOrEqual(floor.overBm25);
    expect(r.p5).toBeGreaterThanOrEqual(floor.p5);
  });

  it('rarely gives a high score to a poor fit', () => {
    expect(r.highOnGrade0).toBeLessThanOrEqual(floor.highOnGrade0);
  });

  it('never shows a role whose stated requirement the advisor does not meet as worth a look', () => {
    // Such a role may still be in a top 3 when nothing fits better, but always below 60, with the tension.
    const set = loadSet(name);
    const jobs = set.roles.map((role) => role.job);
    for (const [index, p] of set.profiles.entries()) {
      const unmet = new Set(set.unmet[p.id]);
      for (const result of rankJobsOffline(set.profiles[index]!.profile, jobs).slice(0, 3)) {
        if (!unmet.has(result.jobId)) continue;
        expect(result.score).toBeLessThan(60);
        expect(result.tensions.join(' ')).toMatch(/requires|Asks for/);
      }
    }
  });

  it('keeps thin profiles low, with a low confidence', () => {
    for (const thin of r.thin) {
      expect(thin.topScore).toBeLessThanOrEqual(50);
      expect(thin.confidence!).toBeLessThan(0.3);
    }
  });

  it('orders mean scores by grade', () => {
    const [g0, g1, g2, g3] = r.meanScoreByGrade;
    expect(g0!).toBeLessThan(g1!);
    expect(g1!).toBeLessThan(g2!);
    expect(g2!).toBeLessThan(g3!);
  });
});
