import { lazy, Suspense } from 'react';
import { BellRing, BookmarkCheck, VenetianMask } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@client/components/ui/skeleton';
import { AccountSettingsPage } from '@client/features/account-settings/components/account-settings-page';
import { SettingsSection } from '@client/features/account-settings/components/settings-section';
import { NotificationSettings } from '@client/features/messaging/components/notification-settings-card';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

// Advisors' saved searches with alerts (decision 045), in chunks of their own: the save form for the filters the
// search page's link carries, and the list (open, rename, frequency, delete).
const SavedSearchesSection = lazy(() =>
  import('@client/features/matching/components/saved-searches/load-saved-searches').then((chunk) =>
    chunk.loadSavedSearchesSection(),
  ),
);
// Confidential mode (decision 044) loads with its own chunk, only for advisors: no screen's initial JS grows.
const ConfidentialModeCard = lazy(
  () => import('@client/features/confidentiality/components/confidential-mode-card'),
);

/** /settings: every signed-in user, advisor or company (the signed-in area's loader applied the guard). */
export default function SettingsScreen() {
  usePageTitle('Account settings');
  const viewer = useViewer();
  const [searchParams] = useSearchParams();
  // Only while signing out: the session is cleared once the visitor is home.
  if (!viewer.user) return null;
  return (
    <AccountSettingsPage
      email={viewer.user.email}
      role={viewer.user.role}
      // The account is gone: end the local session and go home, as Sign Out does.
      onAccountDeleted={viewer.signOut}
      extraSections={
        <>
          {viewer.user.role === 'advisor' ? (
            <SettingsSection
              id="confidential"
              icon={VenetianMask}
              title="Confidential mode"
              description="Look for a board role without your employer finding out: companies see an anonymous card until you apply to them."
            >
              <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                <ConfidentialModeCard />
              </Suspense>
            </SettingsSection>
          ) : null}
          <SettingsSection
            id="notifications"
            icon={BellRing}
            title="Notification e-mails"
            description="For each kind of notification: e-mail at once, one daily digest, or none. Everything stays in the bell either way."
          >
            <NotificationSettings />
          </SettingsSection>
          {viewer.user.role === 'advisor' ? (
            <SettingsSection
              id="saved-searches"
              anchor="saved-searches"
              icon={BookmarkCheck}
              title="Saved searches and alerts"
              description="New roles matching a saved search are e-mailed instantly, or in one mail at 8:00 in the morning in your profile’s time zone (daily, or weekly on Mondays). Every plan gets them; a role shows in full as it does in your list."
            >
              <Suspense fallback={<Skeleton className="h-24 w-full" />}>
                <SavedSearchesSection query={Object.fromEntries(searchParams)} />
              </Suspense>
            </SettingsSection>
          ) : null}
        </>
      }
    />
  );
}
