import { Skeleton } from '@client/components/ui/skeleton';

/** The profile form's shape while the saved profile loads. */
export function ProfileFormSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        Loading your company profile…
      </span>
      {[0, 1, 2].map((n) => (
        <div key={n} className="flex flex-col gap-5 rounded-card border border-hairline bg-card p-6">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-5 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}
