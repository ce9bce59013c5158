import { TriangleAlert } from 'lucide-react';
import { LOW_MATCH_CONFIDENCE, matchBandOf } from '@shared/match-bands';
import { Progress } from '@client/components/ui/progress';

/** The match score as a number, its band and a bar, with an honest note when confidence is low. */
export function ScoreMeter({
  score,
  confidence,
  lowConfidenceNote = 'Low confidence — complete your profile to improve matches',
}: {
  score: number;
  confidence: number;
  /** Who has to complete what: the advisor's own view and the company's view say it differently. */
  lowConfidenceNote?: string;
}) {
  const band = matchBandOf(score);
  return (
    <div className="flex w-full flex-col gap-2 sm:w-44">
      <div className="flex items-baseline gap-1.5">
        <span className="font-display text-3xl leading-none font-medium text-ink tabular-nums">{score}</span>
        <span className="text-sm text-muted">% match</span>
      </div>
      <Progress value={score} label={`Match score ${score}%`} tone="accent" />
      <p className="text-xs font-medium text-body">{band.label}</p>
      {confidence < LOW_MATCH_CONFIDENCE ? (
        <p className="flex items-start gap-1.5 text-xs leading-5 text-warning">
          <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {lowConfidenceNote} (confidence {Math.round(confidence * 100)}%)
        </p>
      ) : null}
    </div>
  );
}
