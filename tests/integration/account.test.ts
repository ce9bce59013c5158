import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews, profiles, subscriptions } from '@server/db/schema';
import { getAccess } from '@server/features/billing/access.service';
import { createAdvisor, createCompany, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { eq } from 'drizzle-orm';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

describe('GET /api/me', () => {
  const t = useTestApp();

  it('describes a signed-out visitor', async () => {
    const res = await new TestClient(t.app).get('/api/me');
    expect(res.body).toEqual({
      user: null,
      access: {
        hasActiveSubscription: false,
        plan: null,
        status: null,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
      },
      advisorProfileCompleted: false,
      companyProfileCompleted: false,
    });
  });

  it('describes an advisor with a subscription and a company with a completed profile', async () => {
    const { user: advisor } = await createAdvisor(t.database.db, { user: { email: 'adv@example.com' } });
    await t.database.db
      .insert(subscriptions)
      .values({ userId: advisor.id, status: 'active', planType: 'annual' });
    const asAdvisor = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    expect((await asAdvisor.get('/api/me')).body).toMatchObject({
      user: { id: advisor.id, email: 'adv@example.com', role: 'advisor', emailVerified: true },
      access: { hasActiveSubscription: true, plan: 'annual', status: 'active' },
      advisorProfileCompleted: true,
    });

    const { user: company } = await createCompany(t.database.db, { user: { email: 'co@example.com' } });
    const asCompany = await signedInClient(t.app, company.email, DEFAULT_TEST_PASSWORD);
    expect((await asCompany.get('/api/me')).body).toMatchObject({
      user: { role: 'company' },
      access: { hasActiveSubscription: false, plan: null },
      companyProfileCompleted: true,
    });
  });

  it('signs out: the cookie no longer identifies anyone', async () => {
    const { user: advisor } = await createAdvisor(t.database.db);
    const client = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const cookie = client.cookieHeader;
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    const replay = await new TestClient(t.app).get('/api/me', { headers: { cookie } });
    expect(replay.body).toMatchObject({ user: null });
  });
});

describe('getAccess', () => {
  const t = useTestApp();
  const day = 24 * 3600 * 1000;

  it('follows the newest current subscription, then lifetime access', async () => {
    const { user } = await createAdvisor(t.database.db);
    const now = new Date();
    const db = t.database.db;
    expect(await getAccess(db, { userId: user.id, now })).toMatchObject({
      hasActiveSubscription: false,
      plan: null,
    });

    await db.insert(subscriptions).values({
      userId: user.id,
      status: 'canceled',
      planType: 'monthly',
      createdAt: new Date(now.getTime() - 2 * day),
    });
    expect((await getAccess(db, { userId: user.id, now })).hasActiveSubscription).toBe(false);

    for (const status of ['active', 'trialing', 'past_due']) {
      await db.delete(subscriptions);
      await db.insert(subscriptions).values({ userId: user.id, status, planType: 'monthly' });
      expect(await getAccess(db, { userId: user.id, now })).toMatchObject({
        hasActiveSubscription: true,
        plan: 'monthly',
        status,
      });
    }

    await db.insert(subscriptions).values({
      userId: user.id,
      status: 'active',
      planType: 'annual',
      createdAt: new Date(now.getTime() + 1000),
    });
    expect((await getAccess(db, { userId: user.id, now })).plan).toBe('annual');

    await db.delete(subscriptions);
    await db.insert(subscriptions).values({
      userId: user.id,
      status: 'active',
      planType: 'monthly',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(now.getTime() + day),
    });
    expect((await getAccess(db, { userId: user.id, now })).hasActiveSubscription).toBe(true);
    expect(
      (await getAccess(db, { userId: user.id, now: new Date(now.getTime() + 2 * day) }))
        .hasActiveSubscription,
    ).toBe(false);

    await db.update(profiles).set({ lifetimeAccess: true }).where(eq(profiles.id, user.id));
    expect(await getAccess(db, { userId: user.id, now: new Date(now.getTime() + 2 * day) })).toMatchObject({
      hasActiveSubscription: true,
      plan: 'lifetime',
    });
  });
});

describe('POST /api/analytics/pageviews', () => {
  const t = useTestApp();

  it('stores a page view with the role and plan of the session, never those the body claims', async () => {
    const { user } = await createAdvisor(t.database.db);
    const client = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.post('/api/analytics/pageviews', {
      path: '/pricing',
      search: '?a=1',
      role: 'company',
      plan: 'lifetime',
    });
    expect(res.status).toBe(204);
    const [view] = await t.database.db.select().from(pageViews).orderBy(desc(pageViews.createdAt));
    expect(view).toMatchObject({
      path: '/pricing',
      search: '?a=1',
      role: 'advisor',
      plan: 'free',
      userId: user.id,
    });

    await new TestClient(t.app).post('/api/analytics/pageviews', { path: '/' });
    expect(await t.database.db.select().from(pageViews)).toHaveLength(2);
  });

  it('refuses malformed page views with 422 and stores nothing', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/api/analytics/pageviews', { path: 'no-slash' })).status).toBe(422);
    expect((await client.post('/api/analytics/pageviews', '{not json')).status).toBe(400);
    expect((await client.post('/api/analytics/pageviews', { path: `/${'x'.repeat(3000)}` })).status).toBe(
      422,
    );
    expect(await t.database.db.select().from(pageViews)).toHaveLength(0);
  });
});
