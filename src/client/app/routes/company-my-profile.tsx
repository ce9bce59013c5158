import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { authKeys } from '@client/features/auth/api/auth-keys';
import { CompanyGuard } from '@client/features/company/components/company-guard';
import { CompanyProfilePage } from '@client/features/company/components/company-profile-page';
import { CompanyScreenLoading } from '@client/features/company/components/company-area-state';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /company/my-profile: create or edit the company profile; saving opens the dashboard. */
export default function CompanyMyProfileScreen() {
  usePageTitle('Company profile');
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <CompanyGuard
      viewer={{
        isLoading: viewer.isLoading,
        signedIn: viewer.user !== null,
        role: viewer.user?.role ?? null,
      }}
      returnTo={returnTo}
      requireCompletedProfile={false}
      fallback={<CompanyScreenLoading title="Company profile" />}
    >
      <CompanyProfilePage
        returnTo={returnTo}
        onSaved={() => {
          // The session's view (/api/me) carries companyProfileCompleted.
          void queryClient.invalidateQueries({ queryKey: authKeys.viewer() });
          void navigate(paths.companyDashboard());
        }}
      />
    </CompanyGuard>
  );
}
