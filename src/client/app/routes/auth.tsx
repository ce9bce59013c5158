import { AuthScreen } from '@client/features/auth';

export default function AuthRoute() {
  return <AuthScreen />;
}
