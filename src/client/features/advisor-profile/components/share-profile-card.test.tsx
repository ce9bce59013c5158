// The profile URL form shows the server's field issue under the address field (lib/form-errors.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, it, vi } from 'vitest';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import {
  answerWritesWithIssues,
  expectServerError,
  renderWithApp,
} from '@client/test-support/server-answers';
import { ShareProfileCard } from './share-profile-card';

afterEach(() => vi.unstubAllGlobals());

// Only what the card reads: the rest of a profile does not change what this form does.
const profile = {
  id: '5b0c6a6e-8d44-4f5e-9a0c-2f1e0d9c8b7a',
  isPublic: true,
  publicProfileSlug: 'ada-lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as MyProfile;

describe('profile URL form: server field errors', { timeout: 20_000 }, () => {
  it('shows the server issue under "Public profile URL"', async () => {
    const message = 'That address is taken. Try another one.';
    answerWritesWithIssues([{ path: 'publicProfileSlug', message }]);
    renderWithApp(<ShareProfileCard profile={profile} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Public profile URL');
    await user.clear(field);
    await user.type(field, 'ada-l');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    await expectServerError(screen.getByLabelText('Public profile URL'), message);
  });
});
