import { useLocation, useParams } from 'react-router';
import { CompanyAdvisorPage } from '@client/features/company/components/advisor-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /company/advisor/{advisorId}: an applicant's profile (the company area's loader applied the guard). */
export default function CompanyAdvisorScreen() {
  usePageTitle('Advisor profile');
  const { advisorId = '' } = useParams();
  const location = useLocation();
  // Keyed by the parameter so moving between two advisors starts from a clean page.
  return (
    <CompanyAdvisorPage
      key={advisorId}
      advisorId={advisorId}
      returnTo={`${location.pathname}${location.search}`}
    />
  );
}
