import { useState } from 'react';
import { Image as ImageIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { initialsOf } from '../lib/labels';

/** An advisor's photo, or their initials on a navy disc when there is none or it fails to load. */
export function AdvisorAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink font-display text-lg text-white',
    className,
  );
  if (photoUrl && !failed) {
    return (
      <span className={box}>
        <img src={photoUrl} alt={name} className="size-full object-cover" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span aria-hidden className={box}>
      {initialsOf(name)}
    </span>
  );
}

/** A company or position logo, or the company's initials when there is none or it fails to load. */
export function LogoImage({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn(
    'flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-card border border-hairline',
    className,
  );
  if (logoUrl && failed !== logoUrl) {
    return (
      <span className={cn(box, 'bg-card')}>
        <img
          src={logoUrl}
          alt={`${name || 'Company'} logo`}
          className="size-full object-contain"
          onError={() => setFailed(logoUrl)}
        />
      </span>
    );
  }
  return (
    <span aria-hidden className={cn(box, 'bg-sunken text-base font-semibold tracking-wide text-ink')}>
      {name.trim() ? initialsOf(name) : <ImageIcon className="size-6 text-muted" />}
    </span>
  );
}
