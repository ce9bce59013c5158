import { AuthCallbackScreen } from '@client/features/auth/components/auth-callback-screen';

export default function AuthCallbackRoute() {
  return <AuthCallbackScreen />;
}
