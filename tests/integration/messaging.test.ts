// Invitations and conversations (issue #19) through the real routes: a company invites an advisor (no profile view
// spent), the advisor accepts (which applies) or declines; one thread per application between exactly its two
// parties, read receipts and unread counts per side, closed threads keep history, blocks and rate limits refuse.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisorProfileViews, applications, messages, subscriptions } from '@server/db/schema';
import type { ApiErrorBody } from '@shared/errors';
import { DataExportSchema, type DataExport } from '@shared/schemas/account-settings';
import { DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { AdvisorSearchPage, Position } from '@shared/schemas/company';
import {
  MESSAGING_LIMITS,
  type Invitation,
  type InvitationList,
  type Message,
  type NotificationList,
  type Thread,
  type ThreadList,
  type UnreadCounts,
} from '@shared/schemas/messaging';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

describe('invitations and conversations', () => {
  const t = useTestApp();

  async function world() {
    const company = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const position = (await company.client.post<Position>('/api/company/positions', positionInput())).body;
    const advisor = await signedInAdvisor(t, { firstName: 'Grace', lastName: 'Hopper' });
    const otherCompany = await signedInCompany(t, { companyName: 'Other Co' });
    const otherAdvisor = await signedInAdvisor(t, { firstName: 'Other', lastName: 'Advisor' });
    return { company, position, advisor, otherCompany, otherAdvisor };
  }

  const invite = (w: Awaited<ReturnType<typeof world>>, note = 'We would love your governance experience.') =>
    w.company.client.post<Invitation>('/api/invitations', {
      jobId: w.position.id,
      advisorId: w.advisor.user.id,
      note,
    });

  it('a company invites; the advisor sees it in-app and accepts, which applies; the view is counted once', async () => {
    const w = await world();
    const sent = await invite(w);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'pending',
      jobTitle: w.position.title,
      advisorName: 'Grace Hopper',
    });
    // Inviting opens no profile (decision 038): no view is spent; opening it afterwards is the first.
    const views = () =>
      t.database.db
        .select()
        .from(advisorProfileViews)
        .where(eq(advisorProfileViews.companyUserId, w.company.user.id));
    expect(await views()).toHaveLength(0);
    expect(
      (await w.company.client.post(`/api/company/advisor-search/${w.advisor.user.id}/views`)).status,
    ).toBe(200);
    expect(await views()).toHaveLength(1);
    // A second invitation to the same position is refused.
    expect((await invite(w)).status).toBe(409);

    const received = await w.advisor.client.get<InvitationList>('/api/invitations');
    expect(received.body.items).toEqual([
      expect.objectContaining({ id: sent.body.id, companyName: 'Northwind Robotics', note: sent.body.note }),
    ]);
    const bell = await w.advisor.client.get<NotificationList>('/api/notifications');
    expect(bell.body.unread).toBe(1);
    expect(bell.body.items[0]).toMatchObject({
      kind: 'invitation',
      link: '/my-applications#invitations',
      read: false,
    });
    // Nobody else can answer it.
    expect((await w.otherAdvisor.client.post(`/api/invitations/${sent.body.id}/accept`)).status).toBe(404);
    expect((await w.company.client.post(`/api/invitations/${sent.body.id}/accept`)).status).toBe(403);

    const accepted = await w.advisor.client.post<{ applicationId: string; invitation: Invitation }>(
      `/api/invitations/${sent.body.id}/accept`,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.invitation.status).toBe('accepted');
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, accepted.body.applicationId));
    expect(application).toMatchObject({
      jobId: w.position.id,
      advisorUserId: w.advisor.user.id,
      status: 'applied',
    });
    expect((await w.advisor.client.post(`/api/invitations/${sent.body.id}/decline`, {})).status).toBe(409);
    const companyBell = await w.company.client.get<NotificationList>('/api/notifications');
    expect(companyBell.body.items[0]!.title).toBe(
      `Grace Hopper accepted your invitation: ${w.position.title}`,
    );
  });

  it('declining records the reason; declining with a block refuses further invitations', async () => {
    const w = await world();
    const sent = await invite(w);
    const declined = await w.advisor.client.post<Invitation>(`/api/invitations/${sent.body.id}/decline`, {
      reason: 'Not the right time',
      block: true,
    });
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'Not the right time' });
    const second = (
      await w.company.client.post<Position>('/api/company/positions', positionInput({ title: 'Chair' }))
    ).body;
    const again = await w.company.client.post<ApiErrorBody>('/api/invitations', {
      jobId: second.id,
      advisorId: w.advisor.user.id,
    });
    expect(again.status).toBe(404);
    // Blocked advisors are not in that company's search, but are in another's.
    const search = await w.company.client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(search.body.items.map((item) => item.id)).not.toContain(w.advisor.user.id);
    // Nor can a stale result be opened.
    expect(
      (await w.company.client.post(`/api/company/advisor-search/${w.advisor.user.id}/views`)).status,
    ).toBe(404);
    const otherSearch = await w.otherCompany.client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(otherSearch.body.items.map((item) => item.id)).toContain(w.advisor.user.id);
  });

  it('only to the company’s own active positions', async () => {
    const w = await world();
    const foreign = (await w.otherCompany.client.post<Position>('/api/company/positions', positionInput()))
      .body;
    const res = await w.company.client.post<ApiErrorBody>('/api/invitations', {
      jobId: foreign.id,
      advisorId: w.advisor.user.id,
    });
    expect(res.status).toBe(422);
    expect(
      (
        await w.advisor.client.post('/api/invitations', {
          jobId: w.position.id,
          advisorId: w.advisor.user.id,
        })
      ).status,
    ).toBe(403);
  });

  async function conversation() {
    const w = await world();
    const applied = await w.advisor.client.post<{ id: string }>(`/api/jobs/${w.position.id}/applications`);
    expect(applied.status).toBe(201);
    return { ...w, applicationId: applied.body.id };
  }

  it('both parties exchange messages; unread counts, read receipts and the thread list follow', async () => {
    const w = await conversation();
    const path = `/api/threads/${w.applicationId}`;
    const empty = await w.company.client.get<Thread>(path);
    expect(empty.body).toMatchObject({
      role: 'company',
      counterpartName: 'Grace Hopper',
      closed: false,
      messages: [],
    });

    const first = await w.company.client.post<Message>(`${path}/messages`, {
      body: '  Hello Grace <b>bold</b> https://example.com  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      body: 'Hello Grace <b>bold</b> https://example.com',
      mine: true,
      seen: false,
    });

    const counts = await w.advisor.client.get<UnreadCounts>('/api/notifications/counts');
    expect(counts.body).toEqual({ messages: 1, notifications: 1 });
    const list = await w.advisor.client.get<ThreadList>('/api/threads');
    expect(list.body).toMatchObject({
      role: 'advisor',
      items: [
        { applicationId: w.applicationId, counterpartName: 'Northwind Robotics', unread: 1, closed: false },
      ],
    });
    const advisorView = await w.advisor.client.get<Thread>(path);
    expect(advisorView.body.messages).toEqual([
      expect.objectContaining({ mine: false, body: first.body.body }),
    ]);

    expect((await w.advisor.client.post(`${path}/read`)).status).toBe(200);
    expect((await w.advisor.client.get<UnreadCounts>('/api/notifications/counts')).body).toEqual({
      messages: 0,
      notifications: 0,
    });
    // The company sees its message as read.
    const receipt = await w.company.client.get<Thread>(path);
    expect(receipt.body.messages[0]).toMatchObject({ mine: true, seen: true });

    await w.advisor.client.post(`${path}/messages`, { body: 'Hi! Happy to talk.' });
    await w.advisor.client.post(`${path}/messages`, { body: 'Tuesday works.' });
    const companyList = await w.company.client.get<ThreadList>('/api/threads');
    expect(companyList.body.items[0]).toMatchObject({ unread: 2, lastMessagePreview: 'Tuesday works.' });
    // Two messages in one thread are one notification in the bell, not two.
    const companyBell = await w.company.client.get<NotificationList>('/api/notifications');
    expect(companyBell.body.items.filter((item) => item.kind === 'message')).toHaveLength(1);
  });

  it('refuses empty and over-long messages', async () => {
    const w = await conversation();
    const path = `/api/threads/${w.applicationId}/messages`;
    expect((await w.company.client.post(path, { body: '   ' })).status).toBe(422);
    const long = 'x'.repeat(MESSAGING_LIMITS.messageMaxLength + 1);
    expect((await w.company.client.post(path, { body: long })).status).toBe(422);
    expect(await t.database.db.select().from(messages)).toHaveLength(0);
  });

  it('another company and another advisor get 404 on every thread route; signed out 401', async () => {
    const w = await conversation();
    await w.company.client.post(`/api/threads/${w.applicationId}/messages`, { body: 'Private' });
    const path = `/api/threads/${w.applicationId}`;
    for (const outsider of [w.otherCompany.client, w.otherAdvisor.client]) {
      expect((await outsider.get(path)).status).toBe(404);
      expect((await outsider.post(`${path}/messages`, { body: 'Hi' })).status).toBe(404);
      expect((await outsider.post(`${path}/read`)).status).toBe(404);
      expect((await outsider.post(`${path}/block`)).status).toBe(404);
      expect((await outsider.get<ThreadList>('/api/threads')).body.items).toEqual([]);
    }
    expect(await t.database.db.select().from(messages)).toHaveLength(1);
  });

  it('a rejected application closes the thread for new messages and keeps its history', async () => {
    const w = await conversation();
    const path = `/api/threads/${w.applicationId}`;
    await w.advisor.client.post(`${path}/messages`, { body: 'Looking forward' });
    const changed = await w.company.client.patch(`/api/company/applications/${w.applicationId}/status`, {
      status: 'rejected',
      reason: 'Position filled',
    });
    expect(changed.status).toBe(200);
    const closed = await w.advisor.client.get<Thread>(path);
    expect(closed.body).toMatchObject({ closed: true, applicationStatus: 'rejected' });
    expect(closed.body.messages).toHaveLength(1);
    for (const party of [w.advisor.client, w.company.client]) {
      const refused = await party.post<ApiErrorBody>(`${path}/messages`, { body: 'One more thing' });
      expect(refused.status).toBe(409);
    }
    // The status change is in the advisor's bell too.
    const bell = await w.advisor.client.get<NotificationList>('/api/notifications');
    expect(bell.body.items.some((item) => item.kind === 'status')).toBe(true);
  });

  it('blocking refuses new messages both ways and hides the thread from the blocker', async () => {
    const w = await conversation();
    const path = `/api/threads/${w.applicationId}`;
    await w.company.client.post(`${path}/messages`, { body: 'Hello' });
    const unread = () => w.advisor.client.get<UnreadCounts>('/api/notifications/counts');
    expect((await unread()).body.messages).toBe(1);
    expect((await w.advisor.client.post(`${path}/block`)).status).toBe(204);
    // The hidden thread's unread message leaves the header's count with it.
    expect((await unread()).body.messages).toBe(0);
    expect((await w.company.client.post(`${path}/messages`, { body: 'Hello?' })).status).toBe(403);
    expect((await w.advisor.client.post(`${path}/messages`, { body: 'Bye' })).status).toBe(403);
    expect((await w.advisor.client.get<ThreadList>('/api/threads')).body.items).toEqual([]);
    expect((await w.advisor.client.get<Thread>(path)).body.blocked).toBe(true);
    const blocks = await w.advisor.client.get<{ items: { userId: string }[] }>('/api/blocks');
    expect(blocks.body.items.map((item) => item.userId)).toEqual([w.company.user.id]);
    expect((await w.advisor.client.delete(`/api/blocks/${w.company.user.id}`)).status).toBe(204);
    expect((await w.company.client.post(`${path}/messages`, { body: 'Hello again' })).status).toBe(201);
  });

  it('rate-limits messages per user', async () => {
    const w = await conversation();
    const path = `/api/threads/${w.applicationId}/messages`;
    for (let i = 0; i < MESSAGING_LIMITS.messagesPerMinute; i++) {
      expect((await w.company.client.post(path, { body: `Message ${i}` })).status).toBe(201);
    }
    const limited = await w.company.client.post<ApiErrorBody>(path, { body: 'One too many' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // A minute later the window is fresh.
    t.clock.advance(61_000);
    expect((await w.company.client.post(path, { body: 'Later' })).status).toBe(201);
  });

  it('data export includes the conversation and invitations; deleting an account removes its conversations', async () => {
    const w = await conversation();
    const path = `/api/threads/${w.applicationId}`;
    await w.company.client.post(`${path}/messages`, { body: 'Question from the company' });
    await w.advisor.client.post(`${path}/messages`, { body: 'Answer from the advisor' });
    const exported = await w.advisor.client.get<DataExport>('/api/me/export');
    expect(exported.status).toBe(200);
    expect(DataExportSchema.parse(exported.body).messaging.conversations).toEqual([
      {
        applicationId: w.applicationId,
        jobTitle: w.position.title,
        messages: [
          { from: 'them', body: 'Question from the company', sentAt: expect.any(String) },
          { from: 'me', body: 'Answer from the advisor', sentAt: expect.any(String) },
        ],
      },
    ]);
    expect(exported.body.messaging.emailPreferences).toMatchObject({ message: 'immediately' });

    const deleted = await w.advisor.client.delete('/api/me', {
      body: { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    expect(await t.database.db.select().from(messages)).toEqual([]);
    expect((await w.company.client.get<ThreadList>('/api/threads')).body.items).toEqual([]);
  });

  it('rate-limits invitations per company', async () => {
    const w = await world();
    // On a plan, so the limit shown is the invitations' own whatever the plan (inviting spends no view: dec. 038).
    await t.database.db.insert(subscriptions).values({
      userId: w.company.user.id,
      status: 'active',
      planType: 'annual',
      currentPeriodEnd: new Date(Date.now() + 3e10),
    });
    for (let i = 0; i < MESSAGING_LIMITS.invitationsPerHour; i++) {
      const advisor = await signedInAdvisor(t, { firstName: `Invitee${i}` });
      const sent = await w.company.client.post('/api/invitations', {
        jobId: w.position.id,
        advisorId: advisor.user.id,
      });
      expect(sent.status).toBe(201);
    }
    const limited = await w.company.client.post<ApiErrorBody>('/api/invitations', {
      jobId: w.position.id,
      advisorId: w.advisor.user.id,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    t.clock.advance(3_600_000 + 1000);
    expect(
      (
        await w.company.client.post('/api/invitations', {
          jobId: w.position.id,
          advisorId: w.advisor.user.id,
        })
      ).status,
    ).toBe(201);
  });
});
