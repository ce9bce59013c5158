// Bell entries become read the way a user expects (issue #29): opening one from the bell marks it read (only one's
// own), and acting on what it is about marks the actor's entries about it read — answering an invitation, the
// company opening the applicant, the advisor withdrawing. "Mark all read" is no longer the only way out.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/errors';
import type { Position } from '@shared/schemas/company';
import type { Invitation, NotificationList, UnreadCounts } from '@shared/schemas/messaging';
import type { TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

describe('notifications become read', () => {
  const t = useTestApp();

  async function invited() {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Grace', lastName: 'Hopper' });
    const sent = await company.client.post<Invitation>('/api/invitations', {
      jobId: position.id,
      advisorId: advisor.user.id,
      note: 'Would you join us?',
    });
    expect(sent.status).toBe(201);
    return { company, position, advisor, invitationId: sent.body.id };
  }

  const bellOf = async (client: TestClient) =>
    (await client.get<NotificationList>('/api/notifications')).body;
  const unreadOf = async (client: TestClient) =>
    (await client.get<UnreadCounts>('/api/notifications/counts')).body.notifications;

  it('opening a notification marks that one read; another user cannot', async () => {
    const w = await invited();
    const [item] = (await bellOf(w.advisor.client)).items;
    expect(item).toMatchObject({ kind: 'invitation', read: false });
    expect(await unreadOf(w.advisor.client)).toBe(1);

    const stranger = await signedInAdvisor(t, { firstName: 'Other' });
    const foreign = await stranger.client.post<ApiErrorBody>(`/api/notifications/${item!.id}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await w.company.client.post(`/api/notifications/${item!.id}/read`)).status).toBe(404);
    expect((await stranger.client.post('/api/notifications/not-an-id/read')).status).toBe(404);
    expect(await unreadOf(w.advisor.client)).toBe(1);

    expect((await w.advisor.client.post(`/api/notifications/${item!.id}/read`)).status).toBe(204);
    expect(await unreadOf(w.advisor.client)).toBe(0);
    expect((await bellOf(w.advisor.client)).items[0]).toMatchObject({ id: item!.id, read: true });
    // Opening it again changes nothing and is no error.
    expect((await w.advisor.client.post(`/api/notifications/${item!.id}/read`)).status).toBe(204);
  });

  it('accepting the invitation marks its notification read', async () => {
    const w = await invited();
    expect(await unreadOf(w.advisor.client)).toBe(1);
    expect((await w.advisor.client.post(`/api/invitations/${w.invitationId}/accept`)).status).toBe(200);
    expect(await unreadOf(w.advisor.client)).toBe(0);
    expect((await bellOf(w.advisor.client)).items).toEqual([
      expect.objectContaining({ kind: 'invitation', read: true }),
    ]);
  });

  it('declining the invitation marks its notification read', async () => {
    const w = await invited();
    expect((await w.advisor.client.post(`/api/invitations/${w.invitationId}/decline`, {})).status).toBe(200);
    expect(await unreadOf(w.advisor.client)).toBe(0);
  });

  it('the company opening the applicant marks its notifications about that application read, and only those', async () => {
    const w = await invited();
    const accepted = await w.advisor.client.post<{ applicationId: string }>(
      `/api/invitations/${w.invitationId}/accept`,
    );
    // A second applicant's news stays unread while the first one is opened.
    const other = await signedInAdvisor(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const otherInvite = await w.company.client.post<Invitation>('/api/invitations', {
      jobId: w.position.id,
      advisorId: other.user.id,
      note: '',
    });
    await other.client.post(`/api/invitations/${otherInvite.body.id}/accept`);
    expect(await unreadOf(w.company.client)).toBe(2);

    const opened = await w.company.client.post(
      `/api/hiring/applications/${accepted.body.applicationId}/views`,
    );
    expect(opened.status).toBe(200);
    const bell = await bellOf(w.company.client);
    expect(bell.unread).toBe(1);
    expect(bell.items.find((item) => item.title.startsWith('Grace Hopper'))).toMatchObject({ read: true });
    expect(bell.items.find((item) => item.title.startsWith('Ada Lovelace'))).toMatchObject({ read: false });
  });

  it('withdrawing marks the advisor’s notifications about that application read', async () => {
    const w = await invited();
    const accepted = await w.advisor.client.post<{ applicationId: string }>(
      `/api/invitations/${w.invitationId}/accept`,
    );
    const changed = await w.company.client.patch(
      `/api/company/applications/${accepted.body.applicationId}/status`,
      { status: 'shortlisted' },
    );
    expect(changed.status).toBe(200);
    expect(await unreadOf(w.advisor.client)).toBe(1);
    const withdrawn = await w.advisor.client.post(
      `/api/hiring/my-applications/${accepted.body.applicationId}/withdrawal`,
      {},
    );
    expect(withdrawn.status).toBe(200);
    expect(await unreadOf(w.advisor.client)).toBe(0);
  });
});
