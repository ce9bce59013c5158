// The form that saves the manual search's filters under a name, with how often new roles are e-mailed (decision
// 045): in the search page's "Save this search" dialog, and on /settings for filters carried by a link.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { compensationLabel, engagementLabel } from '@shared/job-labels';
import type { RoleFeedFilters } from '@shared/schemas/jobs';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_LIMITS,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@shared/schemas/saved-searches';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { toast } from '@client/components/ui/toaster';
import { cn } from '@client/lib/cn';
import { ApiError } from '@client/lib/api-client';
import { useCreateSavedSearch } from '../../api/saved-searches-queries';

const SEARCH_PAGE = '/advisor-matchmaking?mode=manual';

export const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map((value) => ({
  value,
  label: SAVED_SEARCH_FREQUENCY_LABELS[value],
}));

export const FILTER_NAMES: Record<string, string> = {
  title: 'Title',
  industry: 'Industry',
  city: 'City',
  country: 'Country',
  company: 'Company',
  workType: 'Work type',
  compensation: 'Compensation',
  engagement: 'Engagement',
};

const valueText = (name: string, value: string) =>
  name === 'engagement'
    ? (engagementLabel(value) ?? value)
    : name === 'compensation'
      ? (compensationLabel(value) ?? value)
      : value;

/** "Title: Chair · Engagement: Part-time" */
export function describeFilters(filters: RoleFeedFilters): string {
  return Object.entries(filters)
    .filter(([, value]) => value)
    .map(([name, value]) => `${FILTER_NAMES[name] ?? name}: ${valueText(name, String(value))}`)
    .join(' · ');
}

export const issueFor = (error: unknown, path: string) =>
  error instanceof ApiError ? error.issues.find((issue) => issue.path === path)?.message : undefined;

export function SaveSearchForm({
  filters,
  full,
  onSaved,
  stacked = false,
}: {
  filters: RoleFeedFilters;
  full: boolean;
  onSaved?: (saved: SavedSearch) => void;
  /** One field under the other (a dialog), instead of a row (a page's section). */
  stacked?: boolean;
}) {
  const create = useCreateSavedSearch();
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const hasFilters = Object.values(filters).some(Boolean);
  const nameError = issueFor(create.error, 'name');
  const otherError =
    create.error && !nameError
      ? create.error instanceof ApiError
        ? create.error.message
        : 'Not saved.'
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, filters, frequency },
      {
        onSuccess: (saved) => {
          setName('');
          onSaved?.(saved);
          toast.success('Search saved', {
            description:
              saved.frequency === 'off'
                ? `“${saved.name}” is saved without alerts.`
                : `New roles for “${saved.name}” will be e-mailed: ${SAVED_SEARCH_FREQUENCY_LABELS[saved.frequency].toLowerCase()}.`,
          });
        },
      },
    );
  };

  if (!hasFilters) {
    return (
      <p className="text-sm text-muted">
        To save a search, narrow the{' '}
        <Link to={SEARCH_PAGE} className="font-medium text-accent-strong underline-offset-4 hover:underline">
          manual search
        </Link>{' '}
        with its filters, then choose “Save this search” there.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink">
        <span className="font-medium">This search: </span>
        {describeFilters(filters)}
      </p>
      <form
        onSubmit={submit}
        aria-label="Save this search"
        className={cn('grid gap-3', !stacked && 'sm:grid-cols-[1fr_14rem_auto] sm:items-start')}
      >
        <Field
          label="Name this search"
          error={nameError}
          hint={`Up to ${SAVED_SEARCH_LIMITS.nameMax} characters.`}
        >
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Fintech board seats"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="E-mail me new roles">
          {(control) => (
            <NativeSelect
              {...control}
              options={FREQUENCY_OPTIONS}
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}
            />
          )}
        </Field>
        <div className={cn('flex flex-col gap-1', !stacked && 'sm:pt-7')}>
          <Button type="submit" disabled={create.isPending || full}>
            Save this search
          </Button>
        </div>
        {otherError || full ? (
          <p role="alert" className={cn('text-sm text-danger', !stacked && 'sm:col-span-3')}>
            {otherError ??
              `You have ${SAVED_SEARCH_LIMITS.perAdvisor} saved searches, the most you can keep. Delete one to save another.`}
          </p>
        ) : null}
      </form>
    </div>
  );
}
