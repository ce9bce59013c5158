import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { CalendarDays, ExternalLink, MapPin, BriefcaseBusiness } from 'lucide-react';
import type { PublicJob } from '@shared/schemas/jobs';
import { buttonClasses } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { usePublicJob } from '../api/jobs-queries';
import { formatDate, locationOf, valueLabel } from '@client/lib/job-text';
import { CompanyLogo } from '@client/components/company/company-logo';
import { JobApplyButton, type JobViewer } from './job-apply-button';
import { JobDescription } from '@client/components/job/job-description';
import { ShareJobButton } from './share-job-dialog';

const container = 'mx-auto w-full max-w-6xl px-5 sm:px-8';
const onDarkOutline =
  'border-white/25 bg-transparent text-white shadow-none hover:border-white/45 hover:bg-white/10';

/** `/job/{idOrSlug}`: a public, active role; works signed out. Anything else goes to /404. */
export function PublicJobPage({ idOrSlug, viewer }: { idOrSlug: string; viewer: JobViewer }) {
  const query = usePublicJob(idOrSlug);
  usePageTitle(query.data ? `${query.data.title} at ${query.data.companyName}` : undefined);

  if (query.isPending) return <PublicJobSkeleton />;
  if (query.isError) return <Navigate to={paths.notFound()} replace />;
  return <PublicJobView job={query.data} viewer={viewer} />;
}

function PublicJobView({ job, viewer }: { job: PublicJob; viewer: JobViewer }) {
  const location = locationOf(job);
  const facts = [
    { label: 'Industry', value: job.industry },
    { label: 'Type', value: valueLabel(job.type) },
    { label: 'Engagement', value: valueLabel(job.engagementType) },
    { label: 'Compensation type', value: valueLabel(job.compensationType) },
    { label: 'Salary', value: job.salary },
    { label: 'Location', value: location },
    { label: 'Posted', value: formatDate(job.postedDate) },
  ];

  return (
    <main id="main">
      <section aria-labelledby="job-title" className="relative isolate overflow-hidden bg-ink text-white">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_90%_0%,rgb(184_137_59/0.28),transparent_50%)]"
        />
        <div
          className={cn(container, 'flex flex-col gap-6 py-12 sm:flex-row sm:items-start sm:gap-8 sm:py-16')}
        >
          <CompanyLogo
            name={job.companyName}
            logoUrl={job.logoUrl}
            className="size-20 border-white/15 sm:size-24"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">
              Board & advisory role
            </p>
            <h1
              id="job-title"
              className="font-display text-3xl leading-tight font-medium tracking-tight break-words text-white sm:text-5xl"
            >
              {job.title}
            </h1>
            <p className="text-lg text-white/90">
              {job.companyUrl ? (
                <a
                  href={job.companyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-4 hover:underline"
                >
                  {job.companyName}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                job.companyName
              )}
            </p>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
              {location ? (
                <li className="flex items-center gap-1.5">
                  <MapPin aria-hidden className="size-4 text-accent" />
                  {location}
                </li>
              ) : null}
              {valueLabel(job.type) ? (
                <li className="flex items-center gap-1.5">
                  <BriefcaseBusiness aria-hidden className="size-4 text-accent" />
                  {valueLabel(job.type)}
                </li>
              ) : null}
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden className="size-4 text-accent" />
                Posted {formatDate(job.postedDate)}
              </li>
            </ul>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
              <JobApplyButton job={job} viewer={viewer} />
              <ShareJobButton job={job} className={cn('h-12', onDarkOutline)} />
            </div>
          </div>
        </div>
      </section>

      <div
        className={cn(
          container,
          'grid gap-6 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start',
        )}
      >
        <div className="flex min-w-0 flex-col gap-6">
          <InfoCard id="role-title" title="About the role">
            <JobDescription html={job.jobDescription} />
          </InfoCard>
          {job.companySummary ? (
            <InfoCard id="company-title" title={`About ${job.companyName}`}>
              <p className="max-w-prose text-[0.9375rem] leading-7 text-body">{job.companySummary}</p>
              {job.companyUrl ? (
                <a
                  href={job.companyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'link', className: 'mt-4' })}
                >
                  Visit website
                  <ExternalLink aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </InfoCard>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <InfoCard id="details-title" title="Role details">
            <dl className="flex flex-col divide-y divide-hairline">
              {facts.map((fact) => (
                <div
                  key={fact.label}
                  className="flex items-baseline justify-between gap-4 py-3 first:pt-0 last:pb-0"
                >
                  <dt className="text-sm text-muted">{fact.label}</dt>
                  <dd className="text-right text-sm font-medium break-words text-ink">
                    {fact.value || 'Not specified'}
                  </dd>
                </div>
              ))}
            </dl>
          </InfoCard>
          {viewer.signedIn || viewer.isLoading ? null : (
            <section
              aria-labelledby="join-title"
              className="rounded-card border border-accent/30 bg-accent-soft p-6 text-ink"
            >
              <h2 id="join-title" className="font-display text-xl font-medium">
                New to Boardly?
              </h2>
              <p className="mt-2 text-sm leading-6 text-body">
                Create a free advisor profile and get matched with board and advisory roles like this one.
              </p>
              <Link
                to={paths.auth({ role: 'advisor' })}
                className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full' })}
              >
                Create an advisor profile
              </Link>
            </section>
          )}
        </div>
      </div>
    </main>
  );
}

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function PublicJobSkeleton() {
  return (
    <main id="main" aria-busy>
      <span role="status" className="sr-only">
        Loading role…
      </span>
      <div className="bg-ink">
        <div className={cn(container, 'flex flex-col gap-6 py-12 sm:flex-row sm:py-16')}>
          <Skeleton className="size-20 rounded-card bg-white/10 sm:size-24" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-4 w-40 bg-white/10" />
            <Skeleton className="h-10 w-2/3 bg-white/10" />
            <Skeleton className="h-5 w-1/3 bg-white/10" />
            <Skeleton className="mt-3 h-12 w-56 bg-white/10" />
          </div>
        </div>
      </div>
      <div className={cn(container, 'grid gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <Skeleton className="h-80 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    </main>
  );
}
