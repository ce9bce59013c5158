// Saved searches with alerts on /settings (decision 045): the list of saved searches — open, rename, change the
// frequency, delete — under the save form for filters a link carries. Loaded lazily: none of it is in a page's
// initial JavaScript.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_LIMITS,
  readStoredFilters,
  savedSearchPath,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@shared/schemas/saved-searches';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { toast } from '@client/components/ui/toaster';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../../api/saved-searches-queries';
import {
  describeFilters,
  FILTER_NAMES,
  FREQUENCY_OPTIONS,
  issueFor,
  SaveSearchForm,
} from './save-search-form';

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const nameError = issueFor(update.error, 'name');

  const rename = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: search.id, input: { name } }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <li className="flex flex-col gap-2 rounded-card border border-hairline bg-card p-4">
      {renaming ? (
        <form
          onSubmit={rename}
          aria-label={`Rename “${search.name}”`}
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          <Field label="New name" error={nameError} className="flex-1">
            {(control) => (
              <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />
            )}
          </Field>
          <div className="flex gap-2 sm:pt-7">
            <Button type="submit" size="sm" disabled={update.isPending}>
              Save name
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setRenaming(false);
                setName(search.name);
                update.reset();
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-medium text-ink">{search.name}</h3>
          <p className="text-sm text-muted">{describeFilters(search.filters) || 'No filters left'}</p>
        </div>
      )}
      {search.dropped.length > 0 ? (
        <p className="rounded-control bg-warning-soft px-3 py-2 text-sm text-ink" role="note">
          Some filters of this search no longer exist and were left out:{' '}
          {search.dropped
            .map((filter) => `${FILTER_NAMES[filter.name] ?? filter.name} “${filter.value}”`)
            .join(', ')}
          .
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={savedSearchPath(search.filters)}
          className="inline-flex h-8 items-center gap-1.5 rounded-control border border-hairline px-3 text-sm font-medium hover:bg-sunken "
          aria-label={`Open “${search.name}”`}
        >
          Open
        </Link>
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted" aria-hidden>
            Alerts
          </span>
          <NativeSelect
            aria-label={`Alerts for “${search.name}”`}
            options={FREQUENCY_OPTIONS}
            value={search.frequency}
            wrapperClassName="w-auto"
            className="h-8"
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { id: search.id, input: { frequency: event.target.value as SavedSearchFrequency } },
                {
                  onSuccess: (saved) =>
                    toast.success(
                      `Alerts for “${saved.name}”: ${SAVED_SEARCH_FREQUENCY_LABELS[saved.frequency].toLowerCase()}`,
                    ),
                },
              )
            }
          />
        </div>
        {renaming ? null : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRenaming(true)}
            aria-label={`Rename “${search.name}”`}
          >
            Rename
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          aria-label={`Delete “${search.name}”`}
          onClick={() =>
            remove.mutate(search.id, { onSuccess: () => toast.success(`“${search.name}” deleted`) })
          }
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * The saved searches: how many of the allowed, the save form for the filters given, then the list. The page that
 * shows it gives it its card, title and anchor (`#saved-searches`, where the search page's link opens it).
 */
export default function SavedSearchesSection({ query: pageQuery }: { query: Record<string, string> }) {
  // The filters a link carries in the page's query (read here, in this chunk: the schemas stay out of /settings).
  const filters = readStoredFilters(pageQuery).filters;
  const query = useSavedSearches();
  const items = query.data?.items ?? [];
  const full = items.length >= (query.data?.limit ?? SAVED_SEARCH_LIMITS.perAdvisor);
  // Arriving from the search page's link (…#saved-searches): the section appears after the page, so scroll to it.
  useEffect(() => {
    if (window.location.hash === '#saved-searches')
      document.getElementById('saved-searches')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className="flex flex-col gap-4">
      {query.data ? (
        <p className="text-sm text-muted tabular-nums">
          {items.length} of {query.data.limit} saved
        </p>
      ) : null}
      <SaveSearchForm filters={filters} full={full} />
      {query.isError ? (
        <p role="alert" className="text-sm text-danger">
          Your saved searches could not be loaded.{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : items.length > 0 ? (
        <ul aria-label="Your saved searches" className="flex flex-col gap-2">
          {items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
