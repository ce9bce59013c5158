// Ranking-quality measures over graded labels (GRADING.md) and the score bands of decision 017.
import type { Grade } from './source/grading';

/** NDCG@k with gains 2^grade − 1; the ideal ranking is every graded role sorted by grade. */
export function ndcgAt(
  k: number,
  ranked: readonly string[],
  grades: Readonly<Record<string, Grade>>,
): number {
  const dcg = (list: readonly number[]) =>
    list.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(grades).sort((a, b) => b - a));
  if (ideal === 0) return 1;
  return dcg(ranked.map((id) => grades[id] ?? 0)) / ideal;
}

/** Share of the top k graded 2 or 3 ("worth putting forward"). */
export function precisionAt(
  k: number,
  ranked: readonly string[],
  grades: Readonly<Record<string, Grade>>,
): number {
  const top = ranked.slice(0, k);
  return top.filter((id) => (grades[id] ?? 0) >= 2).length / Math.max(1, top.length);
}

/** The best P@5 any ranking could reach given the grades: min(5, roles graded 2 or 3) / 5. An advisor with two
 * roles worth putting forward in a part cannot have a P@5 above 0.4, however good the ranking. */
export function p5Ceiling(grades: Readonly<Record<string, number>>): number {
  return Math.min(5, Object.values(grades).filter((g) => g >= 2).length) / 5;
}

/** The band a score falls in (decision 017): 3 strong (80+), 2 worth a look (60–79), 1 stretch (40–59), 0 poor. */
export const bandOf = (score: number): Grade => (score >= 80 ? 3 : score >= 60 ? 2 : score >= 40 ? 1 : 0);

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
