import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { AdvisorProfileGate } from '@client/features/advisor-profile/components/advisor-profile-gate';
import { MyProfilePage } from '@client/features/advisor-profile/components/my-profile-page';
import { ProfileCompletionPage } from '@client/features/advisor-profile/components/profile-completion-page';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';

/** A completed profile is viewed and edited in place; an incomplete one shows the completion form first. */
function ProfileOrCompletion({ profile }: { profile: MyProfile }) {
  const navigate = useNavigate();
  const [completedOnArrival] = useState(profile.profileCompleted);
  if (!completedOnArrival) {
    return <ProfileCompletionPage profile={profile} onSaved={() => navigate(paths.advisorProfileSaved())} />;
  }
  return <MyProfilePage profile={profile} />;
}

export default function MyProfileScreen() {
  usePageTitle('My Profile');
  return (
    <AdvisorProfileGate returnTo={paths.myProfile()}>
      {(profile) => <ProfileOrCompletion profile={profile} />}
    </AdvisorProfileGate>
  );
}
