// Each sign-in screen form shows the server's field issue under the field it names (lib/form-errors.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, it, vi } from 'vitest';
import {
  answerWritesWithIssues,
  expectServerError,
  renderWithApp,
} from '@client/test-support/server-answers';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

afterEach(() => vi.unstubAllGlobals());

const EMAIL_ISSUE = { path: 'email', message: 'Use an address on a domain that receives mail.' };

// Typing into a whole form is slow on a loaded 2-core runner; the default 5 s is too tight.
describe('auth forms: server field errors', { timeout: 20_000 }, () => {
  it('sign-up: an address the server refuses is shown under "Email"', async () => {
    answerWritesWithIssues([EMAIL_ISSUE]);
    renderWithApp(<SignUpForm defaultRole="advisor" next={null} onAlreadyRegistered={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'someone@nomail.example');
    await user.type(screen.getByLabelText(/^Password/), 'Lantern-Quiet-Harbour-7781');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectServerError(screen.getByLabelText(/^Email/), EMAIL_ISSUE.message);
  });

  it('sign-in: an address the server refuses is shown under "Email"', async () => {
    answerWritesWithIssues([EMAIL_ISSUE]);
    renderWithApp(
      <SignInForm onSubmitting={() => undefined} onSignedIn={() => undefined} onFailed={() => undefined} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'someone@nomail.example');
    await user.type(screen.getByLabelText(/^Password/), 'Lantern-Quiet-Harbour-7781');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectServerError(screen.getByLabelText(/^Email/), EMAIL_ISSUE.message);
  });

  it('forgot password: an address the server refuses is shown under "Email" in the dialog', async () => {
    answerWritesWithIssues([EMAIL_ISSUE]);
    renderWithApp(<ForgotPasswordDialog />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'someone@nomail.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await expectServerError(within(dialog).getByLabelText(/^Email/), EMAIL_ISSUE.message);
  });
});
