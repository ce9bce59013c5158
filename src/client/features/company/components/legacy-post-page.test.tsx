// The legacy "post a board position" form shows the server's field issue under the field it names
// (lib/form-errors.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, it, vi } from 'vitest';
import {
  answerWritesWithIssues,
  expectServerError,
  renderWithApp,
} from '@client/test-support/server-answers';
import { LegacyPostPage } from './legacy-post-page';

afterEach(() => vi.unstubAllGlobals());

// Typing into a whole form is slow on a loaded 2-core runner; the default 5 s is too tight.
describe('legacy post form: server field errors', { timeout: 20_000 }, () => {
  it('shows the server issue under "Position title"', async () => {
    const message = 'Title must be at most 150 characters.';
    answerWritesWithIssues([{ path: 'title', message }]);
    renderWithApp(<LegacyPostPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Position title/), 'Independent Board Member');
    await user.type(screen.getByLabelText(/^Description/), 'Quarterly board meetings and strategy reviews.');
    await user.click(screen.getByRole('button', { name: 'Post Position' }));
    await expectServerError(screen.getByLabelText(/^Position title/), message);
  });
});
