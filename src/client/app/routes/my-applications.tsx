import { MyApplicationsPage } from '@client/features/jobs/components/my-applications-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /my-applications: advisors only (the advisor area's loader applied the guard). */
export default function MyApplicationsScreen() {
  usePageTitle('My Applications');
  return <MyApplicationsPage />;
}
