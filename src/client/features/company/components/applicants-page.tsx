import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowLeft, BriefcaseBusiness, Inbox, SearchX } from 'lucide-react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/constants';
import { APPLICANT_SORTS, APPLICANT_STATUS_FILTERS, type ApplicantsPage } from '@shared/schemas/company';
import { Badge, jobStatusVariant } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Field } from '@client/components/ui/field';
import { Pagination } from '@client/components/ui/pagination';
import { NativeSelect } from '@client/components/ui/select';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { useApplicantPositions, useApplicants } from '../api/company-queries';
import { plural, STATUS_LABELS } from '../lib/labels';
import {
  readApplicantsQuery,
  type KnockoutFilter,
  type SortOrder,
  type StatusFilter,
} from '../lib/applicants-query';
import { ApplicantCard, type ApplicantCardParts } from './applicant-card';
import { CompanyPage, CompanyQueryError, ListSkeleton } from './company-area-state';

const filterLabel = (status: StatusFilter) => (status === 'all' ? 'All' : STATUS_LABELS[status]);

/**
 * /company/applicants?job_id=&status=&page=: the applications to one of the company's positions. `applicantParts`:
 * what other features show in each applicant's card, composed by the route module.
 */
export function CompanyApplicantsPage({
  returnTo,
  applicantParts,
}: {
  returnTo: string;
  applicantParts?: ApplicantCardParts;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { job_id: jobId, status, sort, min_rating: minRating, knockout, page } = readApplicantsQuery(params);
  const query = useApplicants({ job_id: jobId, status, sort, min_rating: minRating, knockout, page });

  const back = (
    <Link
      to={paths.companyDashboard()}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <ArrowLeft aria-hidden />
      Back to dashboard
    </Link>
  );

  const hrefFor = (next: {
    job_id?: string;
    status?: StatusFilter;
    sort?: SortOrder;
    min_rating?: number | null;
    knockout?: KnockoutFilter;
    page?: number;
  }) =>
    paths.companyApplicants({
      job_id: next.job_id ?? jobId,
      status: (next.status ?? status) === 'all' ? undefined : (next.status ?? status),
      sort: (next.sort ?? sort) === 'newest' ? undefined : (next.sort ?? sort),
      min_rating: next.min_rating === null ? undefined : (next.min_rating ?? minRating),
      knockout: (next.knockout ?? knockout) === 'all' ? undefined : (next.knockout ?? knockout),
      page: next.page && next.page > 1 ? next.page : undefined,
    });
  const go = (href: string) => {
    setParams(new URLSearchParams(href.split('?')[1] ?? ''));
    window.scrollTo({ top: 0 });
  };

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
    return (
      <CompanyPage title="Applicants" back={back}>
        {notFound ? (
          <EmptyState
            icon={SearchX}
            title="Position not found"
            description="This position does not exist or belongs to another company."
            action={
              <Link to={paths.companyApplicants()} className={buttonClasses({ variant: 'primary' })}>
                See your latest position
              </Link>
            }
          />
        ) : (
          <CompanyQueryError
            error={query.error}
            returnTo={returnTo}
            message="We couldn’t load the applications right now. Please try again."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </CompanyPage>
    );
  }

  const data = query.data;
  return (
    <CompanyPage
      title="Applicants"
      back={back}
      description={
        data?.position ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              Applications to <span className="font-medium text-ink">{data.position.title}</span>
            </span>
            {data.position.isActive ? null : <Badge variant={jobStatusVariant.inactive}>Inactive</Badge>}
          </span>
        ) : (
          'The advisors who applied to your positions.'
        )
      }
    >
      {query.isPending ? (
        <div className="flex flex-col gap-6">
          <div className="h-32 rounded-card border border-hairline bg-card" aria-hidden />
          <ListSkeleton label="Loading applications…" rows={3} tall />
        </div>
      ) : !data?.position ? (
        <EmptyState
          icon={BriefcaseBusiness}
          title="No positions posted yet"
          description="Applications arrive once you post a position and advisors apply to it."
          action={
            <Link to={paths.companyDashboard()} className={buttonClasses({ variant: 'primary' })}>
              Go to the dashboard
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ApplicantFilters
            data={data}
            status={status}
            onPositionChange={(id) => go(paths.companyApplicants({ job_id: id }))}
            statusHref={(next) => hrefFor({ job_id: data.position?.id, status: next })}
            onStatusChange={(next) => go(hrefFor({ job_id: data.position?.id, status: next }))}
            sort={sort}
            onSortChange={(next) => go(hrefFor({ job_id: data.position?.id, sort: next }))}
            minRating={minRating}
            onMinRatingChange={(next) => go(hrefFor({ job_id: data.position?.id, min_rating: next }))}
            knockout={knockout}
            onKnockoutChange={(next) => go(hrefFor({ job_id: data.position?.id, knockout: next }))}
          />
          <ApplicantList
            data={data}
            busy={query.isPlaceholderData}
            backTo={`${location.pathname}${location.search}`}
            applicantParts={applicantParts}
            onShowAll={() =>
              go(hrefFor({ job_id: data.position?.id, status: 'all', min_rating: null, knockout: 'all' }))
            }
            pageHref={(target) => hrefFor({ job_id: data.position?.id, page: target })}
            onPageChange={(target) => go(hrefFor({ job_id: data.position?.id, page: target }))}
          />
        </div>
      )}
    </CompanyPage>
  );
}

function ApplicantFilters({
  data,
  status,
  onPositionChange,
  statusHref,
  onStatusChange,
  sort,
  onSortChange,
  minRating,
  onMinRatingChange,
  knockout,
  onKnockoutChange,
}: {
  data: ApplicantsPage;
  status: StatusFilter;
  onPositionChange: (id: string) => void;
  statusHref: (status: StatusFilter) => string;
  onStatusChange: (status: StatusFilter) => void;
  sort: SortOrder;
  onSortChange: (sort: SortOrder) => void;
  minRating: number | undefined;
  onMinRatingChange: (minRating: number | null) => void;
  knockout: KnockoutFilter;
  onKnockoutChange: (knockout: KnockoutFilter) => void;
}) {
  // The picker loads on its own (it can hold every position of the company); until then it offers the shown one.
  const positions = useApplicantPositions();
  const counts = data.statusCounts as Partial<Record<ApplicationStatus, number>>;
  const all = APPLICATION_STATUSES.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  const countOf = (filter: StatusFilter) => (filter === 'all' ? all : (counts[filter] ?? 0));
  // The knockout filter (decision 049) where it can matter: the position asks screening questions (its applicants
  // answered some), or the filter is already on.
  const screened = knockout !== 'all' || data.items.some((item) => item.screening.answers.length > 0);
  return (
    <section
      aria-label="Choose position and status"
      className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-4 shadow-soft sm:p-5"
    >
      <Field label="Position" className="max-w-xl">
        {(control) => (
          <NativeSelect
            {...control}
            value={data.position?.id ?? ''}
            onChange={(event) => onPositionChange(event.target.value)}
            options={(positions.data?.positions ?? (data.position ? [data.position] : [])).map(
              (position) => ({
                value: position.id,
                label: position.isActive ? position.title : `${position.title} (Inactive)`,
              }),
            )}
          />
        )}
      </Field>
      <Field label="Sort applicants" className="max-w-xs">
        {(control) => (
          <NativeSelect
            {...control}
            value={sort}
            onChange={(event) =>
              onSortChange(APPLICANT_SORTS.find((value) => value === event.target.value) ?? 'newest')
            }
            options={[
              { value: 'newest', label: 'Newest first' },
              { value: 'fit', label: 'Best fit first' },
              { value: 'rating', label: 'Highest rated first' },
            ]}
          />
        )}
      </Field>
      <Field label="Your rating" className="max-w-xs">
        {(control) => (
          <NativeSelect
            {...control}
            value={minRating === undefined ? '' : String(minRating)}
            onChange={(event) => onMinRatingChange(event.target.value ? Number(event.target.value) : null)}
            options={[
              { value: '', label: 'Any rating' },
              ...[5, 4, 3, 2, 1].map((stars) => ({
                value: String(stars),
                label: stars === 5 ? '5 stars' : `${stars} stars or more`,
              })),
            ]}
          />
        )}
      </Field>
      {screened ? (
        <Field label="Knockout answers" className="max-w-xs">
          {(control) => (
            <NativeSelect
              {...control}
              value={knockout}
              onChange={(event) =>
                onKnockoutChange(
                  (['all', 'hide', 'only'] as const).find((value) => value === event.target.value) ?? 'all',
                )
              }
              options={[
                { value: 'all', label: 'All applicants' },
                { value: 'hide', label: 'Hide knockouts' },
                { value: 'only', label: 'Only knockouts' },
              ]}
            />
          )}
        </Field>
      ) : null}
      <nav aria-label="Filter by status" className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink">Status</p>
        <ul className="flex flex-wrap gap-2">
          {APPLICANT_STATUS_FILTERS.map((filter) => {
            const current = filter === status;
            return (
              <li key={filter}>
                <a
                  href={statusHref(filter)}
                  aria-current={current ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    onStatusChange(filter);
                  }}
                  className={cn(
                    'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium',
                    'transition-[background-color,border-color,color] duration-150',
                    current
                      ? 'border-ink bg-ink text-white'
                      : 'border-hairline bg-card text-body hover:border-control hover:bg-sunken',
                  )}
                >
                  {filterLabel(filter)}
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      current ? 'bg-white/15 text-white' : 'bg-sunken text-body',
                    )}
                  >
                    {countOf(filter)}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}

function ApplicantList({
  data,
  busy,
  backTo,
  applicantParts,
  onShowAll,
  pageHref,
  onPageChange,
}: {
  data: ApplicantsPage;
  busy: boolean;
  backTo: string;
  applicantParts: ApplicantCardParts | undefined;
  onShowAll: () => void;
  pageHref: (page: number) => string;
  onPageChange: (page: number) => void;
}) {
  const jobTitle = data.position?.title ?? '';
  if (data.total === 0) {
    // A filter beyond the status (rating, knockouts) found nobody among existing applicants.
    const filtered = data.minRating !== null || data.knockout !== 'all';
    return data.status === 'all' && !filtered ? (
      <EmptyState
        icon={Inbox}
        title="No applications yet"
        description="When advisors apply to this position, they appear here. Share the position to reach more of them."
        action={
          <Link to={paths.companyDashboard()} className={buttonClasses({ variant: 'outline' })}>
            Back to dashboard
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={SearchX}
        title={
          data.status === 'all'
            ? 'No applications match these filters'
            : `No ${STATUS_LABELS[data.status].toLowerCase()} applications`
        }
        description={
          filtered
            ? 'No application to this position matches these filters right now.'
            : 'No application to this position has this status right now.'
        }
        action={
          <button type="button" onClick={onShowAll} className={buttonClasses({ variant: 'outline' })}>
            Show all applications
          </button>
        }
      />
    );
  }
  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-4">
      <h2 id="applications-title" className="text-sm text-muted" aria-live="polite">
        <span className="font-medium text-ink tabular-nums">{plural(data.total, 'application')}</span>
        {data.status === 'all' ? '' : ` · ${STATUS_LABELS[data.status]}`}
      </h2>
      <ul
        aria-label="Applications"
        aria-busy={busy || undefined}
        data-busy={busy}
        className="flex flex-col gap-4 transition-opacity data-[busy=true]:opacity-60"
      >
        {data.items.map((applicant) => (
          <li key={applicant.applicationId}>
            <ApplicantCard applicant={applicant} jobTitle={jobTitle} backTo={backTo} parts={applicantParts} />
          </li>
        ))}
      </ul>
      <Pagination
        label="Applications pages"
        page={data.page}
        pageCount={data.pageCount}
        getHref={pageHref}
        onPageChange={onPageChange}
      />
    </section>
  );
}
