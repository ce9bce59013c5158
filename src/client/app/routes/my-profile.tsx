import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { AdvisorProfileGate } from '@client/features/advisor-profile/components/advisor-profile-gate';
import { MyProfilePage } from '@client/features/advisor-profile/components/my-profile-page';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';

// Only a profile still incomplete on arrival shows the completion form (new advisors finish it in /advisor-setup):
// it loads on its own rather than with every visit of a completed profile (initial JavaScript budget, decision 018).
// The board seats (decision 050) load with their own chunk, after the profile.
const BoardSeatsCard = lazy(() => import('@client/features/board-seats/components/board-seats-card'));

const ProfileCompletionPage = lazy(() =>
  import('@client/features/advisor-profile/components/profile-completion-page').then((m) => ({
    default: m.ProfileCompletionPage,
  })),
);

/** A completed profile is viewed and edited in place; an incomplete one shows the completion form first. */
function ProfileOrCompletion({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const [completedOnArrival] = useState(profile.profileCompleted);
  if (!completedOnArrival) {
    return (
      <Suspense fallback={null}>
        <ProfileCompletionPage profile={profile} onSaved={() => navigate(paths.advisorProfileSaved())} />
      </Suspense>
    );
  }
  return (
    <MyProfilePage
      profile={profile}
      moreSections={
        <Suspense fallback={null}>
          <BoardSeatsCard />
        </Suspense>
      }
    />
  );
}

export default function MyProfileScreen() {
  usePageTitle('My Profile');
  return (
    <AdvisorProfileGate returnTo={paths.myProfile()}>
      {(profile) => <ProfileOrCompletion profile={profile} />}
    </AdvisorProfileGate>
  );
}
