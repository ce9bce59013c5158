import { useLocation } from 'react-router';
import { CompanyApplicantsPage } from '@client/features/company/components/applicants-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /company/applicants?job_id=&status=&page= (the company area's loader applied the guard). */
export default function CompanyApplicantsScreen() {
  usePageTitle('Applicants');
  const location = useLocation();
  return <CompanyApplicantsPage returnTo={`${location.pathname}${location.search}`} />;
}
