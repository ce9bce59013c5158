// On /settings, beside the notification e-mails (decision 045): how often each saved search e-mails new roles, and
// the way to the search page to save, rename or delete them. Loaded lazily by the settings route, for advisors.
import { Link } from 'react-router';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  type SavedSearchFrequency,
} from '@shared/schemas/saved-searches';
import { NativeSelect } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/toaster';
import { useSavedSearches, useUpdateSavedSearch } from '../../api/saved-searches-queries';

const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map((value) => ({
  value,
  label: SAVED_SEARCH_FREQUENCY_LABELS[value],
}));
const SEARCH_PAGE = '/advisor-matchmaking?mode=manual';

export default function SavedSearchAlertSettings() {
  const query = useSavedSearches();
  const update = useUpdateSavedSearch();
  if (query.isPending) return <Skeleton className="h-20 w-full" />;
  if (query.isError) return <p className="text-sm text-muted">We couldn’t load your saved searches.</p>;
  const items = query.data.items;
  return (
    <div className="flex flex-col gap-3 border-t border-hairline pt-4">
      <h3 className="text-sm font-semibold text-ink">Saved search alerts</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          You have no saved searches.{' '}
          <Link
            to={SEARCH_PAGE}
            className="font-medium text-accent-strong underline-offset-4 hover:underline"
          >
            Save one on the search page
          </Link>{' '}
          to get new roles by e-mail.
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="E-mail per saved search">
            {items.map((search) => (
              <li
                key={search.id}
                className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between"
              >
                <label htmlFor={`saved-search-${search.id}`} className="text-sm font-medium text-ink">
                  {search.name}
                </label>
                <NativeSelect
                  id={`saved-search-${search.id}`}
                  wrapperClassName="sm:w-48"
                  value={search.frequency}
                  options={FREQUENCY_OPTIONS}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate(
                      { id: search.id, input: { frequency: event.target.value as SavedSearchFrequency } },
                      {
                        onSuccess: () => toast.success('E-mail settings saved'),
                        onError: () => toast.error('Not saved', { description: 'Please try again.' }),
                      },
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            Instant alerts arrive when a matching role is posted; daily and weekly ones at 8:00 in the morning
            in your profile’s time zone (weekly on Mondays). Every plan gets them; a role shows in full as it
            does in your list.{' '}
            <Link
              to={SEARCH_PAGE}
              className="font-medium text-accent-strong underline-offset-4 hover:underline"
            >
              Rename or delete saved searches
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
