import { useLocation } from 'react-router';
import { FeatureSlotsProvider } from '@client/components/feature-slots';
import { SearchAdvisorsPage } from '@client/features/company/components/search-advisors-page';
import { InviteAdvisorButton } from '@client/features/messaging/components/invite-advisor-button';
import { usePageTitle } from '@client/lib/use-page-title';

/** /search-advisors: company search of completed advisor profiles (the company area's loader applied the guard). */
export default function SearchAdvisorsScreen() {
  usePageTitle('Search for Board of Advisors');
  const location = useLocation();
  return (
    <FeatureSlotsProvider
      slots={{
        advisorActions: ({ advisorId, advisorName }) => (
          <InviteAdvisorButton advisorId={advisorId} advisorName={advisorName} />
        ),
      }}
    >
      <SearchAdvisorsPage returnTo={`${location.pathname}${location.search}`} />
    </FeatureSlotsProvider>
  );
}
