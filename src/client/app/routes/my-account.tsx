import { Navigate } from 'react-router';
import { paths } from '@client/lib/paths';

export default function MyAccount() {
  return <Navigate to={paths.myProfile()} replace />;
}
