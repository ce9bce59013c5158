// The e-mail settings on /settings against a stubbed server (fetch is the boundary): one choice per kind the user
// controls, interview mail included (decision 039: it honours the settings like every other kind).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreferences } from '@shared/schemas/messaging';
import { renderWithApp } from '@client/test-support/server-answers';
import { NotificationSettings } from './notification-settings-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// What the server answers an advisor: their own six kinds (no colleagues' mentions).
const advisorModes: NotificationPreferences = {
  invitation: 'immediately',
  message: 'daily',
  status: 'off',
  match: 'immediately',
  interview: 'off',
  reference: 'immediately',
};
// And a company member: no match suggestions or references, but mentions.
const companyModes: NotificationPreferences = {
  invitation: 'immediately',
  message: 'immediately',
  status: 'daily',
  interview: 'immediately',
  mention: 'off',
};

function serve(saved: NotificationPreferences = advisorModes) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (url.includes('/api/notifications/preferences') && method === 'PUT') {
      const body = init?.body ? (JSON.parse(String(init.body)) as Partial<NotificationPreferences>) : {};
      return json(200, { ...saved, ...body });
    }
    if (url.includes('/api/notifications/preferences')) return json(200, saved);
    if (url.includes('/api/blocks')) return json(200, { items: [] });
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('notification settings', () => {
  it('offers a choice per kind, interview mail included', async () => {
    const spy = serve();
    renderWithApp(<NotificationSettings />);
    const list = await screen.findByRole('list', { name: 'E-mail per notification' });
    expect(within(list).getByRole('combobox', { name: 'New messages' })).toHaveProperty('value', 'daily');
    expect(within(list).getByRole('combobox', { name: 'Application status changes' })).toHaveProperty(
      'value',
      'off',
    );
    expect(within(list).getAllByRole('combobox')).toHaveLength(6);
    expect(within(list).queryByRole('combobox', { name: /Colleagues mentioning you/ })).toBeNull();
    expect(
      within(list).getByRole('combobox', { name: 'Interview times, bookings and cancellations' }),
    ).toHaveProperty('value', 'off');
    expect(screen.getByText(/8:00 in the morning in your time zone/)).toBeTruthy();

    await userEvent.selectOptions(
      within(list).getByRole('combobox', { name: 'Application status changes' }),
      'daily',
    );
    await waitFor(() => {
      const put = spy.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method?.toUpperCase() === 'PUT',
      );
      expect(put && JSON.parse(String((put[1] as RequestInit).body))).toEqual({ status: 'daily' });
    });
  });

  it('offers a company member their own kinds: mentions, but no match suggestions or references', async () => {
    serve(companyModes);
    renderWithApp(<NotificationSettings />);
    const list = await screen.findByRole('list', { name: 'E-mail per notification' });
    expect(within(list).getAllByRole('combobox')).toHaveLength(5);
    expect(
      within(list).getByRole('combobox', { name: 'Colleagues mentioning you in private notes' }),
    ).toHaveProperty('value', 'off');
    expect(within(list).queryByRole('combobox', { name: 'Match suggestions' })).toBeNull();
    expect(within(list).queryByRole('combobox', { name: 'References written for you' })).toBeNull();
  });
});
