import { lazy, Suspense } from 'react';
import { useViewerQuery } from '@client/features/auth/api/viewer-query';
import { PositionResponsiveness } from '@client/features/hiring/components/position-responsiveness';
import { MatchmakingPage } from '@client/features/matching/components/matchmaking-page';
import { usePageTitle } from '@client/lib/use-page-title';

// Shown only inside the role's dialog, which loads on its own too: the share dialog is not part of the first render.
const ShareJobButton = lazy(() =>
  import('@client/features/jobs/components/share-job-dialog').then((m) => ({ default: m.ShareJobButton })),
);

// What taking the role would mean for the advisor's listed boards, and conflicts (decision 050): inside the dialog.
const AdvisorApplyCheck = lazy(() =>
  import('@client/features/board-seats/components/board-check-notices').then((m) => ({
    default: m.AdvisorApplyCheck,
  })),
);

/** /advisor-matchmaking: advisors only (the advisor area's loader applied the guard). */
export default function AdvisorMatchmakingScreen() {
  usePageTitle('Your Matches');
  const viewerQuery = useViewerQuery();
  return (
    <MatchmakingPage
      profileCompleted={viewerQuery.data?.advisorProfileCompleted ?? false}
      renderShare={(job) => (
        <Suspense fallback={null}>
          <ShareJobButton job={job} />
        </Suspense>
      )}
      renderResponsiveness={(jobId) => <PositionResponsiveness jobId={jobId} />}
      renderBeforeApply={(jobId) => (
        <Suspense fallback={null}>
          <AdvisorApplyCheck jobId={jobId} />
        </Suspense>
      )}
    />
  );
}
