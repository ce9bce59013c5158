import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { cn } from '@client/lib/cn';

/** The company area's page frame: a wider, denser column than the marketing pages. */
export function CompanyPage({
  title,
  description,
  actions,
  back,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A "back" link above the title. */
  back?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <main id="main" className={cn('mx-auto w-full max-w-6xl px-5 py-8 sm:px-8 sm:py-10', className)}>
      {back ? <div className="mb-4">{back}</div> : null}
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h1 className="font-display text-3xl leading-tight font-medium tracking-tight text-ink sm:text-4xl">
            {title}
          </h1>
          {description ? <div className="text-[0.9375rem] leading-7 text-muted">{description}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </header>
      <div className="mt-8">{children}</div>
    </main>
  );
}

/** An advisor (or any non-company account) on a company page: the API answers 403, the page says why. */
export function CompanyOnlyNotice() {
  return (
    <EmptyState
      icon={ShieldAlert}
      title="This area is for company accounts"
      description="You are signed in with an advisor account. Companies use this area to post board positions, review applicants and search advisors."
      action={
        <>
          <Link to={paths.myProfile()} className={buttonClasses({ variant: 'primary' })}>
            Go to my profile
          </Link>
          <Link to={paths.advisorMatchmaking()} className={buttonClasses({ variant: 'outline' })}>
            Find advisory roles
          </Link>
        </>
      }
    />
  );
}

interface CompanyQueryErrorProps {
  error: unknown;
  /** Where to come back to after signing in. */
  returnTo: string;
  /** The plain sentence shown for anything unexpected. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /**
   * Where a company without a saved profile goes: the dashboard uses the spec's /company-profile-setup (the
   * PGRST116 rule), other pages the profile itself.
   */
  profileIncompleteTo?: string;
}

/**
 * One place that turns a failed company call into the right screen: sign in, complete the profile, the
 * advisor's notice, or a plain sentence with "Try Again".
 */
export function CompanyQueryError({
  error,
  returnTo,
  message,
  onRetry,
  retrying,
  profileIncompleteTo = paths.companyMyProfile(),
}: CompanyQueryErrorProps) {
  if (error instanceof ApiError) {
    if (error.code === 'UNAUTHENTICATED') return <Navigate to={paths.auth({ next: returnTo })} replace />;
    if (error.code === 'PROFILE_INCOMPLETE') return <Navigate to={profileIncompleteTo} replace />;
    if (error.code === 'FORBIDDEN') return <CompanyOnlyNotice />;
  }
  return <ErrorState message={message} onRetry={onRetry} retrying={retrying} />;
}

/** Rows of a loading list, in the shape of what will arrive. */
export function ListSkeleton({
  label,
  rows = 4,
  tall = false,
}: {
  label: string;
  rows?: number;
  tall?: boolean;
}) {
  return (
    <div aria-busy className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, n) => (
        <div
          key={n}
          className={cn(
            'flex items-center gap-4 rounded-card border border-hairline bg-card p-4 sm:p-5',
            tall && 'items-start',
          )}
        >
          {tall ? <Skeleton className="size-14 rounded-full" /> : null}
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-4 w-1/4" />
            {tall ? <Skeleton className="mt-2 h-4 w-3/4" /> : null}
          </div>
          <Skeleton className="hidden h-8 w-24 sm:block" />
        </div>
      ))}
    </div>
  );
}

/** What a company screen shows while the session and the company profile load. */
export function CompanyScreenLoading({ title }: { title: string }) {
  return (
    <CompanyPage title={title}>
      <ListSkeleton label="Loading…" rows={3} />
    </CompanyPage>
  );
}
