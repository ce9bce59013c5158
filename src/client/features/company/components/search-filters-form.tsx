import {
  SEARCH_COMPENSATIONS,
  SEARCH_INDUSTRIES,
  SEARCH_MIN_EXPERIENCE,
  SEARCH_MIN_HOURS,
} from '@shared/schemas/company';
import { ClearFiltersButton } from '@client/components/filters/clear-filters-button';
import { DebouncedTextFilter } from '@client/components/filters/debounced-text-filter';
import { SelectFilter } from '@client/components/filters/select-filter';
import {
  activeSearchFilterCount,
  type AdvisorSearchFilters,
  type SearchFilterName,
} from '../lib/search-filters';

const INDUSTRY_OPTIONS = SEARCH_INDUSTRIES.map((value) => ({ value, label: value }));
const EXPERIENCE_OPTIONS = SEARCH_MIN_EXPERIENCE.map((value) => ({ value, label: `${value}+ years` }));
const HOURS_OPTIONS = SEARCH_MIN_HOURS.map((value) => ({ value, label: `${value}+ hours per month` }));
const COMPENSATION_OPTIONS = SEARCH_COMPENSATIONS.map((value) => ({ value, label: value }));

interface SearchFiltersFormProps {
  filters: AdvisorSearchFilters;
  onChange: (name: SearchFilterName, value: string) => void;
  onClear: () => void;
}

/** The spec's five search filters. Selects apply at once; the location after a pause in typing. */
export function SearchFiltersForm({ filters, onChange, onClear }: SearchFiltersFormProps) {
  const active = activeSearchFilterCount(filters);
  return (
    <section
      aria-label="Filters"
      className="rounded-card border border-hairline bg-card p-4 shadow-soft sm:p-5"
    >
      <form
        role="search"
        aria-label="Filter advisors"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectFilter
          label="Industry"
          placeholder="Any industry"
          options={INDUSTRY_OPTIONS}
          value={filters.industry}
          onChange={(value) => onChange('industry', value)}
        />
        <SelectFilter
          label="Minimum experience"
          placeholder="Any experience"
          options={EXPERIENCE_OPTIONS}
          value={filters.minExperience}
          onChange={(value) => onChange('minExperience', value)}
        />
        <SelectFilter
          label="Minimum availability"
          placeholder="Any availability"
          options={HOURS_OPTIONS}
          value={filters.minHours}
          onChange={(value) => onChange('minHours', value)}
        />
        <SelectFilter
          label="Compensation"
          placeholder="Any compensation"
          options={COMPENSATION_OPTIONS}
          value={filters.compensation}
          onChange={(value) => onChange('compensation', value)}
        />
        <DebouncedTextFilter
          label="Location"
          placeholder="City or country"
          value={filters.location ?? ''}
          onCommit={(value) => onChange('location', value)}
        />
      </form>
      {active > 0 ? (
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-hairline pt-4">
          <p className="text-sm text-muted">
            {active} {active === 1 ? 'filter' : 'filters'} applied
          </p>
          <ClearFiltersButton onClear={onClear} />
        </div>
      ) : null}
    </section>
  );
}
