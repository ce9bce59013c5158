// Combining the signals into one honest score: the weighted average of the signals (weights.ts), shrunk toward
// a low prior by (1 - confidence), and capped for hard mismatches. `scoreJob` scores a single role.
import { prepareAdvisor, type PreparedAdvisor } from './advisor';
import { explain } from './explain';
import { buildJobIndex, type JobIndex, type PreparedJob } from './job-index';
import { relevanceFor } from './relevance';
import { computeSignals, signalValues, type SignalValues, type Signals } from './signals';
import type { AdvisorForMatching, JobForMatching, MatchResult } from './types';
import { PRACTICAL_GATE, SCORE_BANDS, SCORE_PRIOR, normalizedWeights, type SignalName } from './weights';

export interface Evaluation {
  readonly signals: Signals;
  /** Normalized weights used (the semantic weight is redistributed when there is no semantic value). */
  readonly weights: Readonly<Record<SignalName, number>>;
  /** Weighted average of the signals, 0–1. */
  readonly raw: number;
  readonly confidence: number;
  /** Final score before rounding, 0–100. */
  readonly precise: number;
  readonly score: number;
  readonly hardMismatch: boolean;
}

const PRIOR = SCORE_PRIOR;
const HARD_MAX = SCORE_BANDS.hardMax;
const FEASIBLE_MIN = SCORE_BANDS.feasibleMin;
const GATE_FLOOR = PRACTICAL_GATE.floor;
const GATE_FULL_AT = PRACTICAL_GATE.fullAt;
const WITH_SEMANTIC = normalizedWeights(true);
const WITHOUT_SEMANTIC = normalizedWeights(false);

export const weightsFor = (values: SignalValues) =>
  values.semantic === null ? WITHOUT_SEMANTIC : WITH_SEMANTIC;

/** Weighted average of the signal values (0–1), the practical signals gated by substance (PRACTICAL_GATE). */
export function weightedAverage(v: SignalValues): number {
  const w = weightsFor(v);
  const semantic = v.semantic ?? 0;
  const substance =
    w.function * v.function +
    w.industry * v.industry +
    w.skills * v.skills +
    w.text * v.text +
    w.semantic * semantic;
  const substanceWeight = w.function + w.industry + w.skills + w.text + w.semantic;
  const practical =
    w.workMode * v.workMode +
    w.engagement * v.engagement +
    w.compensation * v.compensation +
    w.location * v.location +
    w.experience * v.experience +
    w.advisory * v.advisory;
  const relevance = substanceWeight > 0 ? substance / substanceWeight : 0;
  const gate = GATE_FLOOR + (1 - GATE_FLOOR) * Math.min(1, relevance / GATE_FULL_AT);
  return substance + practical * gate;
}

/** How far the role itself can be judged: a role with little text or no industry is partly guesswork. */
export function jobConfidence(job: PreparedJob): number {
  let factor = 1;
  if (job.text.thin) factor -= 0.1;
  if (job.industry.unknown) factor -= 0.05;
  if (!job.engagement) factor -= 0.025;
  if (!job.compensation) factor -= 0.025;
  return factor;
}

/** The final score before rounding (0–100): the weighted average shrunk toward the prior by (1 - confidence),
 * then placed in its band (SCORE_BANDS). */
export function finalScore(raw: number, confidence: number, hardMismatch: boolean, checkFactor = 1): number {
  const precise = checkFactor * Math.min(100, Math.max(0, 100 * (PRIOR + (raw - PRIOR) * confidence)));
  return hardMismatch ? (HARD_MAX * precise) / 100 : Math.max(FEASIBLE_MIN, precise);
}

/** The unrounded score of one role, without evidence or allocation (`scratch` is reused across roles). */
export function preciseScore(
  a: PreparedAdvisor,
  job: PreparedJob,
  text: number,
  customMatched: number,
  cosine: number | null | undefined,
  scratch: SignalValues,
): number {
  const values = signalValues(a, job, text, customMatched, cosine, scratch);
  return finalScore(
    weightedAverage(values),
    a.confidence * jobConfidence(job),
    values.hardMismatch,
    values.checkFactor,
  );
}

/** The score of one role with all its evidence. */
export function evaluate(
  a: PreparedAdvisor,
  job: PreparedJob,
  text: number,
  customMatched: number,
  cosine?: number | null,
): Evaluation {
  const signals = computeSignals(a, job, text, customMatched, cosine);
  const raw = weightedAverage(signals);
  const confidence = a.confidence * jobConfidence(job);
  const precise = finalScore(raw, confidence, signals.hardMismatch, signals.checkFactor);
  return {
    signals,
    weights: weightsFor(signals),
    raw,
    confidence,
    precise,
    score: Math.round(precise),
    hardMismatch: signals.hardMismatch,
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
  const doc = prepared.text.doc;
  const ev = evaluate(a, prepared, relevance.text[doc]!, relevance.custom[doc]!, context.similarity);
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
