import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { JOB_COMPENSATION_TYPES, JOB_ENGAGEMENT_TYPES, WORK_TYPE_FILTERS } from '@shared/constants';
import type { JobFilters } from '@shared/schemas/jobs';
import { Button } from '@client/components/ui/button';
import { ClearFiltersButton } from '@client/components/filters/clear-filters-button';
import { DebouncedTextFilter } from '@client/components/filters/debounced-text-filter';
import { FiltersApplied } from '@client/components/filters/filters-applied';
import { SelectFilters, type SelectFilterField } from '@client/components/filters/select-filter';
import { cn } from '@client/lib/cn';
import { compensationLabel, engagementLabel } from '@client/lib/job-text';
import { activeFilterCount, type FilterName, type TextFilter } from '../lib/search-params';

const TEXT_FIELDS: { name: TextFilter; label: string; placeholder: string }[] = [
  { name: 'title', label: 'Title', placeholder: 'e.g. Board Member' },
  { name: 'industry', label: 'Industry', placeholder: 'e.g. Fintech' },
  { name: 'city', label: 'City', placeholder: 'e.g. London' },
  { name: 'country', label: 'Country', placeholder: 'e.g. Germany' },
  { name: 'company', label: 'Company', placeholder: 'Company name' },
];

const WORK_TYPE_OPTIONS = WORK_TYPE_FILTERS.map((value) => ({ value, label: value }));
const COMPENSATION_OPTIONS = JOB_COMPENSATION_TYPES.map((value) => ({
  value,
  label: value === 'combination' ? 'Combination' : (compensationLabel(value) ?? value),
}));
const ENGAGEMENT_OPTIONS = JOB_ENGAGEMENT_TYPES.map((value) => ({
  value,
  label: engagementLabel(value) ?? value,
}));

const SELECT_FIELDS: readonly SelectFilterField<FilterName>[] = [
  { name: 'workType', label: 'Work type', placeholder: 'Any work type', options: WORK_TYPE_OPTIONS },
  {
    name: 'compensation',
    label: 'Compensation',
    placeholder: 'Any compensation',
    options: COMPENSATION_OPTIONS,
  },
  { name: 'engagement', label: 'Engagement', placeholder: 'Any engagement', options: ENGAGEMENT_OPTIONS },
];

interface JobFiltersFormProps {
  filters: JobFilters;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}

/** The eight filters of manual mode. Selects apply at once; text filters after a pause in typing. */
export function JobFiltersForm({ filters, onChange, onClear }: JobFiltersFormProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);

  return (
    <section
      aria-label="Filters"
      className="rounded-card border border-hairline bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex items-center justify-between gap-3 sm:hidden">
        <Button
          variant="ghost"
          className="-ml-2"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          <SlidersHorizontal aria-hidden />
          {expanded ? 'Hide filters' : 'Show filters'}
          {active > 0 ? <span className="text-muted">({active})</span> : null}
        </Button>
        {active > 0 ? <ClearFiltersButton onClear={onClear} /> : null}
      </div>
      <form
        id={panelId}
        role="search"
        aria-label="Filter open roles"
        className={cn(
          'mt-4 grid-cols-1 gap-4 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-4',
          expanded ? 'grid' : 'hidden',
        )}
        onSubmit={(event) => event.preventDefault()}
      >
        {TEXT_FIELDS.map((field) => (
          <DebouncedTextFilter
            key={field.name}
            label={field.label}
            placeholder={field.placeholder}
            value={filters[field.name] ?? ''}
            onCommit={(value) => onChange(field.name, value)}
          />
        ))}
        <SelectFilters fields={SELECT_FIELDS} values={filters} onChange={onChange} />
      </form>
      {active > 0 ? <FiltersApplied active={active} onClear={onClear} className="hidden sm:flex" /> : null}
    </section>
  );
}
