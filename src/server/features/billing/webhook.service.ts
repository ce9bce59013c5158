// POST /api/billing/stripe-webhook: verifies Stripe's signature on the raw body, then applies each event exactly
// once — its id is recorded in payment_events in the same transaction as its effect, so a redelivery is a no-op and
// a failure rolls both back (Stripe then retries). With Stripe configured every subscription change is re-read from
// Stripe before it is written, so out-of-order events cannot leave an old state; in demo mode the event's own
// object is used and subscription-sync.ts orders the states by time.
import Stripe from 'stripe';
import type { Plan } from '@shared/constants';
import { paymentEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asPlan } from './access.service';
import type { BillingDeps, WebhookContext } from './billing-deps';
import { planForPaymentLink } from './checkout';
import { applyLifetimePurchase } from './lifetime-purchase';
import { stripeWebhooks, webhookSecret } from './stripe-client';
import { fromUnixSeconds, idOf, invoicePeriodEnd, subscriptionIdOfInvoice } from './stripe-objects';
import {
  applyInvoiceOutcome,
  applySubscriptionSnapshot,
  linkCheckoutSubscription,
  type SyncResult,
} from './subscription-sync';
import { userForCheckout } from './webhook-users';

export interface WebhookOutcome {
  eventId: string;
  type: string;
  duplicate: boolean;
  result: string;
}

/** Stripe's signature check (HMAC of timestamp + raw body, at most five minutes old). Any failure is a 400. */
export function verifyStripeEvent(
  deps: Pick<BillingDeps, 'env' | 'clock'>,
  { rawBody, signature }: { rawBody: string; signature: string | undefined },
): Stripe.Event {
  const secret = webhookSecret(deps.env);
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured.');
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header.');
  try {
    // receivedAt comes from the app's clock, so the age check follows the same time as everything else.
    return stripeWebhooks.constructEvent(
      rawBody,
      signature,
      secret,
      stripeWebhooks.DEFAULT_TOLERANCE,
      undefined,
      deps.clock.now().getTime(),
    );
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid Stripe webhook signature.');
  }
}

