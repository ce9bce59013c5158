import { AuthScreen } from '@client/features/auth/components/auth-screen';

export default function AuthRoute() {
  return <AuthScreen />;
}
