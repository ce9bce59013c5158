import { ChartNoAxesColumn } from 'lucide-react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/constants';
import { applicationStatusVariant, Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMatchAnalytics } from '../api/billing-queries';
import { formatLongDate } from '../lib/billing-format';

const STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  contacted: 'Contacted',
  rejected: 'Rejected',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-control border border-hairline bg-card px-4 py-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="font-display text-2xl leading-8 font-medium text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** 'Match analytics' (annual and lifetime): matches of the latest AI run, and applications by status. */
export function MatchAnalyticsPanel() {
  const analytics = useMatchAnalytics();
  return (
    <section aria-labelledby="match-analytics-title" className="flex flex-col gap-3">
      <h3 id="match-analytics-title" className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ChartNoAxesColumn aria-hidden className="size-4 text-accent-strong" />
        Match analytics
      </h3>
      {analytics.isPending ? (
        <div aria-busy className="grid grid-cols-2 gap-3">
          <span role="status" className="sr-only">
            Loading match analytics…
          </span>
          <Skeleton className="h-18" />
          <Skeleton className="h-18" />
        </div>
      ) : analytics.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-body">
          <span>Match analytics could not be loaded.</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void analytics.refetch()}
            loading={analytics.isFetching}
          >
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <Stat label="Matches" value={analytics.data.matches.total} />
            <Stat label="Applications" value={analytics.data.applications.total} />
          </dl>
          <ul aria-label="Applications by status" className="flex flex-wrap gap-2">
            {APPLICATION_STATUSES.map((status) => (
              <li key={status}>
                <Badge variant={applicationStatusVariant[status]}>
                  {STATUS_LABELS[status]}
                  <span className="tabular-nums">{analytics.data.applications.byStatus[status]}</span>
                </Badge>
              </li>
            ))}
          </ul>
          <p className="text-xs leading-5 text-muted">
            {analytics.data.matches.lastRunAt
              ? `Matches from your latest AI run on ${formatLongDate(analytics.data.matches.lastRunAt)}.`
              : 'Run AI matching to see how many roles fit your profile.'}
          </p>
        </>
      )}
    </section>
  );
}
