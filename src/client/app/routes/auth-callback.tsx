import { AuthCallbackScreen } from '@client/features/auth';

export default function AuthCallbackRoute() {
  return <AuthCallbackScreen />;
}
