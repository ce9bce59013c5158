import { cn } from '@client/lib/cn';
import { ClearFiltersButton } from './clear-filters-button';

/** Under a search form: how many filters apply, and Clear Filters (the caller shows it only when some do). */
export function FiltersApplied({
  active,
  onClear,
  className,
}: {
  active: number;
  onClear: () => void;
  className: string;
}) {
  return (
    <div className={cn('mt-4 items-center justify-between gap-3 border-t border-hairline pt-4', className)}>
      <p className="text-sm text-muted">
        {active} {active === 1 ? 'filter' : 'filters'} applied
      </p>
      <ClearFiltersButton onClear={onClear} />
    </div>
  );
}
