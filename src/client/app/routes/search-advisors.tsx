import { useLocation } from 'react-router';
import { CompanyGuard } from '@client/features/company/components/company-guard';
import { CompanyScreenLoading } from '@client/features/company/components/company-area-state';
import { SearchAdvisorsPage } from '@client/features/company/components/search-advisors-page';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /search-advisors: company search of completed advisor profiles, guarded like the other company pages. */
export default function SearchAdvisorsScreen() {
  usePageTitle('Search for Board of Advisors');
  const viewer = useViewer();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <CompanyGuard
      viewer={{
        isLoading: viewer.isLoading,
        signedIn: viewer.user !== null,
        role: viewer.user?.role ?? null,
      }}
      returnTo={returnTo}
      fallback={<CompanyScreenLoading title="Search for Board of Advisors" />}
    >
      <SearchAdvisorsPage returnTo={returnTo} />
    </CompanyGuard>
  );
}
