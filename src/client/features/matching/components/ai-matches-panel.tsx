import { Link } from 'react-router';
import { Hourglass, Search, SearchX, Sparkles, UserPen } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import type { MatchFit, MatchRun, UnlockedJobCard } from '@shared/schemas/jobs';
import { Button, buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { paths } from '@client/lib/paths';
import { useLatestRun } from '../api/matching-queries';
import { MATCHING_FAILED, type MatchRunnerState } from '../api/use-match-runner';
import { formatDate } from '@client/lib/job-text';
import { RoleCard } from './role-card';
import { RoleList, RoleListSkeleton, UpgradeNotice, type PageControls } from './role-list';

interface AiMatchesPanelProps {
  page: number;
  pageHref: (page: number) => string;
  onPageChange: (page: number) => void;
  runner: MatchRunnerState;
  onMatch: () => void;
  /** Shows the progress of a run that is still going (after Cancel, or from an earlier visit). */
  onResume: (run: MatchRun) => void;
  onSearchManually: () => void;
  onLearnMore: (job: UnlockedJobCard, match?: MatchFit) => void;
}

/** AI mode: the latest run's results, best first, 10 per page; or the empty, running and error states. */
export function AiMatchesPanel({
  page,
  pageHref,
  onPageChange,
  runner,
  onMatch,
  onResume,
  onSearchManually,
  onLearnMore,
}: AiMatchesPanelProps) {
  const query = useLatestRun(page);
  const matching = runner.phase === 'checking' || runner.phase === 'running';

  if (runner.phase === 'failed') {
    return <ErrorState message={runner.message} onRetry={onMatch} retrying={matching} />;
  }
  if (query.isPending) return <RoleListSkeleton withScore label="Loading your matches…" />;
  if (query.isError) {
    return (
      <ErrorState
        message={MATCHING_FAILED}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const run = query.data;
  if (run?.status === 'running') {
    if (matching) return <RoleListSkeleton withScore label="Matching in progress…" />;
    return (
      <EmptyState
        icon={Hourglass}
        title="Matching is still running"
        description="Your latest AI match run is still ranking roles. It only takes a few seconds."
        action={
          <Button variant="outline" onClick={() => onResume(run)}>
            Show progress
          </Button>
        }
      />
    );
  }
  if (run?.status === 'failed') {
    return <ErrorState message={run.error ?? MATCHING_FAILED} onRetry={onMatch} retrying={matching} />;
  }

  const results = run?.results ?? null;
  if (!results || results.total === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No Matches Found"
        description={
          run
            ? 'None of the open roles fit your profile closely enough yet. Adding industries, skills and a fuller biography helps, or you can browse every open role yourself.'
            : 'You have not run AI matching yet. It ranks every open role against your profile and explains each match.'
        }
        action={
          <>
            <Link to={paths.myProfile()} className={buttonClasses({ variant: 'outline' })}>
              <UserPen aria-hidden />
              Update Profile
            </Link>
            <Button onClick={onMatch} loading={matching}>
              {matching ? null : <Sparkles aria-hidden />}
              Match with AI
            </Button>
            <Button variant="outline" onClick={onSearchManually}>
              <Search aria-hidden />
              Search Manually
            </Button>
          </>
        }
      />
    );
  }

  const items = [...results.items].sort((a, b) => b.score - a.score);
  const anyLocked = items.some((item) => item.job.locked);
  const controls: PageControls = {
    page: results.page,
    pageCount: results.pageCount,
    getHref: pageHref,
    onPageChange,
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">
        <span className="font-medium text-ink tabular-nums">{results.total}</span>{' '}
        {results.total === 1 ? 'match' : 'matches'}, best first · matched {formatDate(run!.createdAt)}
      </p>
      {anyLocked ? (
        <UpgradeNotice>
          Your free plan shows full details for your top {LIMITS.freeUnlockedResults} matches. Upgrade to see
          every company, salary and description.
        </UpgradeNotice>
      ) : null}
      <RoleList label="Your matches" busy={query.isPlaceholderData} pagination={controls}>
        {items.map(({ job, ...match }, index) => (
          // A locked match names no role, so it has no id: its place on the page is its key.
          <li key={job.locked ? `locked-${results.page}-${index}` : job.id}>
            <RoleCard job={job} match={match} onLearnMore={onLearnMore} />
          </li>
        ))}
      </RoleList>
    </div>
  );
}
