// Billing with Stripe configured. Stripe cannot run here, so the SDK gets a local HTTP client (its own
// createFetchHttpClient seam) that answers like the Stripe API; events are still signed with the SDK's test helper.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@server/app-env';
import { subscriptions, user } from '@server/db/schema';
import { billingDepsFrom } from '@server/features/billing/billing-deps';
import {
  type DemoEvent,
  demoCheckoutSession,
  demoEvent,
  demoInvoice,
  demoSubscription,
} from '@server/features/billing/demo-stripe-objects';
import {
  cancelAutoRenew,
  createPortalSession,
  getSubscriptionSummary,
} from '@server/features/billing/subscription.service';
import { handleStripeWebhook } from '@server/features/billing/webhook.service';
import { createAdvisor } from '@tests/factories';
import { useTestApp } from '../setup/test-app';

const SECRET = 'whsec_test_boardly_stripe_mode';
const DAY = 24 * 3600;
const YEAR = 365 * DAY;

interface StripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

/** A stand-in for api.stripe.com: subscriptions, checkout sessions, refunds, portal sessions and payment links. */
function fakeStripeApi() {
  const subscriptionsById = new Map<string, Record<string, unknown>>();
  const sessions: Array<Record<string, unknown>> = [];
  const linkUrls = new Map<string, string>();
  const calls: StripeCall[] = [];
  let failWrites = false;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? 'GET';
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    calls.push({
      method,
      path: url.pathname,
      body,
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
    });
    if (failWrites && method === 'POST')
      return json(500, { error: { type: 'api_error', message: 'Stripe is down' } });
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionPath) {
      const subscription = subscriptionsById.get(subscriptionPath[1]!);
      if (!subscription)
        return json(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
        });
      if (method === 'POST' && body.get('cancel_at_period_end') === 'true')
        subscription.cancel_at_period_end = true;
      return json(200, subscription);
    }
    if (url.pathname === '/v1/checkout/sessions') {
      const data = sessions.filter((s) => s.subscription === url.searchParams.get('subscription'));
      return json(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    if (url.pathname === '/v1/refunds') {
      return json(200, {
        id: 're_test',
        object: 'refund',
        status: 'succeeded',
        payment_intent: body.get('payment_intent'),
      });
    }
    if (url.pathname === '/v1/billing_portal/sessions') {
      return json(200, {
        id: 'bps_test',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.com/p/session/test_1',
      });
    }
    const linkPath = /^\/v1\/payment_links\/([^/]+)$/.exec(url.pathname);
    if (linkPath) {
      return json(200, {
        id: linkPath[1],
        object: 'payment_link',
        active: method !== 'POST',
        url: linkUrls.get(linkPath[1]!),
      });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unknown path ${url.pathname}` } });
  };
  const stripe = new Stripe('sk_test_fake', {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 0,
  });
  return {
    stripe,
    calls,
    subscriptionsById,
    sessions,
    linkUrls,
    failWrites: (fail: boolean) => {
      failWrites = fail;
    },
  };
}

describe('billing with Stripe configured', () => {
  const t = useTestApp({
    env: {
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PAYMENT_LINK_ANNUAL: 'https://buy.stripe.com/test_annual',
      STRIPE_PAYMENT_LINK_LIFETIME: 'https://buy.stripe.com/test_lifetime',
    },
  });
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const deliver = async (stripe: Stripe, event: DemoEvent) => {
    const payload = JSON.stringify(event);
    return handleStripeWebhook(billingDepsFrom(t.deps, stripe), {
      rawBody: payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    });
  };
  const actorOf = (row: { id: string; email: string }): SessionUser => ({
    id: row.id,
    email: row.email,
    role: 'advisor',
    emailVerified: true,
  });

  it('re-reads the subscription from Stripe, so a late or repeated old event cannot bring back an old state', async () => {
    const api = fakeStripeApi();
    const { user: buyer } = await createAdvisor(t.database.db);
    const start = nowSeconds() - 30 * DAY;
    const base = { id: 'sub_live', customer: 'cus_live', plan: 'annual' as const, created: start };
    const session = demoCheckoutSession({
      plan: 'annual',
      userId: buyer.id,
      email: buyer.email,
      customer: 'cus_live',
      subscription: 'sub_live',
      created: start - 60,
      paymentLink: 'plink_annual',
      metadata: {},
    });
    api.sessions.push(session);
    api.linkUrls.set('plink_annual', 'https://buy.stripe.com/test_annual');
    // Stripe's truth: the renewal was cancelled and the subscription has ended.
    api.subscriptionsById.set(
      'sub_live',
      demoSubscription({ ...base, status: 'canceled', cancelAtPeriodEnd: true }),
    );

    // The subscription's own event arrives first: Stripe's Checkout Session names the buyer, so nothing waits.
    const created = await deliver(
      api.stripe,
      demoEvent('customer.subscription.created', demoSubscription(base), start),
    );
    expect(created.result).toBe('created');
    await deliver(api.stripe, demoEvent('checkout.session.completed', session, start + 1));
    await deliver(
      api.stripe,
      demoEvent(
        'invoice.paid',
        demoInvoice({
          subscription: 'sub_live',
          customer: 'cus_live',
          created: start,
          periodStart: start,
          periodEnd: start + YEAR,
          paid: true,
        }),
        start,
      ),
    );
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_live'));
    expect(row).toMatchObject({
      userId: buyer.id,
      planType: 'annual',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date((start + YEAR) * 1000),
    });
    expect(api.calls.filter((call) => call.path === '/v1/subscriptions/sub_live')).toHaveLength(3);
  });

  it('refunds a lifetime purchase beyond the 100th once, and closes the payment link at the 100th', async () => {
    const api = fakeStripeApi();
    const db = t.database.db;
    const earlier = await db
      .insert(user)
      .values(
        Array.from({ length: 99 }, (_, i) => ({ email: `stripe-early-${i}@example.com`, role: 'advisor' })),
      )
      .returning({ id: user.id });
    await db.insert(subscriptions).values(
      earlier.map((buyer, i) => ({
        userId: buyer.id,
        planType: 'lifetime',
        status: 'active',
        stripeSubscriptionId: `cs_e${i}`,
      })),
    );
    const purchase = (buyer: { id: string; email: string }) =>
      demoEvent(
        'checkout.session.completed',
        demoCheckoutSession({
          plan: 'lifetime',
          userId: buyer.id,
          email: buyer.email,
          customer: `cus_${buyer.id.slice(0, 8)}`,
          created: nowSeconds() - 60,
          paymentLink: 'plink_lifetime',
        }),
        nowSeconds(),
      );
    const { user: hundredth } = await createAdvisor(db, { profile: { publicProfileSlug: 'hundredth' } });
    expect((await deliver(api.stripe, purchase(hundredth))).result).toBe('lifetime_granted');
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/v1/payment_links/plink_lifetime' }),
    );
    expect(
      api.calls.find((call) => call.path === '/v1/payment_links/plink_lifetime')!.body.get('active'),
    ).toBe('false');

    const { user: late } = await createAdvisor(db, { profile: { publicProfileSlug: 'late' } });
    const event = purchase(late);
    expect((await deliver(api.stripe, event)).result).toBe('lifetime_refused');
    expect((await deliver(api.stripe, event)).duplicate).toBe(true);
    const refunds = api.calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    const session = event.data.object;
    expect(refunds[0]!.body.get('payment_intent')).toBe(session.payment_intent);
    expect(refunds[0]!.idempotencyKey).toBe(`lifetime-refund:${String(session.id)}`);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, late.id));
    expect(row).toMatchObject({ planType: 'lifetime', status: 'refunded' });
  });

  it('stops the renewal of a monthly plan when its owner buys lifetime', async () => {
    const api = fakeStripeApi();
    const { user: buyer } = await createAdvisor(t.database.db);
    const start = nowSeconds() - 5 * DAY;
    api.subscriptionsById.set(
      'sub_monthly',
      demoSubscription({ id: 'sub_monthly', customer: 'cus_m', plan: 'monthly', created: start }),
    );
    await t.database.db.insert(subscriptions).values({
      userId: buyer.id,
      planType: 'monthly',
      status: 'active',
      stripeSubscriptionId: 'sub_monthly',
      stripeCustomerId: 'cus_m',
    });
    const session = demoCheckoutSession({
      plan: 'lifetime',
      userId: buyer.id,
      email: buyer.email,
      customer: 'cus_m',
      created: nowSeconds() - 60,
    });
    expect(
      (await deliver(api.stripe, demoEvent('checkout.session.completed', session, nowSeconds()))).result,
    ).toBe('lifetime_granted');
    const stop = api.calls.find(
      (call) => call.method === 'POST' && call.path === '/v1/subscriptions/sub_monthly',
    );
    expect(stop?.body.get('cancel_at_period_end')).toBe('true');
    const [monthly] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_monthly'));
    expect(monthly).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('cancels auto-renew at Stripe first, then updates the row; a Stripe failure changes nothing', async () => {
    const api = fakeStripeApi();
    const deps = billingDepsFrom(t.deps, api.stripe);
    const { user: buyer } = await createAdvisor(t.database.db);
    const start = nowSeconds() - 10 * DAY;
    api.subscriptionsById.set(
      'sub_cancel',
      demoSubscription({ id: 'sub_cancel', customer: 'cus_c', plan: 'annual', created: start }),
    );
    const [inserted] = await t.database.db
      .insert(subscriptions)
      .values({
        userId: buyer.id,
        planType: 'annual',
        status: 'active',
        stripeSubscriptionId: 'sub_cancel',
        stripeCustomerId: 'cus_c',
        currentPeriodEnd: new Date((start + YEAR) * 1000),
      })
      .returning();

    api.failWrites(true);
    await expect(cancelAutoRenew(deps, { actor: actorOf(buyer) })).rejects.toMatchObject({
      message: 'Failed to cancel subscription',
    });
    const [unchanged] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, inserted!.id));
    expect(unchanged).toEqual(inserted);

    api.failWrites(false);
    const result = await cancelAutoRenew(deps, { actor: actorOf(buyer) });
    expect(result).toMatchObject({
      ok: true,
      currentPeriodEnd: new Date((start + YEAR) * 1000).toISOString(),
      subscription: { plan: 'annual', status: 'active', cancelAtPeriodEnd: true, canCancel: false },
    });
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_cancel' });

    const summary = await getSubscriptionSummary(deps, { actor: actorOf(buyer) });
    expect(summary.portalUrl).toBe('/api/billing/portal');
    expect(await createPortalSession(deps, { actor: actorOf(buyer) })).toBe(
      'https://billing.stripe.com/p/session/test_1',
    );
    const portal = api.calls.at(-1)!;
    expect(portal.body.get('customer')).toBe('cus_c');
    expect(portal.body.get('return_url')).toBe('http://localhost:3000/pricing');
  });
});
