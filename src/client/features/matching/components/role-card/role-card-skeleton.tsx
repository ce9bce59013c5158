import { Skeleton } from '@client/components/ui/skeleton';

/** A role card's shape while the list loads (with the score column in AI mode). */
export function RoleCardSkeleton({ withScore = false }: { withScore?: boolean }) {
  return (
    <div
      aria-hidden
      className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:justify-between">
        <div className="flex flex-1 gap-4">
          <Skeleton className="size-12" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
        {withScore ? (
          <div className="flex w-full flex-col gap-2 sm:w-44">
            <Skeleton className="h-7 w-20" />
            <Skeleton className="h-2 w-full rounded-full" />
          </div>
        ) : null}
      </div>
      <Skeleton className="h-12" />
      <div className="flex justify-between border-t border-hairline pt-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-28" />
      </div>
    </div>
  );
}
