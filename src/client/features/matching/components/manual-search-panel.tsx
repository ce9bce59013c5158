import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BellPlus, SearchX, X } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import type { JobFilters, UnlockedJobCard } from '@shared/schemas/jobs';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { useJobList } from '../api/matching-queries';
import { activeFilterCount, type FilterName } from '../lib/search-params';
import { JobFiltersForm } from './job-filters';
import { RoleFeedLinks } from './role-feed-links';
import { RoleCard } from './role-card';
import { RoleList, RoleListSkeleton, UpgradeNotice } from './role-list';

export const JOBS_LOAD_FAILED = 'Failed to load job positions. Please try again.';

interface ManualSearchPanelProps {
  filters: JobFilters;
  onFilterChange: (name: FilterName, value: string) => void;
  onClear: () => void;
  pageHref: (page: number) => string;
  onPageChange: (page: number) => void;
  onLearnMore: (job: UnlockedJobCard) => void;
}

// Saved searches with alerts (decision 045): "Save this search" opens the save form in a dialog with its own chunk
// (the search page's initial JavaScript has no room for it: npm run size), fetched when the button is pointed at or
// focused; with no filter chosen there is nothing to save, and the link leads to the saved searches in Settings.
const loadSaveSearchDialog = () => import('./saved-searches/save-search-dialog');
const SaveSearchDialog = lazy(() => loadSaveSearchDialog().then((m) => ({ default: m.SaveSearchDialog })));
const prefetchSaveSearchDialog = () => void loadSaveSearchDialog().catch(() => undefined);

function SaveSearchControl({ filters, filtered }: { filters: JobFilters; filtered: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!filtered) {
    return (
      <Link
        to="/settings#saved-searches"
        className="self-start text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
      >
        Saved searches
      </Link>
    );
  }
  const { page: _page, ...searchFilters } = filters;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onPointerEnter={prefetchSaveSearchDialog}
        onFocus={prefetchSaveSearchDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <BellPlus aria-hidden className="size-4" />
        Save this search
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} filters={searchFilters} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Manual mode: every open role, filtered and paginated by the server, newest first. */
export function ManualSearchPanel({
  filters,
  onFilterChange,
  onClear,
  pageHref,
  onPageChange,
  onLearnMore,
}: ManualSearchPanelProps) {
  const query = useJobList(filters);
  const filtered = activeFilterCount(filters) > 0;

  return (
    <section aria-labelledby="manual-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="manual-title" className="font-display text-2xl font-medium">
          Explore Open Advisory Roles
        </h2>
        <p className="text-sm text-muted">Browse every open board and advisory role, newest first.</p>
      </div>
      <JobFiltersForm filters={filters} onChange={onFilterChange} onClear={onClear} />
      <RoleFeedLinks filters={filters} />
      <SaveSearchControl filters={filters} filtered={filtered} />
      {query.isPending ? (
        <RoleListSkeleton label="Loading open roles…" />
      ) : query.isError ? (
        <ErrorState
          message={JOBS_LOAD_FAILED}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.total === 0 ? (
        <EmptyState
          icon={SearchX}
          title={filtered ? 'No roles match these filters' : 'No open roles right now'}
          description={
            filtered
              ? 'Try fewer or broader filters: text filters match any part of a title, industry, city, country or company.'
              : 'New board and advisory roles are posted every week. Check back soon.'
          }
          action={
            filtered ? (
              <Button variant="outline" onClick={onClear}>
                <X aria-hidden />
                Clear Filters
              </Button>
            ) : null
          }
        />
      ) : (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-muted" aria-live="polite">
            {query.isPlaceholderData ? (
              // The cards below are still the previous filters' results: no count may claim to match the new ones.
              'Updating results…'
            ) : (
              <>
                <span className="font-medium text-ink tabular-nums">{query.data.total}</span>{' '}
                {query.data.total === 1 ? 'open role' : 'open roles'}
                {filtered ? ' match your filters' : ''}
              </>
            )}
          </p>
          {query.data.items.some((job) => job.locked) ? (
            <UpgradeNotice>
              Your free plan shows full details for the first {LIMITS.freeUnlockedResults} roles on the first
              page. Upgrade to see every company, salary and description.
            </UpgradeNotice>
          ) : null}
          <RoleList
            label="Open roles"
            busy={query.isPlaceholderData}
            pagination={{
              page: query.data.page,
              pageCount: query.data.pageCount,
              getHref: pageHref,
              onPageChange,
            }}
          >
            {query.data.items.map((job, index) => (
              // A locked role names no role, so it has no id: its place on the page is its key.
              <li key={job.locked ? `locked-${query.data.page}-${index}` : job.id}>
                <RoleCard job={job} onLearnMore={onLearnMore} />
              </li>
            ))}
          </RoleList>
        </div>
      )}
    </section>
  );
}
