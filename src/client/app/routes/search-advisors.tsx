import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FeatureSlotsProvider } from '@client/components/feature-slots';
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
  return (
    <FeatureSlotsProvider
      slots={{
        advisorActions: ({ advisorId, advisorName }) => (
          <InviteAdvisorButton
            advisorId={advisorId}
            advisorName={advisorName}
            renderCheck={(jobId) => (
              <Suspense fallback={null}>
                <InviteCheck advisorId={advisorId} jobId={jobId} />
              </Suspense>
            )}
          />
        ),
      }}
    >
      <SearchAdvisorsPage returnTo={`${location.pathname}${location.search}`} />
    </FeatureSlotsProvider>
  );
}
