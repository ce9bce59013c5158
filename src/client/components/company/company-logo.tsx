import { type ReactNode, useState } from 'react';
import { Building2 } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { initialsOf } from '@client/lib/job-text';

/**
 * A company's or position's logo, or the company's initials when there is none or it fails to load (an icon when
 * the name is not known yet). One piece for job pages, match cards and the logo field; callers size it with
 * `className` (tailwind-merge lets their size and radius win).
 */
export function CompanyLogo({
  name,
  logoUrl,
  className,
  lazy = false,
  placeholder = <Building2 className="size-5 text-muted" />,
}: {
  name: string | null;
  logoUrl: string | null;
  className?: string;
  /** Below the fold in long lists. */
  lazy?: boolean;
  /** Shown when there is neither a logo nor a name. */
  placeholder?: ReactNode;
}) {
  // Keyed by URL: a new upload after a broken one gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn(
    'flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-card border border-hairline',
    className,
  );
  const label = name?.trim() ?? '';
  if (logoUrl && failedUrl !== logoUrl) {
    return (
      <span className={cn(box, 'bg-card')}>
        <img
          src={logoUrl}
          alt={`${label || 'Company'} logo`}
          className="size-full object-contain"
          loading={lazy ? 'lazy' : undefined}
          onError={() => setFailedUrl(logoUrl)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn('bg-sunken text-base font-semibold tracking-wide text-ink', box)}>
      {label ? initialsOf(label) : placeholder}
    </span>
  );
}
