// The Stripe webhook with signed test payloads (the SDK's own generateTestHeaderString): signatures, exactly-once
// processing, every delivery order of a subscription's events, and the 100-spot lifetime limit.
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentEvents, profiles, subscriptions, user } from '@server/db/schema';
import { getAccess } from '@server/features/billing/access.service';
import { billingDepsFrom } from '@server/features/billing/billing-deps';
import {
  type DemoEvent,
  demoCheckoutSession,
  demoEvent,
  demoInvoice,
  demoSubscription,
} from '@server/features/billing/demo-stripe-objects';
import { countLifetimeSpotsTaken } from '@server/features/billing/lifetime-purchase';
import { handleStripeWebhook } from '@server/features/billing/webhook.service';
import { AppError } from '@server/lib/app-error';
import { createAdvisor, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

const SECRET = 'whsec_test_boardly_webhooks';
const WEBHOOK = '/api/billing/stripe-webhook';
const DAY = 24 * 3600;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, ...options });

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('POST /api/billing/stripe-webhook', () => {
  const t = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
  const billing = () => billingDepsFrom(t.deps, null);
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  const post = (payload: string, signature?: string) =>
    new TestClient(t.app).post(WEBHOOK, payload, {
      headers: signature === undefined ? {} : { 'stripe-signature': signature },
    });
  const deliver = (event: DemoEvent) => {
    const payload = JSON.stringify(event);
    return post(payload, sign(payload));
  };

  /** Delivers like Stripe: a refused event is retried (after the others) until every one was accepted. */
  async function deliverUntilAccepted(events: DemoEvent[]) {
    let pending = events;
    for (let round = 0; round < 6 && pending.length > 0; round++) {
      const refused: DemoEvent[] = [];
      for (const event of pending) {
        const payload = JSON.stringify(event);
        try {
          await handleStripeWebhook(billing(), { rawBody: payload, signature: sign(payload) });
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
          refused.push(event);
        }
      }
      pending = refused;
    }
    expect(pending).toEqual([]);
  }

  const rowOf = async (subscriptionId: string) => {
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    return row;
  };

  it('rejects unsigned, wrongly signed, tampered and stale events with 400 and changes nothing', async () => {
    const { user: buyer } = await createAdvisor(t.database.db);
    const session = demoCheckoutSession({
      plan: 'lifetime',
      userId: buyer.id,
      email: buyer.email,
      customer: 'cus_sig',
      created: nowSeconds() - 60,
    });
    const payload = JSON.stringify(demoEvent('checkout.session.completed', session, nowSeconds()));
    const tampered = payload.replace(buyer.id, '00000000-0000-4000-8000-000000000000');
    const attempts = [
      await post(payload),
      await post(payload, 'not-a-signature'),
      await post(payload, sign(payload, { secret: 'whsec_someone_else' })),
      await post(tampered, sign(payload)),
      await post(payload, sign(payload, { timestamp: nowSeconds() - 10 * 60 })),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
    expect(await t.database.db.select().from(paymentEvents)).toEqual([]);
    expect(await t.database.db.select().from(subscriptions)).toEqual([]);

    const accepted = await post(payload, sign(payload));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ received: true, duplicate: false });
  });

  it('applies an event delivered five times exactly once, also when the deliveries overlap', async () => {
    const { user: buyer } = await createAdvisor(t.database.db);
    const lifetime = demoEvent(
      'checkout.session.completed',
      demoCheckoutSession({
        plan: 'lifetime',
        userId: buyer.id,
        email: buyer.email,
        customer: 'cus_dup',
        created: nowSeconds() - 60,
      }),
      nowSeconds(),
    );
    const sequential = [];
    for (let i = 0; i < 5; i++) sequential.push(await deliver(lifetime));
    expect(sequential.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(sequential.map((res) => res.body.duplicate)).toEqual([false, true, true, true, true]);

    const subscription = demoEvent(
      'customer.subscription.created',
      demoSubscription({ id: 'sub_dup', customer: 'cus_dup', plan: 'annual', created: nowSeconds() }),
      nowSeconds(),
    );
    const overlapping = await Promise.all(Array.from({ length: 5 }, () => deliver(subscription)));
    expect(overlapping.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(overlapping.filter((res) => res.body.duplicate === false)).toHaveLength(1);

    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    expect(rows.map((row) => [row.planType, row.status]).sort()).toEqual([
      ['annual', 'active'],
      ['lifetime', 'active'],
    ]);
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(2);
    expect(await countLifetimeSpotsTaken(t.database.db)).toBe(1);
  });

  it('ends in the right row for every delivery order: created, paid, cancel at period end, deleted', async () => {
    const { user: buyer } = await createAdvisor(t.database.db);
    const start = nowSeconds() - 40 * DAY;
    const orders = permutations(['checkout', 'created', 'paid', 'updated', 'deleted'] as const);
    expect(orders).toHaveLength(120);
    for (const [n, order] of orders.entries()) {
      const id = `sub_cancel_${n}`;
      const customer = `cus_cancel_${n}`;
      const base = { id, customer, plan: 'annual' as const, created: start };
      const events = {
        checkout: demoEvent(
          'checkout.session.completed',
          demoCheckoutSession({
            plan: 'annual',
            userId: buyer.id,
            email: buyer.email,
            customer,
            subscription: id,
            created: start - 60,
          }),
          start + 1,
        ),
        created: demoEvent('customer.subscription.created', demoSubscription(base), start),
        paid: demoEvent(
          'invoice.paid',
          demoInvoice({
            subscription: id,
            customer,
            created: start,
            periodStart: start,
            periodEnd: start + YEAR,
            paid: true,
          }),
          start,
        ),
        updated: demoEvent(
          'customer.subscription.updated',
          demoSubscription({ ...base, cancelAtPeriodEnd: true }),
          start + 10 * DAY,
        ),
        deleted: demoEvent(
          'customer.subscription.deleted',
          demoSubscription({ ...base, cancelAtPeriodEnd: true, status: 'canceled' }),
          start + 20 * DAY,
        ),
      };
      await deliverUntilAccepted(order.map((name) => events[name]));
      const row = await rowOf(id);
      expect({ order, row }).toMatchObject({
        row: {
          userId: buyer.id,
          planType: 'annual',
          status: 'canceled',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: new Date((start + YEAR) * 1000),
          stripeCustomerId: customer,
        },
      });
    }
    expect(
      (await getAccess(t.database.db, { userId: buyer.id, now: t.clock.now() })).hasActiveSubscription,
    ).toBe(false);
  });

  it('ends in the right row for every delivery order: renewal paid, then a failed payment (past_due)', async () => {
    const { user: buyer } = await createAdvisor(t.database.db);
    const start = nowSeconds() - 65 * DAY;
    const orders = permutations(['checkout', 'created', 'renewed', 'failed', 'updated'] as const);
    for (const [n, order] of orders.entries()) {
      const id = `sub_pastdue_${n}`;
      const customer = `cus_pastdue_${n}`;
      const base = { id, customer, plan: 'monthly' as const, created: start };
      const events = {
        checkout: demoEvent(
          'checkout.session.completed',
          demoCheckoutSession({
            plan: 'monthly',
            userId: buyer.id,
            email: buyer.email,
            customer,
            subscription: id,
            created: start - 60,
          }),
          start + 1,
        ),
        created: demoEvent('customer.subscription.created', demoSubscription(base), start),
        renewed: demoEvent(
          'invoice.paid',
          demoInvoice({
            subscription: id,
            customer,
            created: start + MONTH,
            periodStart: start + MONTH,
            periodEnd: start + 2 * MONTH,
            paid: true,
          }),
          start + MONTH,
        ),
        failed: demoEvent(
          'invoice.payment_failed',
          demoInvoice({
            subscription: id,
            customer,
            created: start + 2 * MONTH,
            periodStart: start + 2 * MONTH,
            periodEnd: start + 3 * MONTH,
            paid: false,
          }),
          start + 2 * MONTH,
        ),
        // Same second as the failed payment: both say past_due.
        updated: demoEvent(
          'customer.subscription.updated',
          demoSubscription({
            ...base,
            status: 'past_due',
            periodStart: start + 2 * MONTH,
            periodEnd: start + 3 * MONTH,
          }),
          start + 2 * MONTH,
        ),
      };
      await deliverUntilAccepted(order.map((name) => events[name]));
      expect({ order, row: await rowOf(id) }).toMatchObject({
        row: {
          planType: 'monthly',
          status: 'past_due',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: new Date((start + 3 * MONTH) * 1000),
        },
      });
    }
    // past_due still counts as current (spec part 2 §4).
    expect(await getAccess(t.database.db, { userId: buyer.id, now: t.clock.now() })).toMatchObject({
      hasActiveSubscription: true,
      status: 'past_due',
    });
  });

  it('ends active when the creation events share one second, in any order', async () => {
    const { user: buyer } = await createAdvisor(t.database.db);
    const second = nowSeconds() - 60;
    const orders = permutations(['checkout', 'incomplete', 'active', 'paid'] as const);
    for (const [n, order] of orders.entries()) {
      const id = `sub_burst_${n}`;
      const customer = `cus_burst_${n}`;
      const base = { id, customer, plan: 'annual' as const, created: second };
      const events = {
        checkout: demoEvent(
          'checkout.session.completed',
          demoCheckoutSession({
            plan: 'annual',
            userId: buyer.id,
            email: buyer.email,
            customer,
            subscription: id,
            created: second - 60,
          }),
          second,
        ),
        incomplete: demoEvent(
          'customer.subscription.created',
          demoSubscription({ ...base, status: 'incomplete' }),
          second,
        ),
        active: demoEvent('customer.subscription.updated', demoSubscription(base), second),
        paid: demoEvent(
          'invoice.paid',
          demoInvoice({
            subscription: id,
            customer,
            created: second,
            periodStart: second,
            periodEnd: second + YEAR,
            paid: true,
          }),
          second,
        ),
      };
      await deliverUntilAccepted(order.map((name) => events[name]));
      expect({ order, row: await rowOf(id) }).toMatchObject({
        row: { status: 'active', currentPeriodEnd: new Date((second + YEAR) * 1000) },
      });
    }
  });

  it('grants lifetime to the first 100 buyers only: the 101st is recorded, flagged and not granted', async () => {
    const db = t.database.db;
    // 99 earlier buyers, inserted in bulk (no passwords needed: they never sign in here).
    const earlier = await db
      .insert(user)
      .values(Array.from({ length: 99 }, (_, i) => ({ email: `early-${i}@example.com`, role: 'advisor' })))
      .returning({ id: user.id });
    await db.insert(subscriptions).values(
      earlier.map((buyer, i) => ({
        userId: buyer.id,
        planType: 'lifetime',
        status: 'active',
        stripeSubscriptionId: `cs_early_${i}`,
      })),
    );
    const { user: hundredth } = await createAdvisor(db, {
      user: { email: 'hundredth@example.com' },
      profile: { publicProfileSlug: 'hundredth' },
    });
    const { user: late } = await createAdvisor(db, {
      user: { email: 'late@example.com' },
      profile: { publicProfileSlug: 'late' },
    });
    const asLate = await signedInClient(t.app, late.email, DEFAULT_TEST_PASSWORD);
    const lifetimeOffer = async () => {
      const pricing = await asLate.get<{
        lifetimeSpotsLeft: number;
        lifetimeSoldOut: boolean;
        plans: unknown[];
      }>('/api/billing/pricing');
      return pricing.body;
    };
    expect(await lifetimeOffer()).toMatchObject({ lifetimeSpotsLeft: 1, lifetimeSoldOut: false });

    const purchase = (buyer: { id: string; email: string }) =>
      demoEvent(
        'checkout.session.completed',
        demoCheckoutSession({
          plan: 'lifetime',
          userId: buyer.id,
          email: buyer.email,
          customer: `cus_${buyer.email}`,
          created: nowSeconds() - 60,
        }),
        nowSeconds(),
      );
    expect((await deliver(purchase(hundredth))).status).toBe(200);
    expect(await lifetimeOffer()).toMatchObject({
      lifetimeSpotsLeft: 0,
      lifetimeSoldOut: true,
      plans: expect.arrayContaining([
        expect.objectContaining({ id: 'lifetime', checkoutUrl: null, unavailableReason: 'sold_out' }),
      ]),
    });

    expect((await deliver(purchase(late))).status).toBe(200);
    const [flagged] = await db.select().from(subscriptions).where(eq(subscriptions.userId, late.id));
    expect(flagged).toMatchObject({ planType: 'lifetime', status: 'over_limit' });
    const [lateProfile] = await db.select().from(profiles).where(eq(profiles.id, late.id));
    expect(lateProfile!.lifetimeAccess).toBe(false);
    expect((await getAccess(db, { userId: late.id, now: t.clock.now() })).hasActiveSubscription).toBe(false);
    expect(await getAccess(db, { userId: hundredth.id, now: t.clock.now() })).toMatchObject({
      hasActiveSubscription: true,
      plan: 'lifetime',
    });
    expect(await countLifetimeSpotsTaken(db)).toBe(100);
  });

  it('gives the last lifetime spot to exactly one of two buyers paying at the same moment', async () => {
    const db = t.database.db;
    const earlier = await db
      .insert(user)
      .values(Array.from({ length: 99 }, (_, i) => ({ email: `race-${i}@example.com`, role: 'advisor' })))
      .returning({ id: user.id });
    await db.insert(subscriptions).values(
      earlier.map((buyer, i) => ({
        userId: buyer.id,
        planType: 'lifetime',
        status: 'active',
        stripeSubscriptionId: `cs_race_${i}`,
      })),
    );
    const buyers = await Promise.all(
      ['first', 'second'].map(
        async (name) => (await createAdvisor(db, { profile: { publicProfileSlug: `race-${name}` } })).user,
      ),
    );
    const responses = await Promise.all(
      buyers.map((buyer) =>
        deliver(
          demoEvent(
            'checkout.session.completed',
            demoCheckoutSession({
              plan: 'lifetime',
              userId: buyer.id,
              email: buyer.email,
              customer: `cus_${buyer.id}`,
              created: nowSeconds() - 60,
            }),
            nowSeconds(),
          ),
        ),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual([200, 200]);
    const outcomes = await db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.userId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(outcomes.map((row) => row.status).sort()).toEqual(['active', 'over_limit']);
    expect(await countLifetimeSpotsTaken(db)).toBe(100);
  });
});
