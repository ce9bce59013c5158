import { CircleAlert, Sparkles } from 'lucide-react';
import type { MatchFit } from '@shared/schemas/jobs';
import { Badge } from '@client/components/ui/badge';

/** The reasons behind a score and the tensions that lowered it, as lists a screen reader can name. */
export function MatchExplanation({ fit }: { fit: Pick<MatchFit, 'reasons' | 'tensions'> }) {
  if (fit.reasons.length === 0 && fit.tensions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {fit.reasons.length > 0 ? (
        <ul aria-label="Why it matches" className="flex flex-wrap gap-2">
          {fit.reasons.slice(0, 3).map((reason) => (
            <li key={reason}>
              <Badge variant="accent" className="h-auto min-h-6 py-1 leading-4 whitespace-normal">
                <Sparkles aria-hidden />
                {reason}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {fit.tensions.length > 0 ? (
        <ul aria-label="What lowers the match" className="flex flex-col gap-1 text-sm text-body">
          {fit.tensions.map((tension) => (
            <li key={tension} className="flex items-start gap-1.5">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
              {tension}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
