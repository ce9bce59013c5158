import { useViewerQuery } from '@client/features/auth/api/viewer-query';
import { PositionResponsiveness } from '@client/features/hiring/components/position-responsiveness';
import { ShareJobButton } from '@client/features/jobs/components/share-job-dialog';
import { MatchmakingPage } from '@client/features/matching/components/matchmaking-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /advisor-matchmaking: advisors only (the advisor area's loader applied the guard). */
export default function AdvisorMatchmakingScreen() {
  usePageTitle('Your Matches');
  const viewerQuery = useViewerQuery();
  return (
    <MatchmakingPage
      profileCompleted={viewerQuery.data?.advisorProfileCompleted ?? false}
      renderShare={(job) => <ShareJobButton job={job} />}
      renderResponsiveness={(jobId) => <PositionResponsiveness jobId={jobId} />}
    />
  );
}
