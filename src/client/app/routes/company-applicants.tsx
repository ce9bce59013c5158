import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCompanyMay } from '@client/components/company-role';
import { companyKeys } from '@client/features/company/api/company-keys';
import { CompanyApplicantsPage } from '@client/features/company/components/applicants-page';
import { ApplicantHiringPanel } from '@client/features/hiring/components/applicant-hiring-panel';
import { ConversationToggle } from '@client/features/messaging/components/conversation-toggle';
import { usePageTitle } from '@client/lib/use-page-title';
import { ApplicantScreeningPanel } from '@client/features/screening/components/applicant-screening-panel';

// The overboarding and conflict flags of each applicant (decision 050): they come with the applicants page; the
// notice's chunk loads only when a card has something to show.
const BoardCheckNotice = lazy(() =>
  import('@client/features/board-seats/components/board-check-notices').then((m) => ({
    default: m.BoardCheckNotice,
  })),
);

/** /company/applicants?job_id=&status=&page= (the company area's loader applied the guard). */
export default function CompanyApplicantsScreen() {
  usePageTitle('Applicants');
  const location = useLocation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.applicants() });
  // Interviewers take no part in the company's conversations (the server refuses them too).
  const converses = useCompanyMay()('messages');
  // What renders inside each applicant's card: under its facts, the screening answers and scorecards, the board
  // check and the hiring process (rating, notes, timeline, interviews); beside its actions, the conversation.
  return (
    <CompanyApplicantsPage
      returnTo={`${location.pathname}${location.search}`}
      applicantParts={{
        renderReview: (applicant) => (
          <>
            <ApplicantScreeningPanel
              applicationId={applicant.applicationId}
              advisorName={applicant.advisor.name}
              screening={applicant.screening}
              onChanged={refresh}
            />
            {applicant.boardCheck.overboarding || applicant.boardCheck.conflicts.length > 0 ? (
              <Suspense fallback={null}>
                <BoardCheckNotice check={applicant.boardCheck} reader="company" />
              </Suspense>
            ) : null}
            <ApplicantHiringPanel applicant={applicant} onChanged={refresh} />
          </>
        ),
        renderActions: (applicant) =>
          converses ? (
            <ConversationToggle
              applicationId={applicant.applicationId}
              label={`Message ${applicant.advisor.name}`}
            />
          ) : null,
      }}
    />
  );
}
