import { useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Clock, Eye, Lock, MapPin, SearchX, Target, UsersRound, X } from 'lucide-react';
import {
  COMPANY_ERROR_MESSAGES,
  type AdvisorSearchCard,
  type AdvisorSearchPage,
  type SearchedAdvisorProfile,
} from '@shared/schemas/company';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Pagination } from '@client/components/ui/pagination';
import { Progress } from '@client/components/ui/progress';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useAdvisorSearch, useOpenAdvisorProfile } from '../api/company-queries';
import { locationOf, plural } from '../lib/labels';
import {
  activeSearchFilterCount,
  readSearchFilters,
  type AdvisorSearchFilters,
  type SearchFilterName,
} from '../lib/search-filters';
import { AdvisorAvatar } from '@client/components/advisor/advisor-avatar';
import { ChipList } from './chip-list';
import { CompanyPage, CompanyQueryError, ListSkeleton } from './company-area-state';
import { SearchedAdvisorDialog } from './searched-advisor-dialog';
import { SearchFiltersForm } from './search-filters-form';

function filtersToParams(filters: AdvisorSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, string | number | undefined][]) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * What other features offer beside an advisor found by search (features never import each other), in each result
 * card and in the opened profile: the route module (app/routes/search-advisors.tsx) composes it and passes it in.
 */
export type RenderAdvisorActions = (advisor: { id: string; name: string }) => ReactNode;

/** /search-advisors: completed advisor profiles ranked by fit, the spec's filters in the URL, 2 free views. */
export function SearchAdvisorsPage({
  returnTo,
  renderAdvisorActions,
}: {
  returnTo: string;
  renderAdvisorActions?: RenderAdvisorActions;
}) {
  const [params, setParams] = useSearchParams();
  const filters = readSearchFilters(params);
  const query = useAdvisorSearch(filters);
  const open = useOpenAdvisorProfile();
  const [viewing, setViewing] = useState<SearchedAdvisorProfile | null>(null);

  const onFilterChange = useCallback(
    (name: SearchFilterName, value: string) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  const pageHref = (page: number) => {
    const search = filtersToParams({ ...filters, page }).toString();
    return search ? `${paths.searchAdvisors()}?${search}` : paths.searchAdvisors();
  };
  const goToPage = (page: number) => {
    setParams(filtersToParams({ ...filters, page }));
    window.scrollTo({ top: 0 });
  };

  const viewProfile = (card: AdvisorSearchCard) =>
    open.mutate(card.id, {
      onSuccess: (result) => setViewing(result.advisor),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED') {
          toast.error('Profile Limit Reached', { description: COMPANY_ERROR_MESSAGES.profileLimitReached });
        } else if (error instanceof ApiError && error.code === 'NOT_FOUND') {
          toast.error(COMPANY_ERROR_MESSAGES.searchedAdvisorNotFound);
        } else {
          toast.error('Error', {
            description: error instanceof ApiError ? error.message : 'Please try again.',
          });
        }
      },
    });

  const back = (
    <Link
      to={paths.companyDashboard()}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <ArrowLeft aria-hidden />
      Back to dashboard
    </Link>
  );

  return (
    <CompanyPage
      title="Search for Board of Advisors"
      description="Completed advisor profiles, ranked by how well they fit your company’s industries, skills, experience and availability."
      back={back}
    >
      {query.isError ? (
        <CompanyQueryError
          error={query.error}
          returnTo={returnTo}
          message="We couldn’t search advisors right now. Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <SearchFiltersForm filters={filters} onChange={onFilterChange} onClear={() => setParams({})} />
          {query.isPending ? (
            <ListSkeleton label="Searching advisors…" rows={4} tall />
          ) : (
            <Results
              data={query.data}
              filtered={activeSearchFilterCount(filters) > 0}
              busy={query.isPlaceholderData}
              opening={open.isPending ? open.variables : undefined}
              onView={viewProfile}
              renderAdvisorActions={renderAdvisorActions}
              onClear={() => setParams({})}
              pageHref={pageHref}
              onPageChange={goToPage}
            />
          )}
        </div>
      )}
      <SearchedAdvisorDialog
        advisor={viewing}
        onClose={() => setViewing(null)}
        renderActions={renderAdvisorActions}
      />
    </CompanyPage>
  );
}

function AllowanceNotice({ data }: { data: AdvisorSearchPage }) {
  if (data.unlimitedViews) return null;
  if (data.freeViewsRemaining > 0) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-card border border-info/20 bg-info-soft px-4 py-3 text-sm leading-6 text-info"
      >
        <Eye aria-hidden className="mt-1 size-4 shrink-0" />
        <span>
          {data.freeViewsRemaining === 1
            ? 'You have 1 free profile view left.'
            : `You have ${data.freeViewsRemaining} free profile views left.`}{' '}
          Opening a profile you have already viewed, and inviting from a card, are free.
        </span>
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-card border border-accent/30 bg-accent-soft px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm leading-6 text-ink">
        <Lock aria-hidden className="mt-1 size-4 shrink-0 text-accent-strong" />
        <span>{COMPANY_ERROR_MESSAGES.profileLimitReached} Inviting from a card stays free.</span>
      </p>
      <Link to={paths.pricing()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        See plans
      </Link>
    </div>
  );
}

