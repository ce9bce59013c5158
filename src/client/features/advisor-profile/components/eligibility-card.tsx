import { CircleCheck, CircleDashed } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ErrorState } from '@client/components/ui/error-state';
import { Progress } from '@client/components/ui/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { useEligibility } from '../api/advisor-profile-queries';
import { eligibilityItemLabel } from '../lib/labels';

/** Profile strength: the completion percentage the matching uses, and what is still missing. */
export function EligibilityCard() {
  const query = useEligibility();
  return (
    <Card aria-labelledby="eligibility-title" role="region" aria-busy={query.isPending || undefined}>
      <CardHeader>
        <CardTitle as="h2" id="eligibility-title">
          Profile strength
        </CardTitle>
        <CardDescription>AI matching opens at {LIMITS.eligibilityThreshold}% complete.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : query.isError ? (
          <ErrorState
            className="border-0 px-0 py-2 shadow-none"
            message="We couldn’t check your profile strength. Please try again."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="flex items-baseline gap-2">
              <span className="font-display text-4xl font-medium text-ink">
                {query.data.completionPercentage}%
              </span>
              <span className="text-sm text-muted">complete</span>
            </p>
            <Progress
              value={query.data.completionPercentage}
              label="Profile completion"
              tone={query.data.isEligible ? 'accent' : 'ink'}
            />
            {query.data.isEligible ? (
              <p className="flex items-start gap-2 text-sm text-success">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
                Your profile is ready for AI matching.
              </p>
            ) : (
              <p className="text-sm text-body">Complete a few more details to unlock AI matching.</p>
            )}
            {query.data.missing.length > 0 ? (
              <div>
                <p className="text-xs font-medium tracking-wide text-muted uppercase">Still to add</p>
                <ul className="mt-2 flex flex-col gap-1.5">
                  {query.data.missing.map((field) => (
                    <li key={field} className="flex items-center gap-2 text-sm text-body">
                      <CircleDashed aria-hidden className="size-4 shrink-0 text-muted" />
                      {eligibilityItemLabel(field)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
