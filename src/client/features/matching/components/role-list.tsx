import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { buttonClasses } from '@client/components/ui/button';
import { Pagination } from '@client/components/ui/pagination';
import { paths } from '@client/lib/paths';
import { RoleCardSkeleton } from './role-card/role-card-skeleton';

export interface PageControls {
  page: number;
  pageCount: number;
  getHref: (page: number) => string;
  onPageChange: (page: number) => void;
}

/** A list of role cards with its pagination; `busy` while the next page loads over the previous one. */
export function RoleList({
  label,
  busy,
  pagination,
  children,
}: {
  label: string;
  busy: boolean;
  pagination: PageControls;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <ul
        aria-label={label}
        aria-busy={busy || undefined}
        className="flex flex-col gap-4 transition-opacity data-[busy=true]:opacity-60"
        data-busy={busy}
      >
        {children}
      </ul>
      {pagination.pageCount > 1 ? (
        <Pagination
          label={`${label} pages`}
          page={pagination.page}
          pageCount={pagination.pageCount}
          getHref={pagination.getHref}
          onPageChange={pagination.onPageChange}
        />
      ) : null}
    </div>
  );
}

export function RoleListSkeleton({ withScore = false, label }: { withScore?: boolean; label: string }) {
  return (
    <div aria-busy className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {label}
      </span>
      {[0, 1, 2].map((n) => (
        <RoleCardSkeleton key={n} withScore={withScore} />
      ))}
    </div>
  );
}

/** The Pro-gating notice: free accounts see the first two roles in full. */
export function UpgradeNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-accent/30 bg-accent-soft px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm leading-6 text-ink">
        <Lock aria-hidden className="mt-1 size-4 shrink-0 text-accent-strong" />
        <span>{children}</span>
      </p>
      <Link to={paths.pricing()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        See plans
      </Link>
    </div>
  );
}
