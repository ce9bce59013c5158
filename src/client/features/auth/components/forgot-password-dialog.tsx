import { useRequestPasswordReset } from '../api/auth-mutations';
import { TOASTS } from '../lib/messages';
import { EmailRequestDialog } from './email-request-dialog';

export interface ForgotPasswordDialogProps {
  /** Pre-fills the address the visitor already typed into the sign-in form. */
  initialEmail?: string | undefined;
}

/** 'Forgot password?': asks for an address and always answers the same, whether or not it has an account. */
export function ForgotPasswordDialog({ initialEmail }: ForgotPasswordDialogProps) {
  const requestReset = useRequestPasswordReset();
  return (
    <EmailRequestDialog
      initialEmail={initialEmail}
      triggerLabel="Forgot password?"
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      submitLabel="Send Reset Link"
      pendingLabel="Sending..."
      sent={TOASTS.resetLinkSent}
      request={requestReset}
    />
  );
}
