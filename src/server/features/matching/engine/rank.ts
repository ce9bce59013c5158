// Ranking every role for one advisor. The index (tokenized text, BM25 postings) is built once per call — or
// passed in prebuilt — and each role is then scored with array lookups and bit operations only. Results are
// sorted by score descending; at equal scores feasible roles come before hard mismatches, then the higher
// unrounded score, then the lower job id, so the order is deterministic.
import { prepareAdvisor, type PreparedAdvisor } from './advisor';
import { buildJobIndex, isJobIndex, type JobIndex } from './job-index';
import { relevanceFor, type AdvisorRelevance } from './relevance';
import { evaluate, preciseScore, toMatchResult } from './score';
import { emptySignalValues } from './signals';
import { emptyFeatures } from './features';
import type { AdvisorForMatching, JobForMatching, MatchResult, SimilarityProvider } from './types';
import { SEMANTIC_CANDIDATES } from './weights';

export interface OfflineRankOptions {
  /** Return only the best `limit` results (reasons and improvements are built only for those). */
  limit?: number;
  /** Cosine similarities by job id, computed beforehand by a SimilarityProvider. */
  similarities?: ReadonlyMap<string, number>;
}

export interface RankOptions extends OfflineRankOptions {
  /** The optional semantic component. When absent, ranking is fully offline (its weight is redistributed). */
  similarity?: SimilarityProvider;
  /** How many of the best offline candidates get a semantic score (default SEMANTIC_CANDIDATES). */
  semanticCandidates?: number;
  /** Called when the provider fails; the ranking then falls back to offline scores. */
  onSimilarityError?: (error: unknown) => void;
}

/** Resolution of the unrounded score in the sort key (1/10 000 of a point). */
const KEY_SCALE = 10_000;
/** Sort key layout, as one float: score × 2e7 + (feasible ? 1e7 : 0) + unrounded score × 1e4. */
const KEY_SCORE = 2 * KEY_SCALE * 1000;
const KEY_FEASIBLE = KEY_SCALE * 1000;
const KEY_MAX = 101 * KEY_SCORE;

interface Ranked {
  index: JobIndex;
  advisor: PreparedAdvisor;
  relevance: AdvisorRelevance;
  /** Positions in the index, best first. */
  order: Int32Array;
}

function rankPositions(
  advisor: AdvisorForMatching | PreparedAdvisor,
  jobs: readonly JobForMatching[] | JobIndex,
  similarities: ReadonlyMap<string, number> | undefined,
): Ranked {
  const index = isJobIndex(jobs) ? jobs : buildJobIndex(jobs);
  const a = isPrepared(advisor) ? advisor : prepareAdvisor(advisor);
  const relevance = relevanceFor(a, index);
  const n = index.size;
  // One float per role: the inverted score key times n, plus the position; a plain numeric sort orders by
  // score and keeps equal scores together, and the runs of equal scores are then ordered by id.
  const keys = new Float64Array(n);
  const scratch = emptySignalValues();
  const x = emptyFeatures();
  for (let i = 0; i < n; i++) {
    const job = index.jobs[i]!;
    const cosine = similarities?.get(job.id);
    const precise = preciseScore(a, job, relevance, cosine, scratch, x);
    const feasible = scratch.hardMismatch ? 0 : KEY_FEASIBLE;
    const scoreKey = Math.round(precise) * KEY_SCORE + feasible + Math.round(precise * KEY_SCALE);
    keys[i] = (KEY_MAX - scoreKey) * n + i;
  }
  keys.sort();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = keys[i]! % n;
  // Equal scores (same unrounded score): order each run by job id.
  for (let start = 0; start < n;) {
    const bucket = Math.floor(keys[start]! / n);
    let end = start + 1;
    while (end < n && Math.floor(keys[end]! / n) === bucket) end++;
    if (end - start > 1) sortRunById(order, start, end, index);
    start = end;
  }
  return { index, advisor: a, relevance, order };
}

function results(ranked: Ranked, limit: number | undefined, similarities?: ReadonlyMap<string, number>) {
  const { index, advisor: a, relevance, order } = ranked;
  const count = Math.min(order.length, limit ?? order.length);
  const out: MatchResult[] = new Array<MatchResult>(count);
  for (let r = 0; r < count; r++) {
    const job = index.jobs[order[r]!]!;
    const ev = evaluate(a, job, relevance, similarities?.get(job.id));
    out[r] = toMatchResult(a, job, ev);
  }
  return out;
}

function sortRunById(order: Int32Array, start: number, end: number, index: JobIndex) {
  const run = Array.from(order.subarray(start, end)).sort((x, y) => {
    const a = index.jobs[x]!.id;
    const b = index.jobs[y]!.id;
    return a < b ? -1 : a > b ? 1 : x - y;
  });
  order.set(run, start);
}

const isPrepared = (value: AdvisorForMatching | PreparedAdvisor): value is PreparedAdvisor =>
  'query' in value && value.query instanceof Map;

/**
 * Ranks roles for an advisor, offline and synchronously: every role gets a score 0–100, a confidence, up to 4
 * reasons, up to 3 improvements and a hard-mismatch flag. `jobs` may be a prebuilt index (buildJobIndex) to
 * share the text work across advisors.
 */
export function rankJobsOffline(
  advisor: AdvisorForMatching,
  jobs: readonly JobForMatching[] | JobIndex,
  options: OfflineRankOptions = {},
): MatchResult[] {
  const ranked = rankPositions(advisor, jobs, options.similarities);
  return results(ranked, options.limit, options.similarities);
}

/**
 * Ranks roles for an advisor (see rankJobsOffline). With a `similarity` provider, the best offline candidates
 * are sent to it and everything is ranked again with their similarities; without one (or when it fails) the
 * result is exactly rankJobsOffline's.
 */
export async function rankJobs(
  advisor: AdvisorForMatching,
  jobs: readonly JobForMatching[] | JobIndex,
  options: RankOptions = {},
): Promise<MatchResult[]> {
  const provider = options.similarity;
  if (!provider) return rankJobsOffline(advisor, jobs, options);
  const index = isJobIndex(jobs) ? jobs : buildJobIndex(jobs);
  const a = prepareAdvisor(advisor);
  const offline = rankPositions(a, index, options.similarities);
  const candidates = Array.from(
    offline.order.subarray(0, options.semanticCandidates ?? SEMANTIC_CANDIDATES),
    (position) => index.jobs[position]!.job,
  );
  let similarities: Map<string, number>;
  try {
    similarities = new Map(options.similarities ?? []);
    for (const [id, value] of await provider.similarity(a.text, candidates)) similarities.set(id, value);
  } catch (error) {
    options.onSimilarityError?.(error);
    return results(offline, options.limit, options.similarities);
  }
  const ranked = rankPositions(a, index, similarities);
  return results(ranked, options.limit, similarities);
}
