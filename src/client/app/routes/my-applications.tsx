import { Navigate } from 'react-router';
import { MyApplicationsPage } from '@client/features/jobs/components/my-applications-page';
import { paths } from '@client/lib/paths';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /my-applications: advisors only. */
export default function MyApplicationsScreen() {
  usePageTitle('My Applications');
  const viewer = useViewer();
  if (viewer.isLoading) return null;
  if (!viewer.user) return <Navigate to={paths.auth({ next: paths.myApplications() })} replace />;
  if (viewer.user.role === 'company') return <Navigate to={paths.companyDashboard()} replace />;
  return <MyApplicationsPage />;
}
