import { useSyncExternalStore } from 'react';
import { formatDate } from './job-text';

const neverChanges = () => () => undefined;

/**
 * `formatDate` for a server-rendered screen. The server does not know the visitor's time zone, so it writes dates in
 * UTC, and the render that takes its markup over must write the same (a different day would make React render the
 * whole page again, losing a press made on the markup). The next render writes them in the visitor's time zone.
 */
export function useFormatDate(): (iso: string) => string {
  const takingOverMarkup = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  return (iso) => formatDate(iso, takingOverMarkup ? 'UTC' : 'local');
}
