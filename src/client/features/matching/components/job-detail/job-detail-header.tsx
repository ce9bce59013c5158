import type { UnlockedJobCard } from '@shared/schemas/jobs';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { locationOf } from '@client/lib/job-text';
import { CompanyLogo } from '@client/components/company/company-logo';

/** The dialog's title: logo, role, company (linked to its site when known) and place. */
export function JobDetailHeader({ job }: { job: UnlockedJobCard }) {
  const details = job.details;
  return (
    <DialogHeader className="flex-row items-start gap-4">
      <CompanyLogo
        name={details.companyName}
        logoUrl={details.logoUrl}
        className="size-14 rounded-control text-sm"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <DialogTitle className="text-xl leading-7 break-words">{job.title}</DialogTitle>
        <DialogDescription className="text-body">
          {details.companyUrl ? (
            <a
              href={details.companyUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-ink underline-offset-4 hover:underline"
            >
              {details.companyName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="font-medium text-ink">{details.companyName}</span>
          )}
          {locationOf(job) ? <span className="text-muted"> · {locationOf(job)}</span> : null}
        </DialogDescription>
      </div>
    </DialogHeader>
  );
}
