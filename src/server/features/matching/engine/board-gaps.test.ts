import { describe, expect, it } from 'vitest';
import { prepareAdvisor } from './advisor';
import { boardGapReason, compileBoardGaps, filledGaps, gapShare } from './board-gaps';
import { rankJobsOffline } from './rank';
import { scoreJob } from './score';
import { fintechCfo, role } from './test-fixtures';

describe('board gaps in the engine (decision 051)', () => {
  const gaps = ['Financial Management', 'Mergers & Acquisitions', 'Legal', 'Risk Management'];

  it('compiles the company labels to skill concepts, so company and advisor vocabularies meet', () => {
    const compiled = compileBoardGaps(gaps);
    expect(compiled.labels).toEqual(gaps);
    expect(compiled.masks.every((m) => m !== 0)).toBe(true);
    const cfo = prepareAdvisor(fintechCfo());
    // Finance ↔ Financial Management, M&A, Risk Management; no Legal.
    expect(filledGaps(cfo, compiled)).toEqual([
      'Financial Management',
      'Mergers & Acquisitions',
      'Risk Management',
    ]);
    expect(gapShare(cfo, compiled)).toBe(0.75);
  });

  it('changes nothing for a role without gaps', () => {
    const job = role({ id: 'same' });
    const plain = scoreJob(fintechCfo(), job);
    expect(scoreJob(fintechCfo(), { ...job, boardGaps: [] })).toEqual(plain);
    expect(scoreJob(fintechCfo(), { ...job, boardGaps: null })).toEqual(plain);
  });

  it('lifts a role whose board gaps the advisor fills, and names them first', () => {
    // A role in the middle of the scale (another sector, occasional trips), so there is room to rise.
    const job = role({ id: 'lifted', industry: 'Retail', title: 'Board Advisor', type: 'hybrid' });
    const advisor = fintechCfo({ biography: 'Former CFO.' });
    const plain = scoreJob(advisor, job);
    const withGaps = scoreJob(advisor, { ...job, boardGaps: gaps });
    expect(plain.score).toBeLessThan(95);
    expect(withGaps.score).toBeGreaterThan(plain.score);
    expect(withGaps.score - plain.score).toBeLessThanOrEqual(6);
    expect(withGaps.reasons[0]).toBe(
      "Fills 3 of the board's 4 skill gaps: Financial Management, Mergers & Acquisitions and Risk Management",
    );
  });

  it('ranks the role of a company whose gaps the advisor fills above an otherwise equal one', () => {
    const base = { title: 'Board Advisor', compensationType: 'equity' } as const;
    const ranked = rankJobsOffline(fintechCfo(), [
      role({ ...base, id: 'a-plain' }),
      role({ ...base, id: 'b-gaps', boardGaps: ['Legal', 'Mergers & Acquisitions'] }),
    ]);
    expect(ranked.map((m) => m.jobId)).toEqual(['b-gaps', 'a-plain']);
  });

  it('gives no lift and no reason when the advisor fills none of the gaps', () => {
    const job = role({ id: 'none' });
    expect(scoreJob(fintechCfo(), { ...job, boardGaps: ['Legal'] }).score).toBe(
      scoreJob(fintechCfo(), job).score,
    );
    expect(boardGapReason([], 2)).toBeNull();
  });

  it('words the reason by how many gaps are filled', () => {
    expect(boardGapReason(['Legal'], 1)).toBe("Fills the board's skill gap: Legal");
    expect(boardGapReason(['Legal', 'Compliance'], 2)).toBe(
      "Fills all 2 of the board's skill gaps: Legal and Compliance",
    );
    expect(boardGapReason(['Legal'], 4)).toBe("Fills 1 of the board's 4 skill gaps: Legal");
  });
});
