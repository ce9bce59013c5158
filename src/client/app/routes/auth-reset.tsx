import { ResetPasswordScreen } from '@client/features/auth/components/reset-password-screen';

export default function AuthResetRoute() {
  return <ResetPasswordScreen />;
}
