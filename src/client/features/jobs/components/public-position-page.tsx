import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, BriefcaseBusiness, Clock3, Coins, MapPin } from 'lucide-react';
import type { PublicJob } from '@shared/schemas/jobs';
import { buttonClasses } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { usePosition } from '../api/jobs-queries';
import { descriptionPreview, locationOf, valueLabel } from '@client/lib/job-text';
import { useFormatDate } from '@client/lib/use-format-date';
import { CompanyLogo } from '@client/components/company/company-logo';
import { Island } from '@client/components/island';
import { ShareJobButton, shareTargetOf } from './share-job-dialog';

/** `/position/{jobId}`: an active position, shared by its company. Missing or closed ones send visitors home. */
export function PublicPositionPage({
  jobId,
  extras,
}: {
  jobId: string;
  /** Shown under the role's facts (the company's responsiveness, features/hiring, composed in by app/). */
  extras?: ReactNode;
}) {
  const query = usePosition(jobId);
  const navigate = useNavigate();
  const left = useRef(false);
  usePageTitle(query.data ? `${query.data.title} at ${query.data.companyName}` : undefined);

  useEffect(() => {
    if (!query.isError || left.current) return;
    left.current = true;
    if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND') {
      toast.error('Job Not Found', { description: 'This job position is no longer available.' });
    } else {
      toast.error('Failed to load job position.');
    }
    void navigate(paths.home(), { replace: true });
  }, [query.isError, query.error, navigate]);

  if (query.isPending || query.isError) return <PositionSkeleton />;
  return <PositionView job={query.data} extras={extras} />;
}

function PositionView({ job, extras }: { job: PublicJob; extras?: ReactNode }) {
  const formatDate = useFormatDate();
  const jobPath = paths.job(job.publicJobSlug ?? job.id);
  const preview = descriptionPreview(job.jobDescription);
  const facts = [
    { icon: MapPin, label: 'Location', value: locationOf(job) },
    { icon: BriefcaseBusiness, label: 'Work type', value: valueLabel(job.type) },
    { icon: Clock3, label: 'Engagement', value: valueLabel(job.engagementType) },
    { icon: Coins, label: 'Compensation', value: job.salary || valueLabel(job.compensationType) },
  ].filter((fact) => fact.value);

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <Link to={paths.home()} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden />
        Back to Home
      </Link>
      <article
        aria-labelledby="position-title"
        className="mt-4 flex flex-col gap-6 rounded-card border border-hairline bg-card p-6 shadow-soft sm:p-10"
      >
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <CompanyLogo name={job.companyName} logoUrl={job.logoUrl} className="size-16" />
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-xs font-semibold tracking-[0.18em] text-accent-strong uppercase">
              Open board position
            </p>
            <h1
              id="position-title"
              className="font-display text-3xl leading-tight font-medium tracking-tight break-words sm:text-4xl"
            >
              {job.title}
            </h1>
            <p className="text-base font-medium text-body">{job.companyName}</p>
            <p className="text-sm text-muted">Posted {formatDate(job.postedDate)}</p>
          </div>
        </div>

        {facts.length > 0 ? (
          <dl className="grid gap-3 rounded-card bg-sunken p-4 sm:grid-cols-2">
            {facts.map(({ icon: Icon, label, value }) => (
              <div key={label} className="flex items-center gap-2.5 text-sm">
                <Icon aria-hidden className="size-4 shrink-0 text-accent-strong" />
                <dt className="sr-only">{label}</dt>
                <dd className="text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {extras}
        {job.companySummary ? (
          <p className="max-w-prose text-[0.9375rem] leading-7 text-body">{job.companySummary}</p>
        ) : null}
        {preview ? <p className="max-w-prose text-[0.9375rem] leading-7 text-muted">{preview}</p> : null}

        <div className="flex flex-col gap-3 border-t border-hairline pt-6 sm:flex-row sm:flex-wrap">
          <Link to={jobPath} className={buttonClasses({ variant: 'primary' })}>
            View Full Details
          </Link>
          <Link
            to={paths.auth({ role: 'advisor', next: jobPath })}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Apply as Advisor
          </Link>
          <Island name="share-job" component={ShareJobButton} props={{ job: shareTargetOf(job) }} />
        </div>
      </article>
    </main>
  );
}

function PositionSkeleton() {
  return (
    <main id="main" aria-busy className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-14">
      <span role="status" className="sr-only">
        Loading position…
      </span>
      <Skeleton className="h-8 w-32" />
      <div className="mt-4 flex flex-col gap-6 rounded-card border border-hairline bg-card p-6 sm:p-10">
        <div className="flex gap-5">
          <Skeleton className="size-16 rounded-card" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-20 rounded-card" />
        <Skeleton className="h-16" />
        <Skeleton className="h-10 w-72" />
      </div>
    </main>
  );
}
