// "Save this search" on the search page (decision 045): the save form in a dialog over the list, so the filters are
// saved where they were chosen. Its own chunk, fetched when the button is pointed at or focused, or on first open.
import { Link } from 'react-router';
import type { RoleFeedFilters } from '@shared/schemas/jobs';
import { SAVED_SEARCH_LIMITS } from '@shared/schemas/saved-searches';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useSavedSearches } from '../../api/saved-searches-queries';
import { SaveSearchForm } from './save-search-form';

export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: RoleFeedFilters;
}) {
  const query = useSavedSearches();
  const saved = query.data?.items.length ?? 0;
  const limit = query.data?.limit ?? SAVED_SEARCH_LIMITS.perAdvisor;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>
            New roles that match it are e-mailed as often as you choose, on every plan.{' '}
            <Link
              to="/settings#saved-searches"
              className="font-medium text-accent-strong underline-offset-4 hover:underline"
            >
              Your saved searches
            </Link>
            {query.data ? ` (${saved} of ${limit})` : ''} are in Settings.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5">
          <SaveSearchForm
            filters={filters}
            full={saved >= limit}
            stacked
            onSaved={() => onOpenChange(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
