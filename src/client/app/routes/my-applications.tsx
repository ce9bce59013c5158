import { useQueryClient } from '@tanstack/react-query';
import { FeatureSlotsProvider } from '@client/components/feature-slots';
import { jobsKeys } from '@client/features/jobs/api/jobs-keys';
import { MyApplicationsPage } from '@client/features/jobs/components/my-applications-page';
import { ConversationToggle } from '@client/features/messaging/components/conversation-toggle';
import { MyInvitations } from '@client/features/messaging/components/my-invitations';
import { usePageTitle } from '@client/lib/use-page-title';

/** /my-applications: advisors only (the advisor area's loader applied the guard). */
export default function MyApplicationsScreen() {
  usePageTitle('My Applications');
  const queryClient = useQueryClient();
  return (
    <FeatureSlotsProvider
      slots={{
        // Accepting an invitation applies: the applications list below is stale then.
        applicationsIntro: (
          <MyInvitations onAccepted={() => void queryClient.invalidateQueries({ queryKey: jobsKeys.all })} />
        ),
        applicationExtras: ({ applicationId, companyName }) => (
          <ConversationToggle applicationId={applicationId} label={`Message ${companyName}`} />
        ),
      }}
    >
      <MyApplicationsPage />
    </FeatureSlotsProvider>
  );
}
