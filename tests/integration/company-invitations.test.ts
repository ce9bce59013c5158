// What a company may do with invitations (issue #29, decision 038), through the real routes: inviting from a search
// card spends no profile view and needs no plan; the answer says how the advisor will get it (by their invitation
// mail setting, checked at the SMTP sink); the company lists the invitations it sent, overall and per position, and
// sees only its own; the invite dialog's positions say why each unavailable one is.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisorProfileViews } from '@server/db/schema';
import type { Pricing } from '@shared/schemas/billing';
import type { AdvisorSearchPage, Position } from '@shared/schemas/company';
import type {
  Invitation,
  InvitablePositions,
  InvitationSent,
  SentInvitations,
} from '@shared/schemas/messaging';
import { readMails } from '../setup/mail-sink';
import { useMailSink } from '../setup/use-mail-sink';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const { dir: mailDir, mailer } = useMailSink('boardly-company-invitations-');

describe('company invitations', () => {
  const t = useTestApp({ deps: { mailer } });

  async function company(name = 'Northwind Robotics') {
    const signedIn = await signedInCompany(t, { companyName: name });
    const position = (
      await signedIn.client.post<Position>(
        '/api/company/positions',
        positionInput({ title: `Chair of ${name}` }),
      )
    ).body;
    return { ...signedIn, position };
  }

  const invite = (from: Awaited<ReturnType<typeof company>>, advisorId: string, jobId = from.position.id) =>
    from.client.post<InvitationSent>('/api/invitations', { jobId, advisorId, note: 'Join our board' });

  it('a free company that spent its profile views still invites from a search card, and no view is spent', async () => {
    const northwind = await company();
    const advisors = [];
    for (const firstName of ['Ada', 'Grace', 'Katherine'])
      advisors.push(await signedInAdvisor(t, { firstName }));
    // The two free views are spent on two profiles.
    for (const advisor of advisors.slice(0, 2)) {
      const opened = await northwind.client.post(`/api/company/advisor-search/${advisor.user.id}/views`);
      expect(opened.status).toBe(200);
    }
    const search = await northwind.client.get<AdvisorSearchPage>('/api/company/advisor-search');
    expect(search.body).toMatchObject({ freeViewsRemaining: 0, unlimitedViews: false });

    // The third advisor is invited from the card: no plan asked for, no profile opened.
    const sent = await invite(northwind, advisors[2]!.user.id);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'pending', advisorId: advisors[2]!.user.id });
    const views = await t.database.db
      .select()
      .from(advisorProfileViews)
      .where(eq(advisorProfileViews.companyUserId, northwind.user.id));
    expect(views.map((view) => view.advisorId).sort()).toEqual(
      advisors
        .slice(0, 2)
        .map((a) => a.user.id)
        .sort(),
    );
    // Opening that profile is still refused without a plan: inviting did not unlock it.
    expect(
      (await northwind.client.post(`/api/company/advisor-search/${advisors[2]!.user.id}/views`)).status,
    ).toBe(402);
  });

  it('a company’s pricing lists what its plans give a company, not the advisors’ plans (decision 038)', async () => {
    const northwind = await company();
    const forCompany = (await northwind.client.get<Pricing>('/api/billing/pricing')).body;
    expect(forCompany.audience).toBe('company');
    for (const plan of forCompany.plans) {
      expect(plan.features.map((feature) => feature.label)).toEqual([
        'Open every advisor profile from search',
        'Email support',
      ]);
    }
    const advisor = await signedInAdvisor(t, { firstName: 'Ada' });
    const forAdvisor = (await advisor.client.get<Pricing>('/api/billing/pricing')).body;
    expect(forAdvisor.audience).toBe('advisor');
    expect(forAdvisor.plans[0]!.features[0]!.label).toBe('Unlimited matches');
  });

  it('says how the advisor will get it: by e-mail only when their invitation mail is on', async () => {
    const northwind = await company();
    const mailOn = await signedInAdvisor(t, { firstName: 'Mail', lastName: 'On' });
    const mailOff = await signedInAdvisor(t, { firstName: 'Mail', lastName: 'Off' });
    const digest = await signedInAdvisor(t, { firstName: 'Daily', lastName: 'Digest' });
    await mailOff.client.put('/api/notifications/preferences', { invitation: 'off' });
    await digest.client.put('/api/notifications/preferences', { invitation: 'daily' });

    expect((await invite(northwind, mailOn.user.id)).body.delivery).toEqual({
      inApp: true,
      email: 'immediately',
    });
    expect((await invite(northwind, mailOff.user.id)).body.delivery).toEqual({ inApp: true, email: 'off' });
    expect((await invite(northwind, digest.user.id)).body.delivery).toEqual({ inApp: true, email: 'daily' });

    await t.settleJobs();
    const invitationMailsTo = (email: string) =>
      readMails(mailDir).filter(
        (mail) => mail.to.includes(email.toLowerCase()) && /invited you/.test(mail.subject ?? ''),
      );
    expect(invitationMailsTo(mailOn.user.email)).toHaveLength(1);
    expect(invitationMailsTo(mailOff.user.email)).toHaveLength(0);
    expect(invitationMailsTo(digest.user.email)).toHaveLength(0);
  });

  it('lists the invitations a company sent, overall and per position, pending, accepted and declined — only its own', async () => {
    const northwind = await company();
    const second = (
      await northwind.client.post<Position>('/api/company/positions', positionInput({ title: 'Audit Chair' }))
    ).body;
    const other = await company('Other Co');
    const [ada, grace, katherine] = [
      await signedInAdvisor(t, { firstName: 'Ada', lastName: 'Lovelace' }),
      await signedInAdvisor(t, { firstName: 'Grace', lastName: 'Hopper' }),
      await signedInAdvisor(t, { firstName: 'Katherine', lastName: 'Johnson' }),
    ];
    const toAda = (await invite(northwind, ada!.user.id)).body;
    t.clock.advance(60_000);
    const toGrace = (await invite(northwind, grace!.user.id)).body;
    t.clock.advance(60_000);
    const toKatherine = (await invite(northwind, katherine!.user.id, second.id)).body;
    await invite(other, ada!.user.id);
    expect((await grace!.client.post(`/api/invitations/${toGrace.id}/accept`)).status).toBe(200);
    expect(
      (await katherine!.client.post(`/api/invitations/${toKatherine.id}/decline`, { reason: 'Not now' }))
        .status,
    ).toBe(200);

    const all = await northwind.client.get<SentInvitations>('/api/invitations/sent');
    expect(all.status).toBe(200);
    expect(all.body.items.map((item) => [item.advisorName, item.jobTitle, item.status])).toEqual([
      ['Katherine Johnson', 'Audit Chair', 'declined'],
      ['Grace Hopper', northwind.position.title, 'accepted'],
      ['Ada Lovelace', northwind.position.title, 'pending'],
    ]);
    expect(all.body.items[0]).toMatchObject({ declineReason: 'Not now', respondedAt: expect.any(String) });
    expect(all.body.counts).toEqual({ pending: 1, accepted: 1, declined: 1 });
    expect(all.body.positions.map((position) => [position.title, position.sent]).sort()).toEqual([
      ['Audit Chair', 1],
      [northwind.position.title, 2],
    ]);

    const perPosition = await northwind.client.get<SentInvitations>(
      `/api/invitations/sent?jobId=${northwind.position.id}`,
    );
    expect(perPosition.body.items.map((item) => item.id)).toEqual([toGrace.id, toAda.id]);
    expect(perPosition.body.counts).toEqual({ pending: 1, accepted: 1, declined: 0 });
    const pending = await northwind.client.get<SentInvitations>(
      `/api/invitations/sent?jobId=${northwind.position.id}&status=pending`,
    );
    expect(pending.body.items.map((item: Invitation) => item.id)).toEqual([toAda.id]);
    expect(pending.body.total).toBe(1);

    // Another company sees only its own; naming Northwind's position shows it nothing.
    const theirs = await other.client.get<SentInvitations>(
      `/api/invitations/sent?jobId=${northwind.position.id}`,
    );
    expect(theirs.body).toMatchObject({
      items: [],
      total: 0,
      counts: { pending: 0, accepted: 0, declined: 0 },
    });
    expect((await other.client.get<SentInvitations>('/api/invitations/sent')).body.items).toHaveLength(1);
    expect((await ada!.client.get('/api/invitations/sent')).status).toBe(403);
    expect((await northwind.client.get('/api/invitations/sent?status=lost')).status).toBe(422);
  });

  it('the invite dialog’s positions say why each one that cannot be chosen is unavailable', async () => {
    const northwind = await company();
    const mk = async (title: string, extra: Record<string, unknown> = {}) =>
      (await northwind.client.post<Position>('/api/company/positions', positionInput({ title, ...extra })))
        .body;
    const applied = await mk('Applied To');
    const invited = await mk('Invited To');
    const inactive = await mk('Inactive One');
    await mk('External One', { jobUrl: 'https://careers.northwind.example/board' });
    await northwind.client.patch(`/api/company/positions/${inactive.id}/status`, { isActive: false });
    const advisor = await signedInAdvisor(t, { firstName: 'Ada' });
    expect((await advisor.client.post(`/api/jobs/${applied.id}/applications`)).status).toBe(201);
    expect((await invite(northwind, advisor.user.id, invited.id)).status).toBe(201);

    const res = await northwind.client.get<InvitablePositions>(
      `/api/invitations/positions?advisorId=${advisor.user.id}`,
    );
    const reasonOf = Object.fromEntries(res.body.items.map((item) => [item.title, item.unavailable]));
    expect(reasonOf).toEqual({
      [northwind.position.title]: null,
      'Applied To': 'applied',
      'Invited To': 'invited',
      'Inactive One': 'inactive',
      'External One': 'external',
    });
    // Those it can choose come first.
    expect(res.body.items[0]!.unavailable).toBeNull();
    expect(res.body.items.at(-1)!.title).toBe('Inactive One');
  });
});
