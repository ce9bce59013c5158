// Messages, the bell and the timeline write a moment the same way, in the reader's locale (issue #29): no screen
// hard-codes a 12- or 24-hour clock. The server (fetch, the boundary) answers with one moment for all three.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList, Thread } from '@shared/schemas/messaging';
import { ApplicationTimeline } from '@client/features/hiring/components/application-timeline';
import { ConversationPanel } from '@client/features/messaging/components/conversation-panel';
import { HeaderInbox } from '@client/features/messaging/components/header-inbox';
import { formatDateTime } from '@client/lib/format-date-time';
import { renderWithApp } from '@client/test-support/server-answers';

// An afternoon in every zone from UTC−11 to UTC+1, so a 12-hour locale writes "PM" and a 24-hour one "1x:".
const AT = '2026-11-20T15:05:00.000Z';
const APPLICATION = '2b7c0f43-3f5e-4a5b-9d2e-0d9a3c1e8f10';

const thread: Thread = {
  applicationId: APPLICATION,
  role: 'advisor',
  counterpartName: 'Fjord Grid Systems',
  jobTitle: 'Audit Chair',
  applicationStatus: 'applied',
  closed: false,
  blocked: false,
  blockedBy: null,
  hasOlder: false,
  messages: [{ id: 'm1', body: 'Hello', mine: true, createdAt: AT, seen: false }],
};
const bell: NotificationList = {
  unread: 1,
  items: [
    {
      id: 'n1',
      kind: 'status',
      title: 'You were shortlisted',
      body: '',
      link: '/my-applications',
      read: false,
      createdAt: AT,
    },
  ],
};

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
      const body =
        path === '/api/notifications'
          ? bell
          : path === '/api/notifications/counts'
            ? { messages: 0, notifications: 1 }
            : path.endsWith('/read')
              ? { unread: 0 }
              : thread;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('one time format', () => {
  it('follows the locale: 12 hours in en-US, 24 in en-GB and de-DE', () => {
    // Some ICU versions put a narrow no-break space before "PM".
    expect(formatDateTime('2026-11-20T15:05:00.000', 'en-US').replace('\u202f', ' ')).toBe(
      'Nov 20, 2026, 3:05 PM',
    );
    expect(formatDateTime('2026-11-20T15:05:00.000', 'en-GB')).toBe('20 Nov 2026, 15:05');
    expect(formatDateTime('2026-11-20T15:05:00.000', 'de-DE')).toBe('20.11.2026, 15:05');
  });

  it('the timeline, a conversation and the bell write the same moment identically, in the reader’s locale', async () => {
    serve();
    const expected = formatDateTime(AT);
    const readerLocale = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(expected).toBe(readerLocale.format(new Date(AT)));

    renderWithApp(
      <>
        <HeaderInbox />
        <ApplicationTimeline
          entries={[{ step: 'applied', at: AT, by: 'you', reason: null }]}
          label="Timeline of Audit Chair"
        />
        <ConversationPanel applicationId={APPLICATION} />
      </>,
    );
    const timeline = screen.getByRole('list', { name: 'Timeline of Audit Chair' });
    expect(within(timeline).getByText(expected)).toBeTruthy();
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText(expected)).toBeTruthy();

    // Opened from the keyboard once the unread count is in (a pointer press landing while the trigger re-renders
    // with its count was lost in a loaded run).
    const bellButton = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bellButton.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: /You were shortlisted/ }, { timeout: 5000 });
    expect(within(item).getByText(expected)).toBeTruthy();
  });
});
