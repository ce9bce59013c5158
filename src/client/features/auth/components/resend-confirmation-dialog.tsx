import { useResendConfirmation } from '../api/auth-mutations';
import { TOASTS } from '../lib/messages';
import { EmailRequestDialog } from './email-request-dialog';

export interface ResendConfirmationDialogProps {
  /** Pre-fills the address the visitor already typed into the sign-in form. */
  initialEmail?: string | undefined;
}

/**
 * 'Resend confirmation email': for a visitor whose confirmation mail never arrived (issue #17). The server mails a
 * new link only to an account still waiting for confirmation, rate-limits by address, and answers the same for
 * every address, so the toast cannot say more than "if".
 */
export function ResendConfirmationDialog({ initialEmail }: ResendConfirmationDialogProps) {
  const resend = useResendConfirmation();
  return (
    <EmailRequestDialog
      initialEmail={initialEmail}
      triggerLabel="Resend confirmation email"
      title="Resend confirmation email"
      description="Enter the email you signed up with and we will send a new confirmation link if the account is still waiting for one."
      submitLabel="Resend Link"
      pendingLabel="Sending..."
      sent={TOASTS.confirmationResent}
      request={resend}
    />
  );
}
