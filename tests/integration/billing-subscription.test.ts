// Subscriptions through the real routes: the access truth table, pricing (spots left from the database, checkout
// links), the management dialog (cancel auto-renew), match analytics, the demo checkout through the webhook, and
// the weekly suggestions e-mail with its opt-out link.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, matchRuns, paymentEvents, profiles, subscriptions } from '@server/db/schema';
import { getAccess } from '@server/features/billing/access.service';
import { billingDepsFrom } from '@server/features/billing/billing-deps';
import { getPricing } from '@server/features/billing/pricing.service';
import { isSendingTime, runWeeklySuggestionsJob } from '@server/features/billing/weekly-suggestions-jobs';
import { sendWeeklySuggestions } from '@server/features/billing/weekly-suggestions.service';
import type { CancelResult, MatchAnalytics, Pricing, SubscriptionSummary } from '@shared/schemas/billing';
import type { NotificationList } from '@shared/schemas/messaging';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

const DAY_MS = 24 * 3600 * 1000;
const LINKS = {
  STRIPE_PAYMENT_LINK_MONTHLY: 'https://buy.stripe.com/test_monthly',
  STRIPE_PAYMENT_LINK_ANNUAL: 'https://buy.stripe.com/test_annual',
  STRIPE_PAYMENT_LINK_LIFETIME: 'https://buy.stripe.com/test_lifetime',
};

