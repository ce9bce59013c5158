import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import {
  SEARCH_COMPENSATIONS,
  SEARCH_INDUSTRIES,
  SEARCH_MIN_EXPERIENCE,
  SEARCH_MIN_HOURS,
} from '@shared/schemas/company';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import {
  activeSearchFilterCount,
  type AdvisorSearchFilters,
  type SearchFilterName,
} from '../lib/search-filters';

/** Typing waits this long before the list (and the URL) follows. */
const TYPING_DEBOUNCE_MS = 350;

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
        <Field label="Industry">
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Any industry"
              options={INDUSTRY_OPTIONS}
              value={filters.industry ?? ''}
              onChange={(event) => onChange('industry', event.target.value)}
            />
          )}
        </Field>
        <Field label="Minimum experience">
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Any experience"
              options={EXPERIENCE_OPTIONS}
              value={filters.minExperience ?? ''}
              onChange={(event) => onChange('minExperience', event.target.value)}
            />
          )}
        </Field>
        <Field label="Minimum availability">
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Any availability"
              options={HOURS_OPTIONS}
              value={filters.minHours ?? ''}
              onChange={(event) => onChange('minHours', event.target.value)}
            />
          )}
        </Field>
        <Field label="Compensation">
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Any compensation"
              options={COMPENSATION_OPTIONS}
              value={filters.compensation ?? ''}
              onChange={(event) => onChange('compensation', event.target.value)}
            />
          )}
        </Field>
        <LocationFilter value={filters.location ?? ''} onCommit={(value) => onChange('location', value)} />
      </form>
      {active > 0 ? (
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-hairline pt-4">
          <p className="text-sm text-muted">
            {active} {active === 1 ? 'filter' : 'filters'} applied
          </p>
          <Button variant="outline" size="sm" onClick={onClear}>
            <X aria-hidden />
            Clear Filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function LocationFilter({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  // The URL can change under the field (Clear Filters, back/forward): the field follows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onCommit(draft.trim()), TYPING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit]);

  return (
    <Field label="Location">
      {(c) => (
        <Input
          {...c}
          type="search"
          maxLength={100}
          autoComplete="off"
          placeholder="City or country"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit(draft.trim());
          }}
        />
      )}
    </Field>
  );
}
