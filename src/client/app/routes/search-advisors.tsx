import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SearchAdvisorsPage } from '@client/features/company/components/search-advisors-page';
import { InviteAdvisorButton } from '@client/features/messaging/components/invite-advisor-button';
import { usePageTitle } from '@client/lib/use-page-title';

// The board-seats check for the position chosen in the invite dialog (decision 050), loaded when a dialog opens.
const InviteCheck = lazy(() =>
  import('@client/features/board-seats/components/board-check-notices').then((m) => ({
    default: m.InviteCheck,
  })),
);

/** /search-advisors: company search of completed advisor profiles (the company area's loader applied the guard). */
export default function SearchAdvisorsScreen() {
  usePageTitle('Search for Board of Advisors');
  const location = useLocation();
  // What renders beside each advisor found (its card, and its profile once opened): the invitation to a position,
  // with the board-seats check of the position chosen.
  return (
    <SearchAdvisorsPage
      returnTo={`${location.pathname}${location.search}`}
      renderAdvisorActions={(advisor) => (
        <InviteAdvisorButton
          advisorId={advisor.id}
          advisorName={advisor.name}
          renderCheck={(jobId) => (
            <Suspense fallback={null}>
              <InviteCheck advisorId={advisor.id} jobId={jobId} />
            </Suspense>
          )}
        />
      )}
    />
  );
}
