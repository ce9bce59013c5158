// The conversation panel against a stubbed server (fetch is the boundary): bodies are text, never markup; links
// are safe anchors; read receipts show; a closed thread has no composer; a refused send says why.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Thread } from '@shared/schemas/messaging';
import { renderWithApp } from '@client/test-support/server-answers';
import { ConversationPanel } from './conversation-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const APPLICATION = '2b7c0f43-3f5e-4a5b-9d2e-0d9a3c1e8f10';
const thread = (overrides: Partial<Thread> = {}): Thread => ({
  applicationId: APPLICATION,
  role: 'advisor',
  counterpartName: 'Fjord Grid Systems',
  jobTitle: 'Audit Chair',
  applicationStatus: 'applied',
  closed: false,
  blocked: false,
  blockedBy: null,
  hasOlder: false,
  messages: [
    {
      id: 'm1',
      body: 'Hello <img src=x onerror=alert(1)> see https://example.com/deck and javascript:alert(1)',
      mine: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      seen: false,
    },
    { id: 'm2', body: 'Thanks!', mine: true, createdAt: '2026-11-20T10:05:00.000Z', seen: true },
  ],
  ...overrides,
});

function serve(answers: { thread: Thread; send?: Response }) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (url.includes('/read')) return json(200, { unread: 0 });
    if (url.includes('/messages') && method === 'POST') return answers.send ?? json(500, {});
    if (url.endsWith('/block') && method === 'POST') return new Response(null, { status: 204 });
    return json(200, answers.thread);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('conversation panel', () => {
  it('shows bodies as text with safe links, the read receipt, and marks the thread read', async () => {
    const spy = serve({ thread: thread() });
    renderWithApp(<ConversationPanel applicationId={APPLICATION} />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const theirs = within(list).getByRole('listitem', { name: 'Fjord Grid Systems wrote' });
    expect(theirs.querySelector('img')).toBeNull();
    expect(theirs.textContent).toContain('<img src=x onerror=alert(1)>');
    const link = within(theirs).getByRole('link', { name: 'https://example.com/deck' });
    expect(link.getAttribute('href')).toBe('https://example.com/deck');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(within(theirs).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('listitem', { name: 'You wrote' }).textContent).toContain('Seen');
    await waitFor(() =>
      expect(
        spy.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('/read'),
        ),
      ).toBe(true),
    );
  });

  it('tells the company, in the thread, that the advisor stopped the conversation — and no more (issue #29)', async () => {
    serve({
      thread: thread({ role: 'company', counterpartName: 'Ada Lovelace', blocked: true, blockedBy: 'them' }),
    });
    renderWithApp(<ConversationPanel applicationId={APPLICATION} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Ada Lovelace has closed this conversation. New messages can no longer be sent; its history stays here.',
    );
    expect(status.textContent).not.toMatch(/block/i);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('tells the one who blocked what they did and where to undo it', async () => {
    serve({ thread: thread({ blocked: true, blockedBy: 'me' }) });
    renderWithApp(<ConversationPanel applicationId={APPLICATION} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('You blocked Fjord Grid Systems');
    expect(within(status).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('a closed thread keeps its history and has no composer', async () => {
    serve({ thread: thread({ closed: true, applicationStatus: 'rejected' }) });
    renderWithApp(<ConversationPanel applicationId={APPLICATION} />);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('This conversation is closed'),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('says why a message was refused', async () => {
    serve({
      thread: thread(),
      send: json(409, {
        error: { code: 'CONFLICT', message: 'This conversation is closed: no new messages.' },
      }),
    });
    renderWithApp(<ConversationPanel applicationId={APPLICATION} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message' }), 'One more thing');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This conversation is closed: no new messages.',
    );
  });

  it('blocks only after the confirmation in its own dialog, and Cancel sends nothing', async () => {
    const spy = serve({ thread: thread() });
    renderWithApp(<ConversationPanel applicationId={APPLICATION} />);
    const user = userEvent.setup();
    const blocks = () =>
      spy.mock.calls.filter(([input]) =>
        String(input instanceof Request ? input.url : input).endsWith('/block'),
      );
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Fjord Grid Systems?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(blocks()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const again = await screen.findByRole('dialog', { name: 'Block Fjord Grid Systems?' });
    await user.click(within(again).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blocks()).toHaveLength(1));
  });
});
