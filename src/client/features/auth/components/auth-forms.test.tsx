// Each sign-in screen form shows the server's field issue under the field it names (lib/form-errors.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, findToast } from '@client/components/ui/toasts-in-tests';
import {
  answerWritesWithIssues,
  expectServerError,
  renderWithApp,
} from '@client/test-support/server-answers';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { ResetPasswordScreen } from './reset-password-screen';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToasts();
});

const EMAIL_ISSUE = { path: 'email', message: 'Use an address on a domain that receives mail.' };
// The server's weak-password answer: every reason, each under the password field on its own line.
const WEAK_PASSWORD_ISSUES = [
  { path: 'password', message: 'Password is too easy to guess' },
  { path: 'password', message: 'Password appears in a list of leaked passwords' },
];
const WEAK_PASSWORD_ANSWER = { code: 'WEAK_PASSWORD', message: 'Password is too easy to guess' };

/** The reasons listed under a control, one a line, as its description reads them. */
function listedReasons(control: HTMLElement): string[] {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('li') ?? [])])
    .map((item) => item.textContent ?? '');
}

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

  it('sign-up: every reason a weak password is refused for is listed under "Password"', async () => {
    answerWritesWithIssues(WEAK_PASSWORD_ISSUES, WEAK_PASSWORD_ANSWER);
    renderWithApp(<SignUpForm defaultRole="advisor" next={null} onAlreadyRegistered={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectServerError(screen.getByLabelText(/^Password/), WEAK_PASSWORD_ISSUES[0]!.message);
    expect(listedReasons(screen.getByLabelText(/^Password/))).toEqual(
      WEAK_PASSWORD_ISSUES.map((issue) => issue.message),
    );
    expect(await findToast('Sign Up Failed')).toEqual({
      kind: 'error',
      description: WEAK_PASSWORD_ANSWER.message,
    });
  });

  it('reset password: every reason a weak password is refused for is listed under "New password"', async () => {
    const fetchSpy = answerWritesWithIssues(WEAK_PASSWORD_ISSUES, WEAK_PASSWORD_ANSWER);
    renderWithApp(<ResetPasswordScreen />, '/auth/reset?token=reset-token-123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'password1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await expectServerError(screen.getByLabelText(/^New password/), WEAK_PASSWORD_ISSUES[0]!.message);
    expect(listedReasons(screen.getByLabelText(/^New password/))).toEqual(
      WEAK_PASSWORD_ISSUES.map((issue) => issue.message),
    );
    expect(fetchSpy).toHaveBeenCalled();
    expect((await findToast('Error')).kind).toBe('error');
    // Spec part 1 §5: disabled while an error is showing; a new password clears the server's reasons.
    expect(screen.getByRole('button', { name: 'Update Password' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^New password/), '-Lantern-Quiet-Harbour-7781');
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'password1-Lantern-Quiet-Harbour-7781');
    expect(listedReasons(screen.getByLabelText(/^New password/))).toEqual([]);
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBeNull();
  });
});
