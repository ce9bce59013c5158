// Colleagues on one company account (issue #33, decision 048) over real routes and a real database: the owner
// invites by a signed link that expires and is bound to one address; each role reaches what it may and no more
// (an interviewer's unassigned position is a 404); removing a colleague ends their sessions at once; every change
// of an application, note, rating or position is in the audit log with who made it; @mentions in private notes
// notify the colleague named. Bad links (reused, expired, someone else's, forged, cancelled) change nothing.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyAuditLog, companyMembers, notifications, session } from '@server/db/schema';
import type { ApiErrorBody } from '@shared/errors';
import type { Position } from '@shared/schemas/company';
import type { AuditPage, Team } from '@shared/schemas/company-team';
import type { DataExport } from '@shared/schemas/account-settings';
import type { Thread } from '@shared/schemas/messaging';
import { createColleague, createUser, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient, TestClient } from '../setup/http';
import { linkIn, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { useMailSink } from '../setup/use-mail-sink';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-company-team-');
const DAY = 24 * 60 * 60 * 1000;

describe('company teams', () => {
  const t = useTestApp({ deps: { mailer } });

  async function team() {
    const owner = await signedInCompany(t, { companyName: 'Northwind Robotics' });
    const colleague = async (role: 'admin' | 'hiring' | 'interviewer', name: string) => {
      const user = await createColleague(t.database.db, {
        companyId: owner.company.id,
        role,
        user: { name },
      });
      return { user, client: await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD) };
    };
    const admin = await colleague('admin', 'Ada Admin');
    const hiring = await colleague('hiring', 'Hana Hiring');
    const interviewer = await colleague('interviewer', 'Ivan Interviewer');
    const post = async (title: string) =>
      (await owner.client.post<Position>('/api/company/positions', positionInput({ title }))).body;
    const assigned = await post('Chair of the Board');
    const other = await post('Audit Committee Chair');
    const advisorA = await signedInAdvisor(t, { firstName: 'Grace', lastName: 'Hopper' });
    const advisorB = await signedInAdvisor(t, { firstName: 'Alan', lastName: 'Turing' });
    const onAssigned = await insertApplication(t, { jobId: assigned.id, advisorId: advisorA.user.id });
    const onOther = await insertApplication(t, { jobId: other.id, advisorId: advisorB.user.id });
    const assign = await admin.client.put(`/api/company/team/members/${interviewer.user.id}/positions`, {
      positionIds: [assigned.id],
    });
    expect(assign.status).toBe(200);
    return { owner, admin, hiring, interviewer, assigned, other, onAssigned, onOther, advisorA, advisorB };
  }

  it('every existing company is its owner’s: the profile’s user is the owner member', async () => {
    const { owner } = await team();
    const res = await owner.client.get<Team>('/api/company/team');
    expect(res.status).toBe(200);
    expect(res.body.me).toEqual({ userId: owner.user.id, role: 'owner' });
    expect(res.body.members.map((m) => m.role).sort()).toEqual(['admin', 'hiring', 'interviewer', 'owner']);
    expect((await owner.client.get('/api/me')).body).toMatchObject({ companyRole: 'owner' });
  });

  it('an interviewer sees only the positions assigned to them; anything else is a 404', async () => {
    const w = await team();
    const c = w.interviewer.client;
    const list = await c.get<{ items: { id: string }[] }>('/api/company/positions');
    expect(list.body.items.map((p) => p.id)).toEqual([w.assigned.id]);
    const picker = await c.get<{ positions: { id: string }[] }>('/api/company/applicants/positions');
    expect(picker.body.positions.map((p) => p.id)).toEqual([w.assigned.id]);
    expect((await c.get(`/api/company/positions/${w.assigned.id}`)).status).toBe(200);
    expect((await c.get(`/api/company/positions/${w.other.id}`)).status).toBe(404);
    expect((await c.get(`/api/company/applicants?job_id=${w.assigned.id}`)).status).toBe(200);
    expect((await c.get(`/api/company/applicants?job_id=${w.other.id}`)).status).toBe(404);
    expect((await c.get(`/api/company/advisors/${w.advisorB.user.id}`)).status).toBe(404);
    // Notes and ratings on their own position; the other position's application does not exist for them.
    const note = { rating: 4, notes: 'Strong on governance.' };
    expect((await c.put(`/api/hiring/applications/${w.onAssigned.id}/assessment`, note)).status).toBe(200);
    expect((await c.put(`/api/hiring/applications/${w.onOther.id}/assessment`, note)).status).toBe(404);
    // Neither moving applications, nor positions, nor the search, nor the team, nor billing.
    const status = await c.patch(`/api/company/applications/${w.onAssigned.id}/status`, {
      status: 'shortlisted',
    });
    expect(status.status).toBe(403);
    expect((await c.post('/api/company/positions', positionInput())).status).toBe(403);
    expect((await c.get('/api/company/advisor-search')).status).toBe(403);
    expect((await c.get('/api/company/team/audit')).status).toBe(403);
    expect(
      (await c.post('/api/company/team/invitations', { email: 'x@example.com', role: 'admin' })).status,
    ).toBe(403);
    expect((await c.get('/api/billing/subscription')).status).toBe(403);
  });

  it('a hiring member works on positions and applicants, not on the team, the profile or billing', async () => {
    const w = await team();
    const c = w.hiring.client;
    expect((await c.get<{ items: unknown[] }>('/api/company/positions')).body.items).toHaveLength(2);
    const created = await c.post<Position>(
      '/api/company/positions',
      positionInput({ title: 'Risk Committee' }),
    );
    expect(created.status).toBe(201);
    // The position is the company's: the owner sees it too.
    const ownerList = await w.owner.client.get<{ items: { id: string }[] }>('/api/company/positions');
    expect(ownerList.body.items.map((p) => p.id)).toContain(created.body.id);
    const moved = await c.patch(`/api/company/applications/${w.onOther.id}/status`, {
      status: 'shortlisted',
    });
    expect(moved.status).toBe(200);
    expect((await c.get('/api/company/advisor-search')).status).toBe(200);
    expect((await c.get('/api/company/team/audit')).status).toBe(403);
    expect(
      (await c.post('/api/company/team/invitations', { email: 'x@example.com', role: 'admin' })).status,
    ).toBe(403);
    expect((await c.put('/api/company/profile', { companyName: 'Hijacked' })).status).toBeGreaterThanOrEqual(
      403,
    );
    expect((await c.get('/api/billing/subscription')).status).toBe(403);
  });

  it('an admin manages the team and the profile, but neither billing nor ownership', async () => {
    const w = await team();
    const c = w.admin.client;
    expect((await c.get<AuditPage>('/api/company/team/audit')).status).toBe(200);
    expect((await c.get('/api/billing/subscription')).status).toBe(403);
    expect((await c.post('/api/company/team/ownership', { userId: w.hiring.user.id })).status).toBe(403);
    // The owner is neither removed nor demoted by an admin.
    expect((await c.delete(`/api/company/team/members/${w.owner.user.id}`)).status).toBe(409);
    expect((await c.patch(`/api/company/team/members/${w.owner.user.id}`, { role: 'hiring' })).status).toBe(
      409,
    );
    expect(
      (await c.patch(`/api/company/team/members/${w.hiring.user.id}`, { role: 'interviewer' })).status,
    ).toBe(200);
    // The owner alone reads billing and transfers ownership.
    expect((await w.owner.client.get('/api/billing/subscription')).status).toBe(200);
    const transfer = await w.owner.client.post('/api/company/team/ownership', { userId: w.admin.user.id });
    expect(transfer.status).toBe(200);
    const roles = await t.database.db
      .select({ userId: companyMembers.userId, role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.companyId, w.owner.company.id));
    expect(roles.find((r) => r.userId === w.admin.user.id)?.role).toBe('owner');
    expect(roles.find((r) => r.userId === w.owner.user.id)?.role).toBe('admin');
  });

  it('another company’s colleague, invitation or member is a 404', async () => {
    const w = await team();
    const y = await signedInCompany(t, { companyName: 'Yonder' });
    expect((await y.client.delete(`/api/company/team/members/${w.hiring.user.id}`)).status).toBe(404);
    expect((await y.client.get(`/api/company/positions/${w.assigned.id}`)).status).toBe(404);
    const team2 = await y.client.get<Team>('/api/company/team');
    expect(team2.body.members.map((m) => m.userId)).toEqual([y.user.id]);
  });

  it('removing a colleague ends every session of theirs at once', async () => {
    const w = await team();
    const second = await signedInClient(t.app, w.hiring.user.email, DEFAULT_TEST_PASSWORD);
    expect((await second.get('/api/company/positions')).status).toBe(200);
    const removed = await w.admin.client.delete(`/api/company/team/members/${w.hiring.user.id}`);
    expect(removed.status).toBe(204);
    for (const c of [w.hiring.client, second]) {
      expect((await c.get<{ user: unknown }>('/api/me')).body.user).toBeNull();
      expect((await c.get('/api/company/positions')).status).toBe(401);
    }
    expect(await t.database.db.select().from(session).where(eq(session.userId, w.hiring.user.id))).toEqual(
      [],
    );
    // Signing in again finds no company: they are no longer on the team.
    const again = await signedInClient(t.app, w.hiring.user.email, DEFAULT_TEST_PASSWORD);
    expect((await again.get<ApiErrorBody>('/api/company/positions')).body.error.code).toBe(
      'PROFILE_INCOMPLETE',
    );
  });

  it('records who changed which application, note, rating and position, readable by owners and admins', async () => {
    const w = await team();
    await w.hiring.client.patch(`/api/company/applications/${w.onAssigned.id}/status`, {
      status: 'shortlisted',
    });
    await w.interviewer.client.put(`/api/hiring/applications/${w.onAssigned.id}/assessment`, {
      rating: 5,
      notes: 'Excellent chair.',
    });
    await w.hiring.client.patch(`/api/company/positions/${w.other.id}/status`, { isActive: false });
    const audit = await w.owner.client.get<AuditPage>('/api/company/team/audit');
    expect(audit.status).toBe(200);
    const entries = audit.body.items.map((e) => `${e.actorEmail} ${e.action} ${e.subjectLabel}`);
    expect(entries).toEqual(
      expect.arrayContaining([
        `${w.hiring.user.email} application.status Grace Hopper · Chair of the Board`,
        `${w.interviewer.user.email} application.rating Grace Hopper · Chair of the Board`,
        `${w.interviewer.user.email} application.note Grace Hopper · Chair of the Board`,
        `${w.hiring.user.email} position.closed Audit Committee Chair`,
        `${w.owner.user.email} position.created Chair of the Board`,
        `${w.admin.user.email} position.assigned Chair of the Board`,
      ]),
    );
    const status = audit.body.items.find((e) => e.action === 'application.status')!;
    expect(status.detail).toEqual({ from: 'applied', to: 'shortlisted' });
    // A refused change writes nothing.
    const before = await t.database.db.select().from(companyAuditLog);
    await w.interviewer.client.patch(`/api/company/applications/${w.onAssigned.id}/status`, {
      status: 'rejected',
    });
    expect(await t.database.db.select().from(companyAuditLog)).toHaveLength(before.length);
  });

  it('an @mention in a private note notifies the colleague named, once, and only one who may read it', async () => {
    const w = await team();
    const save = (notes: string) =>
      w.owner.client.put(`/api/hiring/applications/${w.onOther.id}/assessment`, { rating: null, notes });
    expect((await save('@Hana Hiring could you call her references? @Ivan too')).status).toBe(200);
    await save('@Hana Hiring could you call her references? @Ivan too. Edited.');
    const mentions = (userId: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'mention')));
    const hana = await mentions(w.hiring.user.id);
    expect(hana).toHaveLength(1);
    expect(hana[0]!.title).toMatch(/mentioned you in a note on Alan Turing · Audit Committee Chair/);
    expect(hana[0]!.link).toBe(`/company/applicants?job_id=${w.other.id}`);
    // Ivan is an interviewer not assigned to this position: he could not open it, so he is not told.
    expect(await mentions(w.interviewer.user.id)).toHaveLength(0);
    // On his own position he is.
    await w.hiring.client.put(`/api/hiring/applications/${w.onAssigned.id}/assessment`, {
      rating: null,
      notes: 'Over to you, @ivan.',
    });
    expect(await mentions(w.interviewer.user.id)).toHaveLength(1);
    // The notification centre shows it to him.
    const bell = await w.interviewer.client.get<{ items: { kind: string }[] }>('/api/notifications');
    expect(bell.body.items.map((n) => n.kind)).toContain('mention');
  });

  it('the company’s conversations are one inbox: colleagues who hire read and write it, interviewers do not', async () => {
    const w = await team();
    const thread = `/api/threads/${w.onOther.id}`;
    // The hiring member writes for the company; the advisor reads it as the company's message.
    expect(
      (await w.hiring.client.post(`${thread}/messages`, { body: 'Could we talk on Monday?' })).status,
    ).toBe(201);
    const advisorView = await w.advisorB.client.get<Thread>(thread);
    expect(advisorView.body).toMatchObject({ counterpartName: 'Northwind Robotics' });
    expect(advisorView.body.messages.map((m) => [m.body, m.mine])).toEqual([
      ['Could we talk on Monday?', false],
    ]);
    // The advisor answers (a minute later): every colleague in the conversations is told, the interviewer is not.
    t.clock.advance(60_000);
    await w.advisorB.client.post(`${thread}/messages`, { body: 'Monday suits me.' });
    const told = async (userId: string) =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message')))
      ).length;
    expect([await told(w.owner.user.id), await told(w.admin.user.id), await told(w.hiring.user.id)]).toEqual([
      1, 1, 1,
    ]);
    expect(await told(w.interviewer.user.id)).toBe(0);
    // The owner sees the colleague's message as the company's own, and the shared unread count.
    expect((await w.owner.client.get<{ messages: number }>('/api/notifications/counts')).body.messages).toBe(
      1,
    );
    const ownerView = await w.owner.client.get<Thread>(thread);
    expect(ownerView.body.messages.map((m) => [m.body, m.mine])).toEqual([
      ['Could we talk on Monday?', true],
      ['Monday suits me.', false],
    ]);
    expect((await w.admin.client.get<{ items: unknown[] }>('/api/threads')).body.items).toHaveLength(1);
    // The colleague's data export holds the conversation they wrote in, their message marked as theirs.
    const exported = await w.hiring.client.get<DataExport>('/api/me/export');
    expect(exported.body.messaging.conversations.map((c) => c.messages.map((m) => [m.body, m.from]))).toEqual(
      [
        [
          ['Could we talk on Monday?', 'me'],
          ['Monday suits me.', 'them'],
        ],
      ],
    );
    expect((await w.admin.client.get<DataExport>('/api/me/export')).body.messaging.conversations).toEqual([]);
    // Read by one colleague, read for the company.
    await w.admin.client.post(`${thread}/read`);
    expect((await w.hiring.client.get<{ messages: number }>('/api/notifications/counts')).body.messages).toBe(
      0,
    );
    // The interviewer takes no part, even on their own position.
    const refused = await w.interviewer.client.get<ApiErrorBody>(`/api/threads/${w.onAssigned.id}`);
    expect(refused.status).toBe(403);
    expect((await w.interviewer.client.get('/api/threads')).status).toBe(403);
    expect(
      (await w.interviewer.client.post(`/api/threads/${w.onAssigned.id}/messages`, { body: 'Hello' })).status,
    ).toBe(403);
    // A block by a colleague is the company's: the thread is closed to every colleague.
    expect((await w.hiring.client.post(`${thread}/block`)).status).toBe(204);
    expect((await w.owner.client.get<{ items: unknown[] }>('/api/blocks')).body.items).toHaveLength(1);
    expect((await w.admin.client.post(`${thread}/messages`, { body: 'One more thing' })).status).toBe(403);
  });

  describe('the invitation link', () => {
    async function invite(email: string, role = 'hiring') {
      const owner = await signedInCompany(t, { companyName: 'Northwind Robotics' });
      const res = await owner.client.post('/api/company/team/invitations', { email, role });
      expect(res.status).toBe(201);
      await t.settleJobs();
      const mail = await waitForMail(mailDir, email, { subject: /invites you to Northwind Robotics/ });
      const token = new URL(linkIn(mail, '/join-company')).searchParams.get('token')!;
      return { owner, token };
    }
    const anonymous = () => new TestClient(t.app);
    const memberships = () => t.database.db.select().from(companyMembers);

    it('shows the invitation, and the invited person joins with their own company account', async () => {
      const { owner, token } = await invite('new.colleague@example.com');
      const preview = await anonymous().post('/api/company-invitations/preview', { token });
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({
        companyName: 'Northwind Robotics',
        email: 'new.colleague@example.com',
        role: 'hiring',
      });
      await createUser(t.database.db, {
        email: 'new.colleague@example.com',
        role: 'company',
        name: 'New Colleague',
      });
      const me = await signedInClient(t.app, 'new.colleague@example.com', DEFAULT_TEST_PASSWORD);
      const accepted = await me.post('/api/company-invitations/accept', { token });
      expect(accepted.body).toEqual({ companyName: 'Northwind Robotics', role: 'hiring' });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toEqual({ companyName: 'Northwind Robotics', role: 'hiring' });
      expect((await me.get('/api/company/positions')).status).toBe(200);
      const roster = await owner.client.get<Team>('/api/company/team');
      expect(roster.body.members.map((m) => m.email)).toContain('new.colleague@example.com');
      expect(roster.body.invitations).toEqual([]);
    });

    it('a reused link gets a clear message and changes nothing', async () => {
      const { token } = await invite('twice@example.com');
      await createUser(t.database.db, { email: 'twice@example.com', role: 'company' });
      const me = await signedInClient(t.app, 'twice@example.com', DEFAULT_TEST_PASSWORD);
      expect((await me.post('/api/company-invitations/accept', { token })).status).toBe(200);
      const before = await memberships();
      const again = await me.post<ApiErrorBody>('/api/company-invitations/accept', { token });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({
        code: 'TEAM_INVITATION_USED',
        message: expect.stringMatching(/already used/),
      });
      expect(await memberships()).toEqual(before);
      expect(
        (await anonymous().post<ApiErrorBody>('/api/company-invitations/preview', { token })).status,
      ).toBe(409);
    });

    it('an expired link gets a clear message and changes nothing', async () => {
      const { token } = await invite('late@example.com');
      await createUser(t.database.db, { email: 'late@example.com', role: 'company' });
      const me = await signedInClient(t.app, 'late@example.com', DEFAULT_TEST_PASSWORD);
      t.clock.advance(8 * DAY);
      const before = await memberships();
      const res = await me.post<ApiErrorBody>('/api/company-invitations/accept', { token });
      expect(res.status).toBe(410);
      expect(res.body.error).toMatchObject({
        code: 'TEAM_INVITATION_EXPIRED',
        message: expect.stringMatching(/expired/),
      });
      expect(await memberships()).toEqual(before);
    });

    it('a link meant for someone else gets a clear message and changes nothing', async () => {
      const { token } = await invite('intended@example.com');
      await createUser(t.database.db, { email: 'intruder@example.com', role: 'company' });
      const intruder = await signedInClient(t.app, 'intruder@example.com', DEFAULT_TEST_PASSWORD);
      const before = await memberships();
      const res = await intruder.post<ApiErrorBody>('/api/company-invitations/accept', { token });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        code: 'TEAM_INVITATION_OTHER_ADDRESS',
        message: expect.stringMatching(/another address/),
      });
      expect(await memberships()).toEqual(before);
      // An advisor account at the invited address is not a company account.
      await createUser(t.database.db, { email: 'advisor.invited@example.com', role: 'advisor' });
      const { token: second } = await invite('advisor.invited@example.com');
      const advisor = await signedInClient(t.app, 'advisor.invited@example.com', DEFAULT_TEST_PASSWORD);
      expect((await advisor.post('/api/company-invitations/accept', { token: second })).status).toBe(403);
      expect(await memberships()).toHaveLength(before.length + 1); // the second company's owner only
    });

    it('a forged, cut-off or cancelled link is refused; signed out, accepting asks to sign in', async () => {
      const { owner, token } = await invite('cancelled@example.com');
      const forged = `${token.split('.').slice(0, 2).join('.')}.AAAA`;
      for (const bad of [forged, token.slice(0, 20), 'nonsense']) {
        const res = await anonymous().post<ApiErrorBody>('/api/company-invitations/preview', { token: bad });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('INVALID_TOKEN');
      }
      expect((await anonymous().post('/api/company-invitations/accept', { token })).status).toBe(401);
      const roster = await owner.client.get<Team>('/api/company/team');
      const id = roster.body.invitations[0]!.id;
      expect((await owner.client.delete(`/api/company/team/invitations/${id}`)).status).toBe(204);
      const res = await anonymous().post<ApiErrorBody>('/api/company-invitations/preview', { token });
      expect(res.body.error.code).toBe('TEAM_INVITATION_USED');
    });

    it('bad invitation input is a 422 by field and sends nothing', async () => {
      const owner = await signedInCompany(t);
      const res = await owner.client.post<ApiErrorBody>('/api/company/team/invitations', {
        email: 'not-an-address',
        role: 'owner',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.issues?.map((i) => i.path).sort()).toEqual(['email', 'role']);
      expect((await owner.client.get<Team>('/api/company/team')).body.invitations).toEqual([]);
    });
  });
});
