import { ExternalLink } from 'lucide-react';
import { buttonClasses, type ButtonSize } from '@client/components/ui/button';
import { withShareUtm } from '@client/lib/job-text';

/**
 * 'Apply Now' for a role that takes applications on the company's own page: opens it in a new tab with the share
 * parameters (spec part 2 §2 and §4). Used by the public job page and the match dialog.
 */
export function ExternalApplyLink({
  jobUrl,
  size = 'md',
  className = '',
}: {
  jobUrl: string;
  size?: ButtonSize;
  className?: string | undefined;
}) {
  return (
    <a
      href={withShareUtm(jobUrl)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'primary', size, className })}
    >
      Apply Now
      <ExternalLink aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
