import { useState } from 'react';
import { cn } from '@client/lib/cn';
import { initialsOf } from '@client/lib/job-text';

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
