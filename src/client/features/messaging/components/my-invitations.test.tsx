// An invitation on My Applications names its role with a link to it, and "Accept and apply" applies only after a
// confirmation in an accessible dialog; Cancel sends nothing (issue #29). A role with screening questions asks them
// in that dialog and sends the answers with the acceptance (decision 049). The server (fetch) is the boundary.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '@shared/schemas/messaging';
import type { ApplyQuestions } from '@shared/schemas/screening';
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

const noQuestions: ApplyQuestions = { questions: [], motivationMax: 1000 };

function serve(asked: ApplyQuestions = noQuestions) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = String(input instanceof Request ? input.url : input);
    const body =
      method === 'POST'
        ? { invitation: { ...invitation, status: 'accepted' }, applicationId: 'app-1' }
        : url.includes('/api/screening/jobs/')
          ? asked
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

  it("asks the role's screening questions, refuses a required one unanswered, and sends the answers", async () => {
    const spy = serve({
      questions: [
        { id: 'q1', kind: 'yes_no', prompt: 'Do you hold a board seat today?', options: [], required: true },
        { id: 'q2', kind: 'text', prompt: 'Which committee did you chair?', options: [], required: false },
      ],
      motivationMax: 1000,
    });
    const accepted = vi.fn();
    renderWithApp(<MyInvitations onAccepted={accepted} />);
    const card = await screen.findByRole('article', {
      name: 'Invitation: Audit Committee Chair at Fjord Grid Systems',
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept and apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Audit Committee Chair?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and apply' }));
    const seat = within(dialog).getByRole('group', { name: /Do you hold a board seat today\?/ });
    expect(seat.textContent).toContain('Please answer this question');
    expect(posts(spy)).toHaveLength(0);

    await userEvent.click(within(seat).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Which committee/ }),
      'Audit, Acme Bank',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivation note/ }), 'Glad to help.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and apply' }));
    await waitFor(() => expect(accepted).toHaveBeenCalled());
    const [[input, init]] = posts(spy) as [[RequestInfo | URL, RequestInit | undefined]];
    const sent = input instanceof Request ? await input.clone().json() : JSON.parse(String(init?.body));
    expect(sent).toMatchObject({
      answers: { q1: 'yes', q2: 'Audit, Acme Bank' },
      motivation: 'Glad to help.',
    });
  });
});
