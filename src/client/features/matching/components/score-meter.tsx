import { TriangleAlert } from 'lucide-react';
import { Progress } from '@client/components/ui/progress';

/** Below this the score rests on a thin profile, and the card says so instead of implying precision. */
export const LOW_CONFIDENCE = 0.6;

/** The match score as a number and a bar, with an honest note when confidence is low. */
export function ScoreMeter({ score, confidence }: { score: number; confidence: number }) {
  return (
    <div className="flex w-full flex-col gap-2 sm:w-44">
      <div className="flex items-baseline gap-1.5">
        <span className="font-display text-3xl leading-none font-medium text-ink tabular-nums">{score}</span>
        <span className="text-sm text-muted">% match</span>
      </div>
      <Progress value={score} label={`Match score ${score}%`} tone="accent" />
      {confidence < LOW_CONFIDENCE ? (
        <p className="flex items-start gap-1.5 text-xs leading-5 text-warning">
          <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          Low confidence — complete your profile to improve matches
        </p>
      ) : null}
    </div>
  );
}
