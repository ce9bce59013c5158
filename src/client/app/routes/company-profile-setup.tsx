import { Navigate } from 'react-router';
import { paths } from '@client/lib/paths';

export default function CompanyProfileSetup() {
  return <Navigate to={paths.companyMyProfile()} replace />;
}
