import { Navigate, useLocation } from 'react-router';
import { useViewerQuery } from '@client/features/auth/api/viewer-query';
import { ShareJobButton } from '@client/features/jobs/components/share-job-dialog';
import { MatchmakingPage } from '@client/features/matching/components/matchmaking-page';
import { RoleListSkeleton } from '@client/features/matching/components/role-list';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /advisor-matchmaking: advisors only; signed-out visitors sign in first, companies go to their dashboard. */
export default function AdvisorMatchmakingScreen() {
  usePageTitle('Your Matches');
  const viewer = useViewer();
  const viewerQuery = useViewerQuery();
  const location = useLocation();

  if (viewer.isLoading) {
    return (
      <main id="main" className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-8 sm:py-12">
        <h1 className="font-display text-4xl font-medium">Your Matches</h1>
        <div className="mt-10">
          <RoleListSkeleton withScore label="Loading your matches…" />
        </div>
      </main>
    );
  }
  if (!viewer.user) {
    return <Navigate to={paths.auth({ next: `${location.pathname}${location.search}` })} replace />;
  }
  if (viewer.user.role === 'company') return <Navigate to={paths.companyDashboard()} replace />;

  return (
    <MatchmakingPage
      profileCompleted={viewerQuery.data?.advisorProfileCompleted ?? false}
      renderShare={(job) => <ShareJobButton job={job} />}
    />
  );
}
