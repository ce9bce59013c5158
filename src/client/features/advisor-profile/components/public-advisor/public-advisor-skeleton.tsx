import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { publicPageContainer as container } from '@client/components/public-page/public-page-layout';

/**
 * The public profile's shape while it loads: a round photo and this page's own lines. Alike in shape to the job
 * page's skeleton on purpose (same dark head and columns); each mirrors its own page.
 */
export function PublicAdvisorSkeleton() {
  return (
    <main id="main" aria-busy>
      <span role="status" className="sr-only">
        Loading advisor profile…
      </span>
      <div className="bg-ink">
        <div className={cn(container, 'flex flex-col gap-6 py-12 sm:flex-row sm:items-center sm:py-16')}>
          <Skeleton className="size-28 rounded-full bg-white/10 sm:size-36" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-4 w-32 bg-white/10" />
            <Skeleton className="h-10 w-2/3 bg-white/10" />
            <Skeleton className="h-4 w-1/2 bg-white/10" />
          </div>
        </div>
      </div>
      <div className={cn(container, 'grid gap-6 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-56 rounded-card" />
          <Skeleton className="h-32 rounded-card" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-44 rounded-card" />
          <Skeleton className="h-36 rounded-card" />
        </div>
      </div>
    </main>
  );
}
