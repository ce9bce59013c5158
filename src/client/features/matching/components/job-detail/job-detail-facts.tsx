import type { UnlockedJobCard } from '@shared/schemas/jobs';
import {
  compensationLabel,
  engagementLabel,
  formatDate,
  locationOf,
  workTypeLabel,
} from '@client/lib/job-text';

/** The role at a glance: location, work type, engagement, compensation, salary, industry, posted. */
export function JobDetailFacts({ job }: { job: UnlockedJobCard }) {
  const details = job.details;
  const facts = [
    { label: 'Location', value: locationOf(job) },
    { label: 'Work type', value: workTypeLabel(job.type) },
    { label: 'Engagement', value: engagementLabel(job.engagementType) },
    { label: 'Compensation', value: compensationLabel(job.compensationType) },
    { label: 'Salary', value: details.salary },
    { label: 'Industry', value: job.industry },
    { label: 'Posted', value: formatDate(job.postedDate) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-card border border-hairline p-4 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{fact.label}</dt>
          <dd className="text-sm font-medium break-words text-ink">{fact.value || 'Not specified'}</dd>
        </div>
      ))}
    </dl>
  );
}
