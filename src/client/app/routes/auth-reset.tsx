import { ResetPasswordScreen } from '@client/features/auth';

export default function AuthResetRoute() {
  return <ResetPasswordScreen />;
}
