// Combining the signals into one honest score: the fitted model's calibrated score (model.ts, decision 037), kept
// below the strong band by an unmet stated requirement, shrunk toward a low prior by (1 - confidence), and capped
// for hard mismatches. `scoreJob` scores a single role.
import { prepareAdvisor, type PreparedAdvisor } from './advisor';
import { explain } from './explain';
import { BOARD_GAP_LIFT, gapShare } from './board-gaps';
import { tokenize } from './normalize';
import { generalIdf } from './word-vectors';
import { buildJobIndex, type JobIndex, type PreparedJob } from './job-index';
import { emptyFeatures, featuresInto } from './features';
import { MODEL_THRESHOLDS, bandScore, linearScore } from './model';
import { relevanceFor, type AdvisorRelevance } from './relevance';
import { computeSignals, emptySignalValues, semanticValue, type SignalValues, type Signals } from './signals';
import type { AdvisorForMatching, JobForMatching, MatchResult } from './types';
import {
  SCORE_BANDS,
  SCORE_PRIOR,
  SEMANTIC_NUDGE,
  UNMET_REQUIREMENT_MAX,
  normalizedWeights,
  type SignalName,
} from './weights';

export interface Evaluation {
  readonly signals: Signals;
  /** Signal weights, only to order the reasons by what they contribute. */
  readonly weights: Readonly<Record<SignalName, number>>;
  /** The model's features (model.ts FEATURES) and its linear score. */
  readonly features: Float64Array;
  readonly z: number;
  /** The calibrated score before the profile's confidence shrinks it, 0–1. */
  readonly raw: number;
  readonly confidence: number;
  /** Final score before rounding, 0–100. */
  readonly precise: number;
  readonly score: number;
  readonly hardMismatch: boolean;
  /** The profile's words the role's text shares, strongest first (quoted in reasons). */
  readonly sharedWords: readonly SharedWord[];
}

export interface SharedWord {
  /** The advisor's own word. */
  word: string;
  /** Where the profile says it ('your biography', 'your skill “Risk Management”'). */
  where: string;
  /** Whether the role's title has it (else its summary or description). */
  inTitle: boolean;
  /** Rare enough in English at large to say something ('solvency', not 'companies'): only these are quoted. */
  distinctive: boolean;
}

/** General IDF from which a shared word is worth quoting (about the 1 100th most common English word). */
const DISTINCTIVE_IDF = 2.5;

/** The query words that carry a role's text relevance, strongest first. */
function sharedWords(a: PreparedAdvisor, job: PreparedJob, relevance: AdvisorRelevance): SharedWord[] {
  const doc = job.text.doc;
  const scored: { stem: string; value: number }[] = [];
  for (const q of relevance.terms) {
    const value = q.weight * relevance.bm25.termScore(q.term, doc);
    if (value > 0) scored.push({ stem: q.stem, value });
  }
  scored.sort((x, y) => y.value - x.value);
  const title = new Set(tokenize(job.job.title));
  const out: SharedWord[] = [];
  for (const { stem } of scored) {
    const source = a.termSource.get(stem);
    if (!source) continue;
    out.push({
      word: source.word,
      where: source.where,
      inTitle: title.has(stem),
      distinctive: generalIdf(stem) >= DISTINCTIVE_IDF,
    });
    if (out.length === 6) break;
  }
  return out;
}

const PRIOR = SCORE_PRIOR;
const HARD_MAX = SCORE_BANDS.hardMax;
const FEASIBLE_MIN = SCORE_BANDS.feasibleMin;
const WEIGHTS_FOR_REASONS = normalizedWeights(false);

/** How far the role itself can be judged: a role with little text or no industry is partly guesswork. */
export function jobConfidence(job: PreparedJob): number {
  let factor = 1;
  if (job.text.thin) factor -= 0.1;
  if (job.industry.unknown) factor -= 0.05;
  if (!job.engagement) factor -= 0.025;
  if (!job.compensation) factor -= 0.025;
  return factor;
}

/**
 * The final score before rounding (0–100): the model's calibrated score (model.ts), kept below the strong band
 * when a stated requirement is unmet, shrunk toward the prior by (1 - confidence) so a thin profile cannot score
 * high, and mapped into 0–hardMax for a hard mismatch (SCORE_BANDS). An optional embeddings provider's similarity
 * nudges z (SEMANTIC_NUDGE): it cannot be fitted offline, so it moves a score by at most a few points.
 */
