import { UserRound } from 'lucide-react';
import { cn } from '@client/lib/cn';

const initialsOf = (firstName: string | null, lastName: string | null) =>
  `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();

interface ProfileAvatarProps {
  photoUrl: string | null;
  firstName: string | null;
  lastName: string | null;
  className?: string;
  /** Describe the photo for screen readers; leave empty when a name sits next to it. */
  alt?: string;
}

/** The advisor's photo, or their initials on a navy disc. */
export function ProfileAvatar({ photoUrl, firstName, lastName, className, alt = '' }: ProfileAvatarProps) {
  const initials = initialsOf(firstName, lastName);
  return (
    <span
      className={cn(
        'relative inline-flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink',
        'font-display text-3xl text-white ring-4 ring-card',
        className,
      )}
    >
      {photoUrl ? (
        <img src={photoUrl} alt={alt} className="size-full object-cover" />
      ) : initials ? (
        <span aria-hidden>{initials}</span>
      ) : (
        <UserRound aria-hidden className="size-1/2 text-white/80" />
      )}
    </span>
  );
}
