import { useLocation } from 'react-router';
import { CompanyDashboardPage } from '@client/features/company/components/dashboard-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /company/dashboard (the company area's loader applied the guard). */
export default function CompanyDashboardScreen() {
  usePageTitle('Company Dashboard');
  const location = useLocation();
  return <CompanyDashboardPage returnTo={`${location.pathname}${location.search}`} />;
}
