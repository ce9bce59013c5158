import { useLocation } from 'react-router';
import { CompanyDashboardPage } from '@client/features/company/components/dashboard-page';
import { CompanyGuard } from '@client/features/company/components/company-guard';
import { CompanyScreenLoading } from '@client/features/company/components/company-area-state';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /company/dashboard: guarded (signed in, company profile completed). */
export default function CompanyDashboardScreen() {
  usePageTitle('Company Dashboard');
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
      fallback={<CompanyScreenLoading title="Company Dashboard" />}
    >
      <CompanyDashboardPage returnTo={returnTo} />
    </CompanyGuard>
  );
}
