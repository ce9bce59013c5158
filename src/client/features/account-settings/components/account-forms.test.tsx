// Each account-settings form shows the server's field issue under the field it names (lib/form-errors.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerWritesWithIssues,
  expectServerError,
  renderWithApp,
} from '@client/test-support/server-answers';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';

afterEach(() => vi.unstubAllGlobals());

// Typing into a whole form is slow on a loaded 2-core runner; the default 5 s is too tight.
describe('account settings forms: server field errors', { timeout: 20_000 }, () => {
  it('change e-mail: a taken address is shown under "New e-mail address"', async () => {
    const fetch = answerWritesWithIssues([{ path: 'newEmail', message: 'That address is already in use.' }]);
    renderWithApp(<ChangeEmailCard email="me@example.com" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New e-mail address/), 'taken@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'Some-Password-123');
    await user.click(screen.getByRole('button', { name: 'Send Confirmation Link' }));
    await expectServerError(screen.getByLabelText(/New e-mail address/), 'That address is already in use.');
    expect(fetch).toHaveBeenCalled();
  });

  it('change password: a wrong current password is shown under "Current password"', async () => {
    answerWritesWithIssues([{ path: 'currentPassword', message: 'The current password is not correct.' }]);
    renderWithApp(<ChangePasswordCard />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong-Password-123');
    await user.type(screen.getByLabelText(/^New password/), 'Copper-Meadow-Violin-3390');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Copper-Meadow-Violin-3390');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await expectServerError(
      screen.getByLabelText(/^Current password/),
      'The current password is not correct.',
    );
  });

  it('delete account: a wrong password is shown under "Your password"', async () => {
    answerWritesWithIssues([{ path: 'password', message: 'The password is not correct.' }]);
    const advisor = 'advisor' as const;
    renderWithApp(<DeleteAccountCard role={advisor} onDeleted={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(await screen.findByLabelText(/Your password/), 'Wrong-Password-123');
    await user.type(screen.getByLabelText(/to confirm/), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await expectServerError(screen.getByLabelText(/Your password/), 'The password is not correct.');
  });
});
