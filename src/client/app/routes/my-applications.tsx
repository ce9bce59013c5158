import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MyApplicationHiring } from '@client/features/hiring/components/my-application-hiring';
import { jobsKeys } from '@client/features/jobs/api/jobs-keys';
import { MyApplicationsPage } from '@client/features/jobs/components/my-applications-page';
import { ConversationToggle } from '@client/features/messaging/components/conversation-toggle';
import { MyInvitations } from '@client/features/messaging/components/my-invitations';
import { usePageTitle } from '@client/lib/use-page-title';
import { MyApplicationAnswers } from '@client/features/screening/components/my-application-answers';

// The advisor's references (decision 046) load after the applications, in their own chunk.
const MyReferences = lazy(() =>
  import('@client/features/references/components/reference-sections').then((sections) => ({
    default: sections.MyReferencesSection,
  })),
);

// Before accepting an invitation (which applies): overboarding and conflicts (decision 050), in their own chunk.
const AdvisorApplyCheck = lazy(() =>
  import('@client/features/board-seats/components/board-check-notices').then((m) => ({
    default: m.AdvisorApplyCheck,
  })),
);

/** /my-applications: advisors only (the advisor area's loader applied the guard). */
export default function MyApplicationsScreen() {
  usePageTitle('My Applications');
  const queryClient = useQueryClient();
  // Applying again (or accepting an invitation, which applies) also changes the role pages' "applied" flag: the
  // whole jobs feature is refreshed.
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobsKeys.all });
  // What renders inside what: the invitations above the list, in each application its screening answers, the
  // hiring process (timeline, withdrawal, interviews) and the conversation with the company; the references below.
  return (
    <MyApplicationsPage
      intro={
        <MyInvitations
          onAccepted={() => void refresh()}
          renderCheck={(jobId) => (
            <Suspense fallback={null}>
              <AdvisorApplyCheck jobId={jobId} />
            </Suspense>
          )}
        />
      }
      renderApplicationParts={(application) => (
        <>
          <MyApplicationAnswers screening={application.screening} />
          <MyApplicationHiring application={application} onChanged={refresh} />
          <ConversationToggle
            applicationId={application.id}
            label={`Message ${application.job.companyName}`}
          />
        </>
      )}
      outro={
        <Suspense fallback={null}>
          <MyReferences />
        </Suspense>
      }
    />
  );
}
