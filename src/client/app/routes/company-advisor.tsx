import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { CompanyAdvisorPage } from '@client/features/company/components/advisor-page';
import { InviteAdvisorButton } from '@client/features/messaging/components/invite-advisor-button';
import { usePageTitle } from '@client/lib/use-page-title';

// Approved references load after the profile, in their own chunk (decision 046).
const AdvisorReferences = lazy(() =>
  import('@client/features/references/components/reference-sections').then((screens) => ({
    default: screens.AdvisorReferences,
  })),
);

/** /company/advisor/{advisorId}: an applicant's profile (the company area's loader applied the guard). */
export default function CompanyAdvisorScreen() {
  usePageTitle('Advisor profile');
  const { advisorId = '' } = useParams();
  const location = useLocation();
  // What renders inside the profile: under the contact actions, the invitation to a position; at the end, the
  // advisor's approved references. Keyed by the parameter so moving between two advisors starts from a clean page.
  return (
    <CompanyAdvisorPage
      key={advisorId}
      advisorId={advisorId}
      returnTo={`${location.pathname}${location.search}`}
      parts={{
        renderActions: (advisor) => (
          <div>
            <InviteAdvisorButton advisorId={advisor.id} advisorName={advisor.name} />
          </div>
        ),
        renderSections: (advisor) => (
          <Suspense fallback={null}>
            <AdvisorReferences advisorId={advisor.id} />
          </Suspense>
        ),
      }}
    />
  );
}
