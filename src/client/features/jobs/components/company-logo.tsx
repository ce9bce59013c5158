import { useState } from 'react';
import { cn } from '@client/lib/cn';
import { initialsOf } from '@client/lib/job-text';

/** The company's logo, or its initials when there is none or it fails to load. */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-card border border-hairline',
    className,
  );
  if (logoUrl && !failed) {
    return (
      <span className={cn(box, 'bg-card')}>
        <img
          src={logoUrl}
          alt={`${name} logo`}
          className="size-full object-contain"
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(box, 'bg-sunken text-base font-semibold tracking-wide text-ink')}>
      {initialsOf(name)}
    </span>
  );
}