export function finalScore(
  z: number,
  confidence: number,
  hardMismatch: boolean,
  unmetRequirement: boolean,
  semantic: number | null = null,
  thresholds: readonly [number, number, number] = MODEL_THRESHOLDS,
  boardGapShare = 0,
): { raw: number; precise: number } {
  let raw = bandScore(z + (semantic === null ? 0 : SEMANTIC_NUDGE * (semantic - 0.5)), thresholds) / 100;
  if (unmetRequirement) raw = Math.min(raw, UNMET_REQUIREMENT_MAX / 100);
  let precise = Math.min(100, Math.max(0, 100 * (PRIOR + (raw - PRIOR) * confidence)));
  // The board's skill gaps the advisor fills lift the score a little (decision 051): at most BOARD_GAP_LIFT points,
  // their share of the gaps, times the confidence (a thin profile cannot climb on it). Never for a role with an
  // unmet requirement or a hard mismatch. Without gaps the share is 0 and nothing changes.
  if (boardGapShare > 0 && !unmetRequirement && !hardMismatch) {
    precise = Math.min(100, precise + BOARD_GAP_LIFT * boardGapShare * confidence);
  }
  return { raw, precise: hardMismatch ? (HARD_MAX * precise) / 100 : Math.max(FEASIBLE_MIN, precise) };
}

/** The unrounded score of one role, without evidence or allocation (`scratch` and `x` are reused across roles). */
export function preciseScore(
  a: PreparedAdvisor,
  job: PreparedJob,
  relevance: AdvisorRelevance,
  cosine: number | null | undefined,
  scratch: SignalValues,
  x: Float64Array,
): number {
  const v = featuresInto(a, job, relevance, x, scratch);
  return finalScore(
    linearScore(x),
    a.confidence * jobConfidence(job),
    v.hardMismatch,
    v.unmetRequirement,
    semanticValue(cosine),
    MODEL_THRESHOLDS,
    gapShare(a, job.boardGaps),
  ).precise;
}

/** The score of one role with all its evidence. */
export function evaluate(
  a: PreparedAdvisor,
  job: PreparedJob,
  relevance: AdvisorRelevance,
  cosine?: number | null,
): Evaluation {
  const doc = job.text.doc;
  const signals = computeSignals(a, job, relevance.text[doc]!, relevance.custom[doc]!, cosine);
  const features = emptyFeatures();
  featuresInto(a, job, relevance, features, emptySignalValues());
  const z = linearScore(features);
  const confidence = a.confidence * jobConfidence(job);
  const { raw, precise } = finalScore(
    z,
    confidence,
    signals.hardMismatch,
    signals.unmetRequirement,
    semanticValue(cosine),
    MODEL_THRESHOLDS,
    gapShare(a, job.boardGaps),
  );
  return {
    signals,
    weights: WEIGHTS_FOR_REASONS,
    features,
    z,
    raw,
    confidence,
    precise,
    score: Math.round(precise),
    hardMismatch: signals.hardMismatch,
    sharedWords: sharedWords(a, job, relevance),
  };
}

export function toMatchResult(a: PreparedAdvisor, job: PreparedJob, ev: Evaluation): MatchResult {
  const { reasons, tensions, improvements } = explain(a, job, ev);
  return {
    jobId: job.id,
    score: ev.score,
    confidence: Math.round(ev.confidence * 100) / 100,
    reasons,
    tensions,
    improvements,
    hardMismatch: ev.hardMismatch,
  };
}

export interface ScoreContext {
  /** The index of the set being ranked (for IDF); without it the job is scored as a set of one. */
  index?: JobIndex;
  /** Cosine similarity from a SimilarityProvider, when one is configured. */
  similarity?: number | null;
}

/** The advisor prepared and the role's evaluation, shared by scoreJob and scoreOnly. */
function evaluateOne(advisor: AdvisorForMatching, job: JobForMatching, context: ScoreContext) {
  let index = context.index;
  let position = index ? index.positionOf(String(job.id)) : -1;
  if (!index || position < 0) {
    index = buildJobIndex([job]);
    position = 0;
  }
  const a = prepareAdvisor(advisor);
  const prepared = index.jobs[position]!;
  const relevance = relevanceFor(a, index);
  const ev = evaluate(a, prepared, relevance, context.similarity);
  return { a, prepared, ev };
}

/** Scores one role for one advisor. Prefer rankJobs for many roles: it shares the work across them. */
export function scoreJob(
  advisor: AdvisorForMatching,
  job: JobForMatching,
  context: ScoreContext = {},
): MatchResult {
  const { a, prepared, ev } = evaluateOne(advisor, job, context);
  return toMatchResult(a, prepared, ev);
}

/** `scoreJob(...).score` without the reasons, tensions and improvements (stored fits, decision 030). */
export function scoreOnly(
  advisor: AdvisorForMatching,
  job: JobForMatching,
  context: ScoreContext = {},
): number {
  return evaluateOne(advisor, job, context).ev.score;
}
