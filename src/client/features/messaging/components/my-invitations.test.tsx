// An invitation on My Applications names its role with a link to it, and "Accept and apply" applies only after a
// confirmation in an accessible dialog; Cancel sends nothing (issue #29). The server (fetch) is the boundary.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@shared/schemas/messaging';
import { renderWithApp } from '@client/test-support/server-answers';
import { MyInvitations } from './my-invitations';

const invitation: Invitation = {
  id: '6f1f7b8e-4d7a-4c57-9a39-1f0c2b7c1a11',
  jobId: '0c5f2a4e-5f5d-4a0e-8c11-7f6a2b9e3d22',
  jobTitle: 'Audit Committee Chair',
  companyName: 'Fjord Grid Systems',
  advisorId: 'a1',
  advisorName: 'Grace Hopper',
  note: 'Would you join us?',
  status: 'pending',
  declineReason: null,
  applicationId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function serve() {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body =
      method === 'POST'
        ? { invitation: { ...invitation, status: 'accepted' }, applicationId: 'app-1' }
        : { items: [invitation] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

const posts = (spy: ReturnType<typeof serve>) =>
  spy.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase() === 'POST',
  );

afterEach(() => vi.unstubAllGlobals());

describe('my invitations', () => {
  it('links to the role and asks before applying', async () => {
    const spy = serve();
    const accepted = vi.fn();
    renderWithApp(<MyInvitations onAccepted={accepted} />);
    const card = await screen.findByRole('article', {
      name: 'Invitation: Audit Committee Chair at Fjord Grid Systems',
    });
    expect(within(card).getByRole('link', { name: 'Audit Committee Chair' }).getAttribute('href')).toBe(
      `/job/${invitation.jobId}`,
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Accept and apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Audit Committee Chair?' });
    expect(dialog.textContent).toContain('Fjord Grid Systems');
    expect(posts(spy)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(spy)).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Accept and apply' }));
    const again = await screen.findByRole('dialog', { name: 'Apply to Audit Committee Chair?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Accept and apply' }));
    await waitFor(() => expect(accepted).toHaveBeenCalled());
    expect(posts(spy).map(([input]) => String(input instanceof Request ? input.url : input))).toEqual([
      expect.stringContaining(`/api/invitations/${invitation.id}/accept`),
    ]);
  });
});
