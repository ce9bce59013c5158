import type { UnlockedJobCard } from '@shared/schemas/jobs';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { locationOf } from '@client/lib/job-text';
import { CompanyLogo } from '@client/components/company/company-logo';
import { CompanyName } from '@client/components/company/company-name';

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
          <CompanyName name={details.companyName} url={details.companyUrl} className="font-medium text-ink" />
          {locationOf(job) ? <span className="text-muted"> · {locationOf(job)}</span> : null}
        </DialogDescription>
      </div>
    </DialogHeader>
  );
}
