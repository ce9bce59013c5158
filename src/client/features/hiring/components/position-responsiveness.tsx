import { Timer } from 'lucide-react';
import { useResponsiveness } from '../api/hiring-queries';

/** On a role's page, for advisors: how quickly and how considerately the company answers (once it has 5+). */
export function PositionResponsiveness({ jobId }: { jobId: string }) {
  const query = useResponsiveness(jobId);
  const figures = query.data?.responsiveness;
  if (!figures) return null;
  const parts = [
    figures.medianDaysToFirstAction === null
      ? null
      : `usually answers within ${figures.medianDaysToFirstAction} ${figures.medianDaysToFirstAction === 1 ? 'day' : 'days'}`,
    figures.closedWithReasonPercent === null
      ? null
      : `gives a reason to ${figures.closedWithReasonPercent}% of the applicants it does not select`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <section
      aria-label="Company responsiveness"
      className="flex items-start gap-2 rounded-control border border-hairline bg-surface px-4 py-3 text-sm text-body"
    >
      <Timer aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
      <p>
        This company {parts.join(' and ')} (from {figures.applications} applications).
      </p>
    </section>
  );
}