describe('subscriptions, pricing and plan features', () => {
  const t = useTestApp({ env: LINKS });
  let slug = 0;
  // Every advisor gets their own public slug (the factory's default is one fixed name).
  const advisor = (email?: string, profile: Partial<typeof profiles.$inferInsert> = {}) =>
    createAdvisor(t.database.db, {
      user: email ? { email } : {},
      profile: { publicProfileSlug: `advisor-${++slug}`, ...profile },
    });
  const signIn = (email: string) => signedInClient(t.app, email, DEFAULT_TEST_PASSWORD);
  const subscribe = (userId: string, values: Partial<typeof subscriptions.$inferInsert> = {}) =>
    t.database.db
      .insert(subscriptions)
      .values({ userId, planType: 'annual', status: 'active', ...values })
      .returning();

  it('decides access for every subscription state (the access function truth table)', async () => {
    const { user } = await advisor();
    const now = t.clock.now();
    const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const cases: Array<[string, Partial<typeof subscriptions.$inferInsert> | null, boolean, string | null]> =
      [
        ['no subscription', null, false, null],
        ['active', { status: 'active' }, true, 'annual'],
        ['trialing', { status: 'trialing' }, true, 'annual'],
        ['past_due', { status: 'past_due' }, true, 'annual'],
        ['canceled', { status: 'canceled' }, false, null],
        ['incomplete', { status: 'incomplete' }, false, null],
        ['over_limit lifetime', { status: 'over_limit', planType: 'lifetime' }, false, null],
        [
          'cancel at period end, before the end',
          { cancelAtPeriodEnd: true, currentPeriodEnd: inDays(3) },
          true,
          'annual',
        ],
        [
          'cancel at period end, after the end',
          { cancelAtPeriodEnd: true, currentPeriodEnd: inDays(-1) },
          false,
          null,
        ],
        ['lifetime purchase', { planType: 'lifetime', currentPeriodEnd: null }, true, 'lifetime'],
      ];
    for (const [name, row, hasAccess, plan] of cases) {
      await t.database.db.delete(subscriptions);
      if (row) await subscribe(user.id, row);
      const access = await getAccess(t.database.db, { userId: user.id, now });
      expect({ name, hasAccess: access.hasActiveSubscription, plan: access.plan }).toEqual({
        name,
        hasAccess,
        plan,
      });
    }
    await t.database.db.delete(subscriptions);
    await t.database.db.update(profiles).set({ lifetimeAccess: true }).where(eq(profiles.id, user.id));
    expect(await getAccess(t.database.db, { userId: user.id, now })).toMatchObject({
      hasActiveSubscription: true,
      plan: 'lifetime',
    });
  });

  it('prices the plans with spots left from the database and per-user checkout links', async () => {
    expect((await new TestClient(t.app).get('/api/billing/pricing')).status).toBe(401);
    const { user } = await advisor('buyer+1@example.com');
    for (let i = 0; i < 3; i++) {
      const { user: holder } = await advisor();
      await subscribe(holder.id, { planType: 'lifetime', stripeSubscriptionId: `cs_held_${i}` });
    }
    // Refused purchases are not spots.
    await subscribe(user.id, { planType: 'lifetime', status: 'over_limit', stripeSubscriptionId: 'cs_over' });

    const client = await signIn(user.email);
    const res = await client.get<Pricing>('/api/billing/pricing');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      lifetimeSpotsTotal: 100,
      lifetimeSpotsLeft: 97,
      lifetimeSoldOut: false,
      currentPlan: null,
      demoCheckout: true,
    });
    const byId = Object.fromEntries(res.body.plans.map((plan) => [plan.id, plan]));
    expect(res.body.plans.map((p) => [p.id, p.price, p.intervalLabel, p.note])).toEqual([
      ['monthly', '$49', 'per month', null],
      ['annual', '$299', 'per year', 'Save $289 versus monthly'],
      ['lifetime', '$399', 'one-time', 'First 100 users only'],
    ]);
    expect(byId.monthly!.features.map((f) => f.label)).toEqual([
      'Unlimited matches',
      'Manual filters',
      'Email support',
      'Profile sharing',
      'Every role in full in your saved-search alerts',
    ]);
    expect(byId.annual!.features.map((f) => f.label).slice(5)).toEqual([
      'Weekly emailed suggestions',
      'Match analytics',
    ]);
    expect(byId.lifetime!.features.map((f) => f.label).slice(7)).toEqual([
      'Early supporter badge',
      'Premium directory placement',
    ]);
    for (const plan of res.body.plans) {
      const url = new URL(plan.checkoutUrl!);
      expect(`${url.origin}${url.pathname}`).toBe(`https://buy.stripe.com/test_${plan.id}`);
      expect(url.searchParams.get('prefilled_email')).toBe('buyer+1@example.com');
      expect(url.searchParams.get('client_reference_id')).toBe(user.id);
    }

    // An annual subscriber: their plan is marked, switching renewals goes through the portal, lifetime stays open.
    await subscribe(user.id, { planType: 'annual' });
    const subscribed = (await client.get<Pricing>('/api/billing/pricing')).body;
    expect(subscribed.currentPlan).toBe('annual');
    expect(
      subscribed.plans.map((p) => [p.id, p.current, p.unavailableReason, p.checkoutUrl !== null]),
    ).toEqual([
      ['monthly', false, 'switch_in_portal', false],
      ['annual', true, 'current_plan', false],
      ['lifetime', false, null, true],
    ]);

    // Without payment links (development without Stripe): the local demo checkout, same parameters.
    const bare = {
      ...t.deps.env,
      STRIPE_PAYMENT_LINK_MONTHLY: undefined,
      STRIPE_PAYMENT_LINK_ANNUAL: undefined,
      STRIPE_PAYMENT_LINK_LIFETIME: undefined,
    };
    const demo = await getPricing(
      { db: t.database.db, env: bare, clock: t.clock },
      { actor: { id: user.id, email: user.email, role: 'advisor', emailVerified: true } },
    );
    expect(demo.plans[2]!.checkoutUrl).toBe(
      `/dev/checkout?plan=lifetime&prefilled_email=buyer%2B1%40example.com&client_reference_id=${user.id}`,
    );
  });

  it('shows the subscription and cancels auto-renew: access stays until the period ends', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/billing/subscription')).status).toBe(401);
    expect((await anonymous.post('/api/billing/subscription/cancel')).status).toBe(401);

    const { user } = await advisor();
    const client = await signIn(user.email);
    expect((await client.get<SubscriptionSummary>('/api/billing/subscription')).body).toEqual({
      subscription: null,
      portalUrl: null,
    });
    const none = await client.post('/api/billing/subscription/cancel');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No active subscription found.' } });

    const periodEnd = new Date(t.clock.now().getTime() + 20 * DAY_MS);
    const [row] = await subscribe(user.id, {
      currentPeriodEnd: periodEnd,
      stripeSubscriptionId: 'sub_demo_x',
    });
    expect((await client.get<SubscriptionSummary>('/api/billing/subscription')).body.subscription).toEqual({
      plan: 'annual',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd.toISOString(),
      renewsAt: periodEnd.toISOString(),
      endsAt: null,
      canCancel: true,
    });

    t.clock.advance(60_000);
    const cancelled = await client.post<CancelResult>('/api/billing/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      ok: true,
      currentPeriodEnd: periodEnd.toISOString(),
      subscription: {
        plan: 'annual',
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: periodEnd.toISOString(),
        renewsAt: null,
        endsAt: periodEnd.toISOString(),
        canCancel: false,
      },
    });
    const [stored] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id));
    expect(stored).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, updatedAt: t.clock.now() });
    expect((await client.post('/api/billing/subscription/cancel')).status).toBe(200);
    expect(
      (await client.get<{ access: { hasActiveSubscription: boolean } }>('/api/me')).body.access,
    ).toMatchObject({
      hasActiveSubscription: true,
      cancelAtPeriodEnd: true,
    });

    t.clock.set(new Date(periodEnd.getTime() + 1000));
    expect((await client.get<SubscriptionSummary>('/api/billing/subscription')).body.subscription).toBeNull();
    expect(
      (await client.get<{ access: { hasActiveSubscription: boolean } }>('/api/me')).body.access
        .hasActiveSubscription,
    ).toBe(false);
  });

  it('refuses to cancel lifetime access, which never renews', async () => {
    const { user } = await advisor();
    await subscribe(user.id, { planType: 'lifetime', stripeSubscriptionId: 'cs_lifetime_x' });
    const client = await signIn(user.email);
    expect(
      (await client.get<SubscriptionSummary>('/api/billing/subscription')).body.subscription,
    ).toMatchObject({
      plan: 'lifetime',
      canCancel: false,
      renewsAt: null,
    });
    const refused = await client.post('/api/billing/subscription/cancel');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { code: 'CONFLICT', message: expect.stringMatching(/^Lifetime/) },
    });

    // Lifetime granted on the profile only (no purchase row) is refused the same way.
    const { user: flagged } = await advisor();
    await t.database.db.update(profiles).set({ lifetimeAccess: true }).where(eq(profiles.id, flagged.id));
    expect((await (await signIn(flagged.email)).post('/api/billing/subscription/cancel')).status).toBe(409);
  });

  it('reports match analytics to annual and lifetime subscribers only', async () => {
    const { user } = await advisor();
    const client = await signIn(user.email);
    expect((await client.get('/api/billing/match-analytics')).status).toBe(402);
    // Both rows are dated by the test clock (the newest one is the plan): the database's own clock would race it.
    await subscribe(user.id, { planType: 'monthly', createdAt: t.clock.now() });
    const monthly = await client.get('/api/billing/match-analytics');
    expect(monthly.status).toBe(402);
    expect(monthly.body).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });

    await subscribe(user.id, { planType: 'annual', createdAt: new Date(t.clock.now().getTime() + 1000) });
    const roles = await createJobs(t.database.db, 4);
    const result = (jobId: string, score: number) => ({
      jobId,
      score,
      confidence: 1,
      reasons: [],
      improvements: [],
    });
    await t.database.db.insert(matchRuns).values([
      {
        advisorUserId: user.id,
        status: 'done',
        results: [result(roles[0]!.id, 90)],
        createdAt: new Date(Date.now() - DAY_MS),
      },
      {
        advisorUserId: user.id,
        status: 'done',
        results: roles.map((role, i) => result(role.id, 80 - i)),
        finishedAt: t.clock.now(),
      },
    ]);
    await t.database.db.insert(applications).values([
      { jobId: roles[0]!.id, advisorUserId: user.id, status: 'applied' },
      { jobId: roles[1]!.id, advisorUserId: user.id, status: 'shortlisted' },
      { jobId: roles[2]!.id, advisorUserId: user.id, status: 'shortlisted' },
    ]);
    const res = await client.get<MatchAnalytics>('/api/billing/match-analytics');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      matches: { total: 4, lastRunAt: t.clock.now().toISOString() },
      applications: {
        total: 3,
        byStatus: {
          applied: 1,
          shortlisted: 2,
          contacted: 0,
          rejected: 0,
          hired: 0,
          withdrawn: 0,
          closed: 0,
        },
      },
    });

    const { user: company } = await createCompany(t.database.db);
    expect((await (await signIn(company.email)).get('/api/billing/match-analytics')).status).toBe(403);
  });

  it('completes a demo purchase through the signed webhook path and lowers the lifetime count', async () => {
    const { user } = await advisor('demo-buyer@example.com');
    const client = await signIn(user.email);
    const query = `plan=annual&prefilled_email=demo-buyer%40example.com&client_reference_id=${user.id}`;
    const page = await client.get<string>(`/dev/checkout?${query}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('This is a demo payment');
    expect(page.body).toContain('<form method="post">');
    expect(page.body).not.toContain('<script');

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const paid = await client.post(`/dev/checkout`, `plan=annual&client_reference_id=${user.id}`, {
      headers: form,
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/pricing?checkout=success');
    expect(
      (await client.get<SubscriptionSummary>('/api/billing/subscription')).body.subscription,
    ).toMatchObject({
      plan: 'annual',
      status: 'active',
      canCancel: true,
    });
    const types = (await t.database.db.select().from(paymentEvents)).map((event) => event.type).sort();
    expect(types).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);

    const before = (await client.get<Pricing>('/api/billing/pricing')).body.lifetimeSpotsLeft;
    t.clock.advance(5000);
    await client.post(`/dev/checkout`, `plan=lifetime&client_reference_id=${user.id}`, { headers: form });
    expect((await client.get<Pricing>('/api/billing/pricing')).body).toMatchObject({
      lifetimeSpotsLeft: before - 1,
      currentPlan: 'lifetime',
    });
    // Lifetime replaced the annual plan: its renewal stopped.
    const [annual] = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.planType, 'annual')));
    expect(annual!.cancelAtPeriodEnd).toBe(true);

    const broken = await client.post(`/dev/checkout`, 'plan=annual&client_reference_id=nobody', {
      headers: form,
    });
    expect(broken.status).toBe(400);
  });

  it('e-mails new roles weekly to annual and lifetime subscribers who opted in, with a working opt-out link', async () => {
    const db = t.database.db;
    const now = t.clock.now();
    const finance = { industries: ['Finance'] };
    const { user: annual } = await advisor('annual@example.com', finance);
    const { user: monthly } = await advisor('monthly@example.com', finance);
    const { user: optedOut } = await advisor('opted-out@example.com', {
      ...finance,
      weeklySuggestions: false,
    });
    await advisor('lifetime@example.com', { ...finance, lifetimeAccess: true });
    await subscribe(annual.id);
    await subscribe(optedOut.id);
    await subscribe(monthly.id, { planType: 'monthly' });
    const roles = await createJobs(db, 4, (n) => ({
      industry: n === 3 ? 'Healthcare' : 'Finance',
      title: `Finance role ${n}`,
      postedDate: new Date(now.getTime() - (n + 1) * DAY_MS),
    }));
    await createJobs(db, 1, () => ({
      industry: 'Finance',
      title: 'Old role',
      publicJobSlug: 'old-role',
      postedDate: new Date(now.getTime() - 10 * DAY_MS),
    }));
    await db.insert(applications).values({ jobId: roles[0]!.id, advisorUserId: annual.id });

    const outbox = t.deps.mailer.outbox!;
    const sentBefore = outbox().length;
    const deps = billingDepsFrom(t.deps, null);
    expect(await sendWeeklySuggestions(deps, { now })).toMatchObject({ sent: 2 });
    await t.settleJobs();
    const mails = outbox().slice(0, outbox().length - sentBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['annual@example.com', 'lifetime@example.com']);
    const toAnnual = mails.find((mail) => mail.to === 'annual@example.com')!;
    expect(toAnnual.subject).toBe('2 new board roles for you this week');
    expect(toAnnual.text).toContain('Finance role 1');
    expect(toAnnual.text).toContain('Finance role 2');
    expect(toAnnual.text).not.toContain('Finance role 0'); // already applied
    expect(toAnnual.text).not.toContain('Finance role 3'); // another industry
    expect(toAnnual.text).not.toContain('Old role');
    expect(mails.find((mail) => mail.to === 'lifetime@example.com')!.subject).toBe(
      '3 new board roles for you this week',
    );
    // The bell holds it as a match suggestion, linking to the matches.
    const bell = await (await signIn('annual@example.com')).get<NotificationList>('/api/notifications');
    expect(bell.body.items).toEqual([
      expect.objectContaining({
        kind: 'match',
        title: '2 new roles match your profile',
        link: '/advisor-matchmaking',
        read: false,
      }),
    ]);

    // Sent once a week, however often the job runs (here as the scheduled job runs it).
    await runWeeklySuggestionsJob({ ...deps, clock: t.clock });
    expect(await sendWeeklySuggestions(deps, { now })).toMatchObject({ considered: 0, sent: 0 });
    await t.settleJobs();
    expect(outbox().length - sentBefore).toBe(2);

    const link = /Unsubscribe: (\S+)/.exec(toAnnual.text)![1]!;
    expect(link.startsWith('http://localhost:3000/api/billing/weekly-suggestions/unsubscribe?token=')).toBe(
      true,
    );
    const path = link.replace('http://localhost:3000', '');
    const forged = await new TestClient(t.app).get<string>(
      path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    expect(forged.status).toBe(400);
    const page = await new TestClient(t.app).get<string>(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('You are unsubscribed');
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, annual.id));
    expect(profile!.weeklySuggestions).toBe(false);

    // The advisor sees the opt-out on their switch, and can turn it back on while signed in.
    const client = await signIn(annual.email);
    expect((await client.get('/api/billing/weekly-suggestions')).body).toEqual({ enabled: false });
    expect((await client.put('/api/billing/weekly-suggestions', { enabled: true })).body).toEqual({
      enabled: true,
    });
    const [again] = await db.select().from(profiles).where(eq(profiles.id, annual.id));
    expect(again!.weeklySuggestions).toBe(true);
    expect((await client.get('/api/billing/weekly-suggestions')).body).toEqual({ enabled: true });
  });

  it('sends on Mondays from 09:00 UTC onwards in the week', () => {
    expect(isSendingTime(new Date('2026-11-16T08:59:00Z'))).toBe(false); // Monday
    expect(isSendingTime(new Date('2026-11-16T09:00:00Z'))).toBe(true);
    expect(isSendingTime(new Date('2026-11-19T01:00:00Z'))).toBe(true); // Thursday
    expect(isSendingTime(new Date('2026-11-22T23:00:00Z'))).toBe(true); // Sunday
  });
});
