// The keyword-search baseline the engine is compared with: plain BM25 (k1 1.2, b 0.75) of the whole profile
// text as the query against each role's title, summary and description. Written independently of the engine
// (own tokenizer, no stemming, no synonyms) so that the comparison is with ordinary keyword search.
import type { AdvisorForMatching, JobForMatching } from '@server/features/matching/engine';

const STOP = new Set(
  'a an and are as at be by for from has have i in is it of on or our the to we with you your will this that who our us'.split(
    ' ',
  ),
);

const words = (text: string | null | undefined): string[] =>
  (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));

function profileText(a: AdvisorForMatching): string {
  const experience = Array.isArray(a.advisorExperience)
    ? a.advisorExperience.map((e) =>
        typeof e === 'string' ? e : [e.role, e.company, e.description].join(' '),
      )
    : [];
  return [...(a.skills ?? []), ...(a.industries ?? []), a.biography ?? '', ...experience].join(' ');
}

/** Role ids ordered by BM25 of the profile against each role, best first (ties by id). */
export function rankByBm25(advisor: AdvisorForMatching, jobs: readonly JobForMatching[]): string[] {
  const docs = jobs.map((j) => words([j.title, j.companySummary, j.jobDescription].join(' ')));
  const df = new Map<string, number>();
  for (const doc of docs) for (const w of new Set(doc)) df.set(w, (df.get(w) ?? 0) + 1);
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const query = new Set(words(profileText(advisor)));
  const n = docs.length;
  const scores = docs.map((doc) => {
    const tf = new Map<string, number>();
    for (const w of doc) tf.set(w, (tf.get(w) ?? 0) + 1);
    let score = 0;
    for (const q of query) {
      const f = tf.get(q);
      if (!f) continue;
      const idf = Math.log(1 + (n - df.get(q)! + 0.5) / (df.get(q)! + 0.5));
      score += (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * doc.length) / avg));
    }
    return score;
  });
  return jobs
    .map((j, i) => ({ id: String(j.id), score: scores[i]! }))
    .sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1))
    .map((r) => r.id);
}
