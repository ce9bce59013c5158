import { useLocation } from 'react-router';
import { FeatureSlotsProvider } from '@client/components/feature-slots';
import { CompanyApplicantsPage } from '@client/features/company/components/applicants-page';
import { ConversationToggle } from '@client/features/messaging/components/conversation-toggle';
import { usePageTitle } from '@client/lib/use-page-title';

/** /company/applicants?job_id=&status=&page= (the company area's loader applied the guard). */
export default function CompanyApplicantsScreen() {
  usePageTitle('Applicants');
  const location = useLocation();
  return (
    <FeatureSlotsProvider
      slots={{
        applicantExtras: ({ applicationId, advisorName }) => (
          <ConversationToggle applicationId={applicationId} label={`Message ${advisorName}`} />
        ),
      }}
    >
      <CompanyApplicantsPage returnTo={`${location.pathname}${location.search}`} />
    </FeatureSlotsProvider>
  );
}