export async function handleStripeWebhook(
  deps: BillingDeps,
  input: { rawBody: string; signature: string | undefined },
): Promise<WebhookOutcome> {
  const event = verifyStripeEvent(deps, input);
  const pending: Array<() => Promise<void>> = [];
  const { duplicate, result } = await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, processedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!first) return { duplicate: true, result: 'duplicate' };
    const ctx: WebhookContext = { ...deps, tx, afterCommit: (task) => pending.push(task) };
    return { duplicate: false, result: await applyStripeEvent(ctx, event) };
  });
  for (const task of pending) {
    await task().catch((error: unknown) =>
      deps.logger.error('stripe follow-up call failed', {
        eventId: event.id,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
  deps.logger.info('stripe event processed', { eventId: event.id, type: event.type, result });
  return { eventId: event.id, type: event.type, duplicate, result };
}

async function applyStripeEvent(ctx: WebhookContext, event: Stripe.Event): Promise<string> {
  const eventTime = fromUnixSeconds(event.created);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onCheckoutCompleted(ctx, event.data.object, eventTime);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const { subscription, version } = await currentSubscription(ctx, event.data.object, eventTime);
      const deleted = event.type === 'customer.subscription.deleted';
      return settle(
        ctx,
        subscription.id,
        await applySubscriptionSnapshot(ctx, subscription, { version, deleted }),
      );
    }
    case 'invoice.paid':
      return onInvoice(ctx, event.data.object, 'paid', eventTime);
    case 'invoice.payment_failed':
      return onInvoice(ctx, event.data.object, 'payment_failed', eventTime);
    default:
      return 'ignored';
  }
}

/** With Stripe: the subscription as it is now (versioned now). Without: the event's copy, versioned at the event. */
async function currentSubscription(
  ctx: WebhookContext,
  fromEvent: Stripe.Subscription | string,
  eventTime: Date,
): Promise<{ subscription: Stripe.Subscription; version: Date }> {
  if (ctx.stripe) {
    const id = typeof fromEvent === 'string' ? fromEvent : fromEvent.id;
    try {
      return { subscription: await ctx.stripe.subscriptions.retrieve(id), version: ctx.clock.now() };
    } catch (error) {
      // A subscription Stripe no longer has (deleted test data): its event's copy is all there is.
      const missing =
        error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
      if (!missing || typeof fromEvent === 'string') throw error;
    }
  }
  if (typeof fromEvent === 'string') {
    throw new AppError('BAD_REQUEST', 'The event does not include the subscription.');
  }
  return { subscription: fromEvent, version: eventTime };
}

/**
 * A subscription no account can be linked to yet. With Stripe, its Checkout Session was already consulted, so it
 * is not one of ours: acknowledged and ignored. In demo mode its checkout.session.completed has not arrived yet:
 * the event is refused (nothing recorded) and Stripe's retry applies it once the link exists.
 */
function settle(ctx: WebhookContext, subscriptionId: string, result: SyncResult): string {
  if (result !== 'unlinked') return result;
  if (ctx.stripe) {
    ctx.logger.warn('stripe subscription without an account; ignored', { subscriptionId });
    return 'ignored';
  }
  throw new AppError(
    'CONFLICT',
    `Subscription ${subscriptionId} is not linked to an account yet; retry later.`,
  );
}

async function onCheckoutCompleted(
  ctx: WebhookContext,
  session: Stripe.Checkout.Session,
  eventTime: Date,
): Promise<string> {
  if (session.mode === 'payment') return applyLifetimePurchase(ctx, session, eventTime);
  if (session.mode !== 'subscription') return 'ignored';
  const subscriptionId = idOf(session.subscription);
  const owner = await userForCheckout(ctx.tx, session);
  if (!owner || !subscriptionId) {
    ctx.logger.error('subscription checkout for no known account: link it by hand', {
      checkoutSessionId: session.id,
      subscriptionId,
      email: session.customer_details?.email ?? session.customer_email,
    });
    return 'unlinked';
  }
  const plan = await planForCheckout(ctx, session);
  if (ctx.stripe) {
    const subscription = await ctx.stripe.subscriptions.retrieve(subscriptionId);
    return applySubscriptionSnapshot(ctx, subscription, {
      version: ctx.clock.now(),
      link: { user: owner, plan },
    });
  }
  return linkCheckoutSubscription(ctx, {
    subscriptionId,
    user: owner,
    plan,
    customerId: idOf(session.customer),
    paid: session.payment_status !== 'unpaid',
    sessionCreated: fromUnixSeconds(session.created),
    eventTime,
  });
}

/**
 * The plan a subscription checkout bought: its Payment Link compared with the configured ones (by id, or by URL
 * once Stripe has been asked for it), else metadata.plan; null lets the subscription's price interval decide.
 */
async function planForCheckout(ctx: WebhookContext, session: Stripe.Checkout.Session): Promise<Plan | null> {
  const link = session.payment_link;
  const linkId = idOf(link);
  const known =
    planForPaymentLink(ctx.env, { id: linkId, url: typeof link === 'object' && link ? link.url : null }) ??
    asPlan(session.metadata?.plan ?? '');
  if (known) return known === 'lifetime' ? null : known;
  if (ctx.stripe && linkId) {
    const fetched = await ctx.stripe.paymentLinks.retrieve(linkId);
    const byUrl = planForPaymentLink(ctx.env, { url: fetched.url });
    if (byUrl && byUrl !== 'lifetime') return byUrl;
  }
  return null;
}

async function onInvoice(
  ctx: WebhookContext,
  invoice: Stripe.Invoice,
  outcome: 'paid' | 'payment_failed',
  eventTime: Date,
): Promise<string> {
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  if (!subscriptionId) return 'ignored';
  if (ctx.stripe) {
    // Stripe's subscription already reflects the payment (active, or past_due after a failed renewal).
    const subscription = await ctx.stripe.subscriptions.retrieve(subscriptionId);
    return settle(
      ctx,
      subscriptionId,
      await applySubscriptionSnapshot(ctx, subscription, { version: ctx.clock.now() }),
    );
  }
  const result = await applyInvoiceOutcome(ctx, {
    subscriptionId,
    outcome,
    periodEnd: invoicePeriodEnd(invoice),
    version: eventTime,
  });
  return settle(ctx, subscriptionId, result);
}
