import { Navigate } from 'react-router';
import { paths } from '@client/lib/paths';

export default function LegacyCompanyDashboard() {
  return <Navigate to={paths.companyDashboard()} replace />;
}
