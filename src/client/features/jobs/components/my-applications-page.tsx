import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Building2, CalendarDays, Inbox, Sparkles } from 'lucide-react';
import { isApplicationOpen } from '@shared/application-lifecycle';
import type { MyApplication } from '@shared/schemas/jobs';
import { applicationStatusVariant, Badge, type BadgeVariant } from '@client/components/ui/badge';
import { ResponsivenessLine } from '@client/components/job/responsiveness-line';
import { buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useMyApplications } from '../api/jobs-queries';
import { formatDate } from '@client/lib/job-text';

const statusVariant = (status: string): BadgeVariant =>
  (applicationStatusVariant as Record<string, BadgeVariant>)[status] ?? 'neutral';

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * What other features show on My Applications (features never import each other): the route module
 * (app/routes/my-applications.tsx) composes them and passes them in.
 */
export interface MyApplicationsParts {
  /** Between the page's header and the list. */
  intro?: ReactNode;
  /** After the list. */
  outro?: ReactNode;
  /** Inside each application, under its facts. */
  renderApplicationParts?: (application: MyApplication) => ReactNode;
}

/** /my-applications: the roles an advisor applied to, newest first, with each application's current status. */
export function MyApplicationsPage({ intro, outro, renderApplicationParts }: MyApplicationsParts) {
  const query = useMyApplications();
  if (query.error instanceof ApiError && query.error.code === 'UNAUTHENTICATED') {
    return <Navigate to={paths.auth({ next: paths.myApplications() })} replace />;
  }
  if (query.error instanceof ApiError && query.error.code === 'FORBIDDEN') {
    return <Navigate to={paths.companyDashboard()} replace />;
  }

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-4xl leading-tight font-medium tracking-tight">My Applications</h1>
          <p className="text-[0.9375rem] leading-7 text-muted">
            Every role you applied to on Boardly, and where each application stands.
          </p>
        </div>
        <Link to={paths.advisorMatchmaking()} className={buttonClasses({ variant: 'outline' })}>
          <Sparkles aria-hidden />
          Find more roles
        </Link>
      </header>
      {intro}
      <div className="mt-8">
        {query.isPending ? (
          <ApplicationsSkeleton />
        ) : query.isError ? (
          <ErrorState
            message="We couldn’t load your applications right now. Please try again."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="No applications yet"
            description="When you apply to a role, it appears here with its status."
            action={
              <Link to={paths.advisorMatchmaking()} className={buttonClasses({ variant: 'primary' })}>
                See my matches
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              <span className="font-medium text-ink tabular-nums">{query.data.length}</span>{' '}
              {query.data.length === 1 ? 'application' : 'applications'}
            </p>
            <ul aria-label="Applications" className="flex flex-col gap-3">
              {query.data.map((application) => (
                <li key={application.id}>
                  <ApplicationRow application={application} parts={renderApplicationParts} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {outro}
    </main>
  );
}

function ApplicationRow({
  application,
  parts,
}: {
  application: MyApplication;
  parts: MyApplicationsParts['renderApplicationParts'];
}) {
  const { job } = application;
  return (
    <article
      aria-label={`${job.title} at ${job.companyName}`}
      className="flex flex-col gap-4 rounded-card border border-hairline bg-card p-5 shadow-soft"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base leading-6 font-semibold break-words text-ink">
            {job.isActive ? (
              <Link
                to={paths.job(job.publicJobSlug ?? job.id)}
                className="underline-offset-4 hover:underline"
              >
                {job.title}
              </Link>
            ) : (
              job.title
            )}
          </h2>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="flex items-center gap-1.5 text-body">
              <Building2 aria-hidden className="size-4 text-muted" />
              {job.companyName}
            </span>
            <span className="flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" />
              Applied {formatDate(application.createdAt)}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {/* An ended application's own status says it all; "Role closed" only tells of an open one whose role is
              no longer listed (never "Closed Closed"). */}
          {job.isActive || !isApplicationOpen(application.status) ? null : <Badge>Role closed</Badge>}
          <Badge variant={statusVariant(application.status)}>{statusLabel(application.status)}</Badge>
        </div>
      </div>
      {job.isActive ? <ResponsivenessLine figures={job.responsiveness} compact /> : null}
      {parts?.(application)}
    </article>
  );
}

function ApplicationsSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        Loading your applications…
      </span>
      {[0, 1, 2].map((n) => (
        <div
          key={n}
          className="flex items-center justify-between rounded-card border border-hairline bg-card p-5"
        >
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}
