import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { publicPageContainer as container } from '@client/components/public-page/public-page-layout';

/**
 * The job page's shape while the role loads: a square logo, this page's own lines and the apply button. Alike in
 * shape to the public profile's skeleton on purpose; each mirrors its own page.
 */
export function PublicJobSkeleton() {
  return (
    <main id="main" aria-busy>
      <span role="status" className="sr-only">
        Loading role…
      </span>
      <div className="bg-ink">
        <div className={cn(container, 'flex flex-col gap-6 py-12 sm:flex-row sm:py-16')}>
          <Skeleton className="size-20 rounded-card bg-white/10 sm:size-24" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-4 w-40 bg-white/10" />
            <Skeleton className="h-10 w-2/3 bg-white/10" />
            <Skeleton className="h-5 w-1/3 bg-white/10" />
            <Skeleton className="mt-3 h-12 w-56 bg-white/10" />
          </div>
        </div>
      </div>
      <div className={cn(container, 'grid gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <Skeleton className="h-80 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    </main>
  );
}