function Results({
  data,
  filtered,
  busy,
  opening,
  onView,
  renderAdvisorActions,
  onClear,
  pageHref,
  onPageChange,
}: {
  data: AdvisorSearchPage;
  filtered: boolean;
  busy: boolean;
  opening: string | undefined;
  onView: (card: AdvisorSearchCard) => void;
  renderAdvisorActions: RenderAdvisorActions | undefined;
  onClear: () => void;
  pageHref: (page: number) => string;
  onPageChange: (page: number) => void;
}) {
  if (data.total === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title="No advisors match these filters"
        description="Try fewer or broader filters: location matches any part of a city or country."
        action={
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden />
            Clear Filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={UsersRound}
        title="No advisor profiles yet"
        description="Advisors appear here once they complete their profile. Post a position in the meantime: advisors can apply to it."
        action={
          <Link to={paths.companyDashboard()} className={buttonClasses({ variant: 'primary' })}>
            Go to the dashboard
          </Link>
        }
      />
    );
  }
  const locked = !data.unlimitedViews && data.freeViewsRemaining === 0;
  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-4">
      <AllowanceNotice data={data} />
      <h2 id="results-title" className="text-sm text-muted" aria-live="polite">
        <span className="font-medium text-ink tabular-nums">{plural(data.total, 'advisor')}</span>, best fit
        first
      </h2>
      <ul
        aria-label="Advisors"
        aria-busy={busy || undefined}
        data-busy={busy}
        className="grid gap-4 transition-opacity data-[busy=true]:opacity-60 md:grid-cols-2"
      >
        {data.items.map((card) => (
          <li key={card.id} className="flex">
            <AdvisorResultCard
              card={card}
              locked={locked && !card.viewed}
              opening={opening === card.id}
              onView={() => onView(card)}
              actions={renderAdvisorActions?.(card)}
            />
          </li>
        ))}
      </ul>
      <Pagination
        label="Search results pages"
        page={data.page}
        pageCount={data.pageCount}
        getHref={pageHref}
        onPageChange={onPageChange}
      />
    </section>
  );
}

function AdvisorResultCard({
  card,
  locked,
  opening,
  onView,
  actions,
}: {
  card: AdvisorSearchCard;
  locked: boolean;
  opening: boolean;
  onView: () => void;
  actions: ReactNode;
}) {
  const location = locationOf(card);
  return (
    <article
      aria-label={card.name}
      className="flex w-full flex-col gap-4 rounded-card border border-hairline bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex items-start gap-4">
        <AdvisorAvatar name={card.name} photoUrl={card.photoUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base leading-6 font-semibold break-words text-ink">{card.name}</h3>
            {card.confidential ? (
              <Badge title="Name hidden until they apply or accept">Confidential</Badge>
            ) : null}
            {card.viewed ? <Badge variant="info">Viewed</Badge> : null}
          </div>
          {location ? (
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <MapPin aria-hidden className="size-3.5" />
              {location}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-3 text-sm text-body">
            <span>
              {card.yearsExperience !== null ? `${card.yearsExperience} years` : 'Experience not given'}
            </span>
            <span className="flex items-center gap-1">
              <Clock aria-hidden className="size-3.5 text-muted" />
              {card.hoursAvailable !== null ? `${card.hoursAvailable} hours per month` : 'Hours not given'}
            </span>
          </p>
        </div>
        <div className="flex w-20 shrink-0 flex-col items-end gap-1.5">
          <p className="font-display text-2xl leading-none font-medium text-ink tabular-nums">
            {card.score}
            <span className="text-sm text-muted">%</span>
          </p>
          <Progress value={card.score} label={`Match score ${card.score}%`} tone="accent" />
          <span className="text-xs text-muted">match</span>
        </div>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-x-3">
        <dt className="pt-0.5 text-xs font-medium text-muted">Industries</dt>
        <dd>
          <ChipList label="Industries" items={card.industries} more={card.moreIndustries} />
        </dd>
        <dt className="pt-0.5 text-xs font-medium text-muted">Skills</dt>
        <dd>
          <ChipList label="Skills" items={card.skills} more={card.moreSkills} />
        </dd>
      </dl>
      {card.boardGapReason ? (
        // The board matrix's gaps this advisor fills (decision 051): why they rank where they do.
        <p className="flex items-start gap-2 rounded-control bg-success/10 px-3 py-2 text-sm text-ink">
          <Target aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          {card.boardGapReason}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-hairline pt-4">
        {/* Inviting from the card opens nothing, so it spends no profile view (decision 038). */}
        {actions}
        {locked ? (
          <Button variant="outline" size="sm" disabled>
            <Lock aria-hidden />
            Upgrade to View
          </Button>
        ) : (
          <Button variant="secondary" size="sm" loading={opening} onClick={onView}>
            {opening ? null : <Eye aria-hidden />}
            View Profile
          </Button>
        )}
      </div>
    </article>
  );
}
