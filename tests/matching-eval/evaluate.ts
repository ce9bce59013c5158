// Scoring the engine (and the BM25 baseline) against the graded sets. Used by `npm run eval:matching` and by the
// quality-floor test; both read the committed sets in sets/.
import { readFileSync } from 'node:fs';
import { rankByBm25 } from './bm25-baseline';
import { bandOf, mean, ndcgAt, precisionAt } from './metrics';
import type { EvalSet } from './source/generate';

export type { EvalSet };

export const loadSet = (name: 'eval' | 'heldout'): EvalSet =>
  JSON.parse(readFileSync(new URL(`./sets/${name}.json`, import.meta.url), 'utf8')) as EvalSet;

export interface Ranked {
  jobId: string;
  score: number;
  confidence?: number;
  reasons?: string[];
}

export interface Report {
  ndcg10: number;
  p5: number;
  bm25Ndcg10: number;
  bm25P5: number;
  /** Share of (advisor, role) pairs graded 0 that score 70 or more. */
  highOnGrade0: number;
  /** Share of scores of 70 or more that went to roles graded 0. */
  grade0AmongHigh: number;
  /** Mean score by grade 0..3. */
  meanScoreByGrade: number[];
  /** Share of pairs whose score band equals their grade. */
  bandAgreement: number;
  /** Share of pairs whose band is within one of their grade. */
  bandWithinOne: number;
  /** Roles stating a requirement the advisor does not meet found in that advisor's top 3. */
  unmetInTop3: { profile: string; role: string }[];
  thin: { profile: string; topScore: number; confidence: number | null }[];
  perProfile: { profile: string; ndcg10: number; bm25Ndcg10: number }[];
}

export function evaluateSet(set: EvalSet, rank: (profileIndex: number) => Ranked[]): Report {
  const perProfile: Report['perProfile'] = [];
  const p5: number[] = [];
  const bm25P5: number[] = [];
  const grade0Scores: number[] = [];
  const byGrade: number[][] = [[], [], [], []];
  let bandSame = 0;
  let bandNear = 0;
  let pairs = 0;
  const unmetInTop3: Report['unmetInTop3'] = [];
  const thin: Report['thin'] = [];
  set.profiles.forEach((p, index) => {
    const grades = set.grades[p.id]!;
    const results = rank(index);
    const ids = results.map((r) => r.jobId);
    const bm25 = rankByBm25(
      p.profile,
      set.roles.map((r) => r.job),
    );
    perProfile.push({ profile: p.id, ndcg10: ndcgAt(10, ids, grades), bm25Ndcg10: ndcgAt(10, bm25, grades) });
    p5.push(precisionAt(5, ids, grades));
    bm25P5.push(precisionAt(5, bm25, grades));
    for (const r of results) {
      const g = grades[r.jobId] ?? 0;
      byGrade[g]!.push(r.score);
      if (g === 0) grade0Scores.push(r.score);
      const band = bandOf(r.score);
      pairs++;
      if (band === g) bandSame++;
      if (Math.abs(band - g) <= 1) bandNear++;
    }
    const unmet = new Set(set.unmet[p.id]);
    for (const r of results.slice(0, 3))
      if (unmet.has(r.jobId)) unmetInTop3.push({ profile: p.id, role: r.jobId });
    if (p.truth.thin) {
      thin.push({
        profile: p.id,
        topScore: results[0]?.score ?? 0,
        confidence: results[0]?.confidence ?? null,
      });
    }
  });
  return {
    ndcg10: mean(perProfile.map((x) => x.ndcg10)),
    p5: mean(p5),
    bm25Ndcg10: mean(perProfile.map((x) => x.bm25Ndcg10)),
    bm25P5: mean(bm25P5),
    highOnGrade0: grade0Scores.filter((s) => s >= 70).length / Math.max(1, grade0Scores.length),
    grade0AmongHigh:
      grade0Scores.filter((s) => s >= 70).length / Math.max(1, byGrade.flat().filter((s) => s >= 70).length),
    meanScoreByGrade: byGrade.map((scores) => Math.round(mean(scores) * 10) / 10),
    bandAgreement: bandSame / Math.max(1, pairs),
    bandWithinOne: bandNear / Math.max(1, pairs),
    unmetInTop3,
    thin,
    perProfile,
  };
}
