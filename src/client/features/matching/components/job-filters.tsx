import { useEffect, useId, useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { JOB_COMPENSATION_TYPES, JOB_ENGAGEMENT_TYPES, WORK_TYPE_FILTERS } from '@shared/constants';
import type { JobFilters } from '@shared/schemas/jobs';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { cn } from '@client/lib/cn';
import { compensationLabel, engagementLabel } from '@client/lib/job-text';
import { activeFilterCount, type FilterName, type TextFilter } from '../lib/search-params';

/** Typing waits this long before the list (and the URL) follows. */
const TYPING_DEBOUNCE_MS = 350;

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
        {active > 0 ? <ClearButton onClear={onClear} /> : null}
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
        <Field label="Work type">
          {(control) => (
            <NativeSelect
              {...control}
              placeholder="Any work type"
              options={WORK_TYPE_OPTIONS}
              value={filters.workType ?? ''}
              onChange={(event) => onChange('workType', event.target.value)}
            />
          )}
        </Field>
        <Field label="Compensation">
          {(control) => (
            <NativeSelect
              {...control}
              placeholder="Any compensation"
              options={COMPENSATION_OPTIONS}
              value={filters.compensation ?? ''}
              onChange={(event) => onChange('compensation', event.target.value)}
            />
          )}
        </Field>
        <Field label="Engagement">
          {(control) => (
            <NativeSelect
              {...control}
              placeholder="Any engagement"
              options={ENGAGEMENT_OPTIONS}
              value={filters.engagement ?? ''}
              onChange={(event) => onChange('engagement', event.target.value)}
            />
          )}
        </Field>
      </form>
      {active > 0 ? (
        <div className="mt-4 hidden items-center justify-between gap-3 border-t border-hairline pt-4 sm:flex">
          <p className="text-sm text-muted">
            {active} {active === 1 ? 'filter' : 'filters'} applied
          </p>
          <ClearButton onClear={onClear} />
        </div>
      ) : null}
    </section>
  );
}

function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClear}>
      <X aria-hidden />
      Clear Filters
    </Button>
  );
}

function DebouncedTextFilter({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
}) {
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
    <Field label={label}>
      {(control) => (
        <Input
          {...control}
          type="search"
          maxLength={100}
          autoComplete="off"
          placeholder={placeholder}
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
