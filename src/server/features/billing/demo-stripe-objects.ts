// Stripe-shaped objects and events for the offline demo checkout (and the tests): the JSON Stripe would send, in the
// API version the SDK pins, so they travel through the very same signature check and webhook handler.
import { randomBytes } from 'node:crypto';
import type { Plan } from '@shared/constants';
import { PLAN_CATALOG } from './plan-catalog';

const randomId = (prefix: string) => `${prefix}_demo${randomBytes(9).toString('hex')}`;
const YEAR_S = 365 * 24 * 3600;
const MONTH_S = 30 * 24 * 3600;

export interface DemoEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

export function demoEvent(type: string, object: Record<string, unknown>, created: number): DemoEvent {
  return {
    id: randomId('evt'),
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A stable fake customer per user, so a returning demo buyer is recognized like a real Stripe customer. */
export const demoCustomerId = (userId: string) => `cus_demo${userId.replace(/-/g, '').slice(0, 16)}`;

export interface DemoSubscriptionInput {
  id: string;
  customer: string;
  plan: Exclude<Plan, 'lifetime'>;
  status?: string;
  created: number;
  periodStart?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}

export function demoSubscription(input: DemoSubscriptionInput): Record<string, unknown> {
  const interval = input.plan === 'annual' ? 'year' : 'month';
  const periodStart = input.periodStart ?? input.created;
  const periodEnd = input.periodEnd ?? periodStart + (input.plan === 'annual' ? YEAR_S : MONTH_S);
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    created: input.created,
    start_date: input.created,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: input.cancelAtPeriodEnd ? periodEnd : null,
    canceled_at: null,
    ended_at: input.status === 'canceled' ? periodEnd : null,
    livemode: false,
    metadata: {},
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_${input.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: periodStart,
          current_period_end: periodEnd,
          quantity: 1,
          price: {
            id: `price_demo_${input.plan}`,
            object: 'price',
            currency: 'usd',
            unit_amount: PLAN_CATALOG[input.plan].priceCents,
            recurring: { interval, interval_count: 1 },
            type: 'recurring',
          },
        },
      ],
    },
  };
}

export interface DemoCheckoutSessionInput {
  id?: string;
  plan: Plan;
  userId: string | null;
  email: string;
  customer: string;
  subscription?: string | null;
  created: number;
  paymentLink?: string | null;
  metadata?: Record<string, string>;
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
}

export function demoCheckoutSession(input: DemoCheckoutSessionInput): Record<string, unknown> {
  const lifetime = input.plan === 'lifetime';
  return {
    id: input.id ?? randomId('cs'),
    object: 'checkout.session',
    mode: lifetime ? 'payment' : 'subscription',
    status: 'complete',
    payment_status: input.paymentStatus ?? 'paid',
    client_reference_id: input.userId,
    customer: input.customer,
    customer_email: input.email,
    customer_details: { email: input.email, name: null },
    subscription: lifetime ? null : (input.subscription ?? null),
    payment_intent: lifetime ? randomId('pi') : null,
    payment_link: input.paymentLink ?? null,
    amount_total: PLAN_CATALOG[input.plan].priceCents,
    currency: 'usd',
    created: input.created,
    livemode: false,
    metadata: input.metadata ?? { plan: input.plan },
  };
}

export interface DemoInvoiceInput {
  subscription: string;
  customer: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  paid: boolean;
}

export function demoInvoice(input: DemoInvoiceInput): Record<string, unknown> {
  return {
    id: randomId('in'),
    object: 'invoice',
    customer: input.customer,
    status: input.paid ? 'paid' : 'open',
    created: input.created,
    livemode: false,
    period_start: input.periodStart,
    period_end: input.periodStart,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: input.subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: randomId('il'),
          object: 'line_item',
          period: { start: input.periodStart, end: input.periodEnd },
        },
      ],
    },
  };
}

/** The events Stripe sends for one completed purchase, in an order the demo (event-copy) mode can apply directly. */
export function demoPurchaseEvents({
  plan,
  userId,
  email,
  nowSeconds,
}: {
  plan: Plan;
  userId: string;
  email: string;
  nowSeconds: number;
}): DemoEvent[] {
  const customer = demoCustomerId(userId);
  // The buyer opened the payment page a minute before paying.
  const sessionCreated = nowSeconds - 60;
  if (plan === 'lifetime') {
    const session = demoCheckoutSession({ plan, userId, email, customer, created: sessionCreated });
    return [demoEvent('checkout.session.completed', session, nowSeconds)];
  }
  const subscriptionId = randomId('sub');
  const periodEnd = nowSeconds + (plan === 'annual' ? YEAR_S : MONTH_S);
  const subscription = demoSubscription({
    id: subscriptionId,
    customer,
    plan,
    created: nowSeconds,
    periodEnd,
  });
  const session = demoCheckoutSession({
    plan,
    userId,
    email,
    customer,
    subscription: subscriptionId,
    created: sessionCreated,
  });
  return [
    demoEvent('checkout.session.completed', session, nowSeconds),
    demoEvent('customer.subscription.created', subscription, nowSeconds),
    demoEvent(
      'invoice.paid',
      demoInvoice({
        subscription: subscriptionId,
        customer,
        created: nowSeconds,
        periodStart: nowSeconds,
        periodEnd,
        paid: true,
      }),
      nowSeconds,
    ),
  ];
}
