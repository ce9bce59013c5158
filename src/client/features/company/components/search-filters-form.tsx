import {
  SEARCH_COMPENSATIONS,
  SEARCH_INDUSTRIES,
  SEARCH_MIN_EXPERIENCE,
  SEARCH_MIN_HOURS,
} from '@shared/schemas/company';
import { DebouncedTextFilter } from '@client/components/filters/debounced-text-filter';
import { FiltersApplied } from '@client/components/filters/filters-applied';
import { SelectFilters, type SelectFilterField } from '@client/components/filters/select-filter';
import {
  activeSearchFilterCount,
  type AdvisorSearchFilters,
  type SearchFilterName,
} from '../lib/search-filters';

const INDUSTRY_OPTIONS = SEARCH_INDUSTRIES.map((value) => ({ value, label: value }));
const EXPERIENCE_OPTIONS = SEARCH_MIN_EXPERIENCE.map((value) => ({ value, label: `${value}+ years` }));
const HOURS_OPTIONS = SEARCH_MIN_HOURS.map((value) => ({ value, label: `${value}+ hours per month` }));
const COMPENSATION_OPTIONS = SEARCH_COMPENSATIONS.map((value) => ({ value, label: value }));

const SELECT_FIELDS: readonly SelectFilterField<SearchFilterName>[] = [
  { name: 'industry', label: 'Industry', placeholder: 'Any industry', options: INDUSTRY_OPTIONS },
  {
    name: 'minExperience',
    label: 'Minimum experience',
    placeholder: 'Any experience',
    options: EXPERIENCE_OPTIONS,
  },
  {
    name: 'minHours',
    label: 'Minimum availability',
    placeholder: 'Any availability',
    options: HOURS_OPTIONS,
  },
  {
    name: 'compensation',
    label: 'Compensation',
    placeholder: 'Any compensation',
    options: COMPENSATION_OPTIONS,
  },
];

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
        <SelectFilters fields={SELECT_FIELDS} values={filters} onChange={onChange} />
        <DebouncedTextFilter
          label="Location"
          placeholder="City or country"
          value={filters.location ?? ''}
          onCommit={(value) => onChange('location', value)}
        />
      </form>
      {active > 0 ? <FiltersApplied active={active} onClear={onClear} className="flex" /> : null}
    </section>
  );
}
