import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { AdvisorProfileGate } from '@client/features/advisor-profile/components/advisor-profile-gate';
import { ProfileCompletionPage } from '@client/features/advisor-profile/components/profile-completion-page';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';

/** Completion form for an advisor whose profile is not complete yet; a complete profile lives on /my-profile. */
function SetupOrRedirect({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  // Decided on arrival: saving flips profileCompleted, and the congratulations page must win that race.
  const [completedOnArrival] = useState(profile.profileCompleted);
  if (completedOnArrival) return <Navigate to={paths.myProfile()} replace />;
  return <ProfileCompletionPage profile={profile} onSaved={() => navigate(paths.advisorProfileSaved())} />;
}

export default function AdvisorSetup() {
  usePageTitle('Complete your profile');
  return (
    <AdvisorProfileGate returnTo={paths.advisorSetup()}>
      {(profile) => <SetupOrRedirect profile={profile} />}
    </AdvisorProfileGate>
  );
}
