// The Messages page after a block (issue #29): beside the blocked conversation the list must not say "No
// conversations yet — once you have applied…"; it says what is the case and where to undo it.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Thread, ThreadList } from '@shared/schemas/messaging';
import { renderWithApp } from '@client/test-support/server-answers';
import { MessagesPage } from './messages-page';

const APPLICATION = '2b7c0f43-3f5e-4a5b-9d2e-0d9a3c1e8f10';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function serve(list: ThreadList, thread: Thread) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/threads') return json(list);
      if (url.pathname.endsWith('/read')) return json({ unread: 0 });
      return json(thread);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Messages page', () => {
  it('beside a conversation the advisor blocked, says it is hidden, not "No conversations yet"', async () => {
    serve(
      { role: 'advisor', items: [], page: 1, pageCount: 1, hiddenByBlock: 1 },
      {
        applicationId: APPLICATION,
        role: 'advisor',
        counterpartName: 'Fjord Grid Systems',
        jobTitle: 'Audit Chair',
        applicationStatus: 'applied',
        closed: false,
        blocked: true,
        blockedBy: 'me',
        hasOlder: false,
        messages: [],
      },
    );
    renderWithApp(<MessagesPage />, `/messages?thread=${APPLICATION}`);
    expect(await screen.findByText('No other conversations')).toBeTruthy();
    expect(screen.getByText(/A conversation with someone you blocked is hidden\./)).toBeTruthy();
    expect(screen.queryByText('No conversations yet')).toBeNull();
    expect(screen.queryByText(/Once you have applied/)).toBeNull();
    expect((await screen.findByRole('status')).textContent).toContain('You blocked Fjord Grid Systems');
  });
});
