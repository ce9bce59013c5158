import { Link } from 'react-router';
import { UserRoundX } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { publicPageContainer as container } from '@client/components/public-page/public-page-layout';

/** No public profile under this address (never existed, or made private). */
export function ProfileNotFound() {
  return (
    <main
      id="main"
      className={cn(
        container,
        'flex min-h-[60vh] max-w-xl flex-col items-center justify-center py-16 text-center',
      )}
    >
      <span className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <UserRoundX aria-hidden className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-medium">Profile Not Found</h1>
      <p className="mt-3 text-muted">
        The advisor profile you're looking for doesn't exist or is not publicly available.
      </p>
      <Link to={paths.home()} className={buttonClasses({ variant: 'outline', className: 'mt-8' })}>
        Back to Homepage
      </Link>
    </main>
  );
}
