// The calibrated score bands of the matching engine (decision 017), shared by the server, the match cards and
// the applicant cards so a score reads the same on both sides.
export const MATCH_BANDS = [
  { min: 80, key: 'strong', label: 'Strong fit' },
  { min: 60, key: 'worth-a-look', label: 'Worth a look' },
  { min: 40, key: 'stretch', label: 'Stretch' },
  { min: 0, key: 'poor', label: 'Poor fit' },
] as const;

export type MatchBand = (typeof MATCH_BANDS)[number]['key'];

export const matchBandOf = (score: number) => MATCH_BANDS.find((band) => score >= band.min) ?? MATCH_BANDS[3];

/** Below this confidence the score rests on a thin profile, and every view says so. */
export const LOW_MATCH_CONFIDENCE = 0.6;
