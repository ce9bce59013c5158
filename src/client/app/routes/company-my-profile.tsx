import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { authKeys } from '@client/features/auth/api/auth-keys';
import { CompanyProfilePage } from '@client/features/company/components/company-profile-page';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';

// The competitor list (decision 050) loads with its own chunk, under a saved profile.
const CompetitorsCard = lazy(() => import('@client/features/board-seats/components/competitors-card'));

/** /company/my-profile: create or edit the company profile; saving opens the dashboard. */
export default function CompanyMyProfileScreen() {
  usePageTitle('Company profile');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <CompanyProfilePage
      returnTo={`${location.pathname}${location.search}`}
      moreSections={
        <Suspense fallback={null}>
          <CompetitorsCard />
        </Suspense>
      }
      onSaved={() => {
        // The session's view (/api/me) carries companyProfileCompleted, which the dashboard's guard reads: it
        // decides on a fresh answer (page-table.ts), so the stale one is marked here before going there.
        void queryClient.invalidateQueries({ queryKey: authKeys.viewer() });
        void navigate(paths.companyDashboard());
      }}
    />
  );
}
