import { ExternalLink } from 'lucide-react';
import type { PublicJob } from '@shared/schemas/jobs';
import { buttonClasses } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { locationOf, valueLabel } from '@client/lib/job-text';
import { useFormatDate } from '@client/lib/use-format-date';
import { paths } from '@client/lib/paths';
import { JobDescription } from '@client/components/job/job-description';
import { CompensationContextNote } from '@client/components/job/compensation-context';
import { CallToActionCard } from '@client/components/public-page/call-to-action-card';
import { FactRows, InfoCard } from '@client/components/public-page/info-card';
import { publicPageContainer as container } from '@client/components/public-page/public-page-layout';
import type { JobViewer } from '../job-apply-button';

/** The body of the job page: about the role and the company, the role's details, and a way in for visitors. */
export function PublicJobDetails({ job, viewer }: { job: PublicJob; viewer: JobViewer }) {
  const formatDate = useFormatDate();
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
    <div
      className={cn(container, 'grid gap-6 py-10 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start')}
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
          <FactRows rows={facts} breakWords />
          <CompensationContextNote context={job.compensationContext} className="mt-5" />
        </InfoCard>
        {viewer.signedIn || viewer.isLoading ? null : (
          <CallToActionCard
            id="join-title"
            title="New to Boardly?"
            to={paths.auth({ role: 'advisor' })}
            action="Create an advisor profile"
          >
            Create a free advisor profile and get matched with board and advisory roles like this one.
          </CallToActionCard>
        )}
      </div>
    </div>
  );
}
