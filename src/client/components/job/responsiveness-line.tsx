// The company's responsiveness in one line, wherever an advisor decides to apply (decision 026; issue #29): the
// role's pages, a match's details and My Applications. Nothing while the company has fewer than 5 applications.
import { Timer } from 'lucide-react';
import type { Responsiveness } from '@shared/schemas/hiring';
import { cn } from '@client/lib/cn';

export function responsivenessText(figures: Responsiveness): string | null {
  const days = figures.medianDaysToFirstAction;
  const parts = [
    days === null ? null : `usually answers within ${days} ${days === 1 ? 'day' : 'days'}`,
    figures.closedWithReasonPercent === null
      ? null
      : `gives a reason to ${figures.closedWithReasonPercent}% of the applicants it does not select`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `This company ${parts.join(' and ')} (from ${figures.applications} applications).`;
}

export function ResponsivenessLine({
  figures,
  compact = false,
  className,
}: {
  figures: Responsiveness | null | undefined;
  /** A plain line inside a card (My Applications) instead of a boxed note. */
  compact?: boolean;
  className?: string;
}) {
  const text = figures ? responsivenessText(figures) : null;
  if (!text) return null;
  return (
    <section
      aria-label="Company responsiveness"
      className={cn(
        'flex items-start gap-2 text-sm text-body',
        !compact && 'rounded-control border border-hairline bg-surface px-4 py-3',
        className,
      )}
    >
      <Timer aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
      <p>{text}</p>
    </section>
  );
}
