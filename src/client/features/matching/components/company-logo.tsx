import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { initialsOf } from '@client/lib/job-text';

/** The company's logo, or its initials when there is none or it fails to load. */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string | null;
  logoUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-control border border-hairline bg-sunken',
    className,
  );
  if (logoUrl && name && !failed) {
    return (
      <span className={cn(box, 'bg-card')}>
        <img
          src={logoUrl}
          alt={`${name} logo`}
          className="size-full object-contain"
          loading="lazy"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(box, 'text-sm font-semibold tracking-wide text-ink')}>
      {name ? initialsOf(name) : <Building2 className="size-5 text-muted" />}
    </span>
  );
}
