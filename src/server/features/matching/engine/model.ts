// The score, from a model fitted on the tuning parts of the hand-graded sets (scripts/fit-matching.ts, decision
// 037) rather than weights set by hand. Each (advisor, role) pair is described by FEATURES — text relevance over
// the whole posting and profile (the backbone), its meaning from the word resource, the labels and preferences,
// and one bit per explicit check that failed — and an ordinal logistic regression gives a linear score z with
// P(grade ≥ k) = σ(z − θk). The thresholds θ1..θ3, fitted on held-out (cross-validated) predictions, place the
// bands: z = θ3 is 80 ("put forward first" is as likely as not), θ2 is 60, θ1 is 40; the score moves linearly
// between them and flattens smoothly beyond, so it never ties at the ends.
import fitted from './model.json' with { type: 'json' };

export const FEATURES = [
  'text',
  'textGeneral',
  'textPosting',
  'textExpanded',
  'titleCoverage',
  'textPlain',
  'titleText',
  'meaning',
  'titleMeaning',
  'titleMatch',
  'industry',
  'skills',
  'workMode',
  'engagement',
  'compensation',
  'location',
  'experience',
  'advisory',
  'requirement',
  'language',
  'languagePreferred',
  'junior',
  'overreach',
  'presenceFrequent',
  'presenceOccasional',
  'presenceFar',
  'equity',
  'unpaid',
  'fullTime',
  'writtenInYours',
] as const;
export type FeatureName = (typeof FEATURES)[number];

export interface FittedModel {
  features: readonly string[];
  weights: readonly number[];
  /** θ1, θ2, θ3 on the scale of z. */
  thresholds: readonly [number, number, number];
}

function load(model: FittedModel): Float64Array {
  const weights = new Float64Array(FEATURES.length);
  model.features.forEach((name, i) => {
    const at = FEATURES.indexOf(name as FeatureName);
    if (at < 0) throw new Error(`matching: model.json names an unknown feature ${name}`);
    weights[at] = model.weights[i]!;
  });
  return weights;
}

const MODEL = fitted as unknown as FittedModel;
export const MODEL_WEIGHTS = load(MODEL);
const [T1, T2, T3] = MODEL.thresholds;

export function linearScore(x: Float64Array, weights: Float64Array = MODEL_WEIGHTS): number {
  let z = 0;
  for (let i = 0; i < weights.length; i++) z += weights[i]! * x[i]!;
  return z;
}

/** The calibrated score 0–100 of a linear score (see the header). */
export function bandScore(
  z: number,
  thresholds: readonly [number, number, number] = MODEL.thresholds,
): number {
  const [t1, t2, t3] = thresholds;
  const low = Math.max(1e-6, t2 - t1);
  const high = Math.max(1e-6, t3 - t2);
  if (z >= t3) return 80 + 20 * (1 - Math.exp(-(z - t3) / high));
  if (z >= t2) return 60 + (20 * (z - t2)) / high;
  if (z >= t1) return 40 + (20 * (z - t1)) / low;
  return 40 * Math.exp(-(t1 - z) / (2 * low));
}

export const MODEL_THRESHOLDS = [T1, T2, T3] as const;

/** Whether the model gives a feature any weight: features it does not use are not computed (the word-vector ones
 * cost a pass over every role's words). The fitting script computes all of them. */
export const usesFeature = (name: FeatureName, weights: Float64Array = MODEL_WEIGHTS): boolean =>
  weights[FEATURES.indexOf(name)] !== 0;

let everything = false;
/** For the fitting script only: compute every feature, used or not. */
export function computeAllFeatures(): void {
  everything = true;
}
export const computes = (name: FeatureName): boolean => everything || usesFeature(name);
