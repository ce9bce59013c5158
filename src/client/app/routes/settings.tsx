import { Navigate } from 'react-router';
import {
  AccountSettingsLoading,
  AccountSettingsPage,
} from '@client/features/account-settings/components/account-settings-page';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /settings: every signed-in user (advisor or company); visitors sign in and come back here. */
export default function SettingsScreen() {
  usePageTitle('Account settings');
  const viewer = useViewer();
  if (viewer.isLoading) return <AccountSettingsLoading />;
  if (!viewer.user) return <Navigate to={paths.auth({ next: paths.settings() })} replace />;
  return (
    <AccountSettingsPage
      email={viewer.user.email}
      role={viewer.user.role}
      // The account is gone: end the local session and go home, as Sign Out does.
      onAccountDeleted={viewer.signOut}
    />
  );
}
