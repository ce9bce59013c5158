import { ProfileSavedPage } from '@client/features/advisor-profile/components/profile-saved-page';
import { usePageTitle } from '@client/lib/use-page-title';

export default function AdvisorProfileSaved() {
  usePageTitle('Profile saved');
  return <ProfileSavedPage />;
}
