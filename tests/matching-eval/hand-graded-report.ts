// Figures of a ranking on one part of a hand-graded set, per advisor and overall, beside plain BM25 and random
// order computed in the same run (issue #30): NDCG@10, P@5, where the scores of 70 or more go, the thin profile's
// top score, and the mean score by grade.
import { rankByBm25 } from './bm25-baseline';
import type { HandGradedSet } from './hand-graded';
import { mean, ndcgAt, p5Ceiling, precisionAt } from './metrics';

export interface RankedRole {
  jobId: string;
  score: number;
}

export interface AdvisorFigures {
  index: number;
  label: string;
  thin: boolean;
  ndcg10: number;
  bm25Ndcg10: number;
  randomNdcg10: number;
  p5: number;
  bm25P5: number;
  /** The best P@5 any ranking could reach with this part's grades (min(5, roles graded ≥ 2) / 5). */
  p5Ceiling: number;
  topScore: number;
  /** Roles graded 2 or 3 in this part (NDCG over fewer than 3 says little). */
  relevant: number;
}

export interface HandGradedReport {
  advisors: AdvisorFigures[];
  /** Means over the advisors that are not thin (a thin profile is graded ≤ 1 everywhere: its NDCG is noise). */
  ndcg10: number;
  bm25Ndcg10: number;
  randomNdcg10: number;
  p5: number;
  bm25P5: number;
  /** Mean over the same advisors of the best P@5 the grades allow. */
  p5Ceiling: number;
  /** Share of the scores of 70 or more that went to roles graded 0 (the measure). */
  grade0AmongHigh: number;
  /** Share of grade-0 pairs scoring 70 or more. */
  highOnGrade0: number;
  /** Share of the scores of 80 or more (the strong band) that went to roles graded 3, and graded 2 or 3. */
  strongIsGrade3: number;
  strongIsGrade2Plus: number;
  meanScoreByGrade: number[];
  thinTopScore: number | null;
}

/** A small seeded generator, so the random baseline is the same figure on every run. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function randomNdcg(ids: readonly string[], grades: Record<string, number>, runs = 50): number {
  const rnd = lcg(30);
  let total = 0;
  for (let r = 0; r < runs; r++) {
    const order = [...ids];
    for (let i = order.length - 1; i > 0; i--) {
      const k = Math.floor(rnd() * (i + 1));
      [order[i], order[k]] = [order[k]!, order[i]!];
    }
    total += ndcgAt(10, order, grades as never);
  }
  return total / runs;
}

export function evaluateHandGraded(
  set: HandGradedSet,
  rank: (advisorIndex: number) => RankedRole[],
): HandGradedReport {
  const advisors: AdvisorFigures[] = [];
  const byGrade: number[][] = [[], [], [], []];
  const ids = set.jobs.map((j) => j.id);
  for (const a of set.advisors) {
    const ranked = rank(a.index);
    const order = ranked.map((r) => r.jobId);
    const bm25 = rankByBm25(a.profile, set.jobs);
    for (const r of ranked) byGrade[a.grades[r.jobId] ?? 0]!.push(r.score);
    advisors.push({
      index: a.index,
      label: a.label,
      thin: a.thin,
      ndcg10: ndcgAt(10, order, a.grades),
      bm25Ndcg10: ndcgAt(10, bm25, a.grades),
      randomNdcg10: randomNdcg(ids, a.grades),
      p5: precisionAt(5, order, a.grades),
      bm25P5: precisionAt(5, bm25, a.grades),
      p5Ceiling: p5Ceiling(a.grades),
      topScore: ranked[0]?.score ?? 0,
      relevant: Object.values(a.grades).filter((g) => g >= 2).length,
    });
  }
  const graded = advisors.filter((a) => !a.thin);
  const high = byGrade.flat().filter((s) => s >= 70).length;
  const strong = byGrade.flat().filter((s) => s >= 80).length;
  const strongAt = (g: number) => byGrade[g]!.filter((s) => s >= 80).length;
  return {
    advisors,
    ndcg10: mean(graded.map((a) => a.ndcg10)),
    bm25Ndcg10: mean(graded.map((a) => a.bm25Ndcg10)),
    randomNdcg10: mean(graded.map((a) => a.randomNdcg10)),
    p5: mean(graded.map((a) => a.p5)),
    bm25P5: mean(graded.map((a) => a.bm25P5)),
    p5Ceiling: mean(graded.map((a) => a.p5Ceiling)),
    grade0AmongHigh: byGrade[0]!.filter((s) => s >= 70).length / Math.max(1, high),
    highOnGrade0: byGrade[0]!.filter((s) => s >= 70).length / Math.max(1, byGrade[0]!.length),
    strongIsGrade3: strongAt(3) / Math.max(1, strong),
    strongIsGrade2Plus: (strongAt(3) + strongAt(2)) / Math.max(1, strong),
    meanScoreByGrade: byGrade.map((s) => Math.round(mean(s) * 10) / 10),
    thinTopScore: advisors.some((a) => a.thin)
      ? Math.max(...advisors.filter((a) => a.thin).map((a) => a.topScore))
      : null,
  };
}
