// Lifetime is a one-time payment, sold to the first 100 buyers only (spec part 2 §9).
//
// Each purchase is recorded as a subscriptions row with plan_type 'lifetime', no period end, and the Checkout
// Session id in stripe_subscription_id (the provider's reference of that purchase, so it is counted once).
// Granted purchases have status 'active' and set profiles.lifetime_access. A purchase beyond the limit (or by
// someone who already has lifetime) is recorded but not granted: with Stripe it is refunded at once (status
// 'refunded'); without Stripe it is flagged (status 'over_limit') and logged for a person to refund. Purchases are
// counted under one database lock, so two buyers paying at the same moment cannot both take the last spot.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { CURRENT_SUBSCRIPTION_STATUSES, LIMITS } from '@shared/constants';
import type { Db, Tx } from '../../db/client';
import { profiles, subscriptions } from '../../db/schema';
import type { WebhookContext } from './billing-deps';
import { idOf } from './stripe-objects';
import { type BillingUser, userForCheckout } from './webhook-users';

/** Names the advisory lock that serializes lifetime grants (any constant that no other lock uses). */
const LIFETIME_SPOTS_LOCK = 7_342_001;

export type LifetimeResult =
  'lifetime_granted' | 'lifetime_refused' | 'awaiting_payment' | 'duplicate_purchase' | 'unlinked';

const grantedLifetime = and(eq(subscriptions.planType, 'lifetime'), eq(subscriptions.status, 'active'));

/** Lifetime purchases granted so far: the spots taken of the 100. */
export async function countLifetimeSpotsTaken(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ taken: count() }).from(subscriptions).where(grantedLifetime);
  return row?.taken ?? 0;
}

export const lifetimeSpotsLeft = (taken: number) => Math.max(0, LIMITS.lifetimeSpots - taken);

async function holdsLifetime(tx: Tx, userId: string): Promise<boolean> {
  const [purchase] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), grantedLifetime))
    .limit(1);
  if (purchase) return true;
  const [profile] = await tx
    .select({ lifetimeAccess: profiles.lifetimeAccess })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return profile?.lifetimeAccess === true;
}

async function grantOnProfile(ctx: WebhookContext, owner: BillingUser) {
  const now = ctx.clock.now();
  if (owner.role === 'advisor') {
    // An advisor may pay before opening their profile: create it, as the profile screen would.
    await ctx.tx
      .insert(profiles)
      .values({ id: owner.id, email: owner.email, role: 'advisor', lifetimeAccess: true })
      .onConflictDoUpdate({ target: profiles.id, set: { lifetimeAccess: true, updatedAt: now } });
  } else {
    await ctx.tx
      .update(profiles)
      .set({ lifetimeAccess: true, updatedAt: now })
      .where(eq(profiles.id, owner.id));
  }
}

/** Lifetime replaces a renewing plan: its renewal stops (the paid period still runs out), so nobody pays twice. */
async function stopRenewals(ctx: WebhookContext, userId: string) {
  const renewing = await ctx.tx
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: ctx.clock.now() })
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.planType, 'lifetime'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
      ),
    )
    .returning({ stripeSubscriptionId: subscriptions.stripeSubscriptionId });
  const stripe = ctx.stripe;
  if (!stripe) return;
  for (const { stripeSubscriptionId } of renewing) {
    if (!stripeSubscriptionId) continue;
    ctx.afterCommit(async () => {
      await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
    });
  }
}

/** Refunds a purchase that cannot be granted; the idempotency key makes a retried event refund only once. */
async function refund(
  ctx: WebhookContext,
  session: Stripe.Checkout.Session,
  reason: string,
): Promise<boolean> {
  const paymentIntent = idOf(session.payment_intent);
  if (!ctx.stripe || !paymentIntent) return false;
  await ctx.stripe.refunds.create(
    { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { reason } },
    { idempotencyKey: `lifetime-refund:${session.id}` },
  );
  return true;
}

export async function applyLifetimePurchase(
  ctx: WebhookContext,
  session: Stripe.Checkout.Session,
  eventTime: Date,
): Promise<LifetimeResult> {
  const owner = await userForCheckout(ctx.tx, session);
  if (!owner) {
    ctx.logger.error('lifetime payment for no known account: refund it or grant it by hand', {
      checkoutSessionId: session.id,
      email: session.customer_details?.email ?? session.customer_email,
    });
    return 'unlinked';
  }
  // Delayed payment methods complete the session unpaid; checkout.session.async_payment_succeeded follows.
  if (session.payment_status === 'unpaid') return 'awaiting_payment';

  await ctx.tx.execute(sql`select pg_advisory_xact_lock(${LIFETIME_SPOTS_LOCK})`);
  const [recorded] = await ctx.tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, session.id))
    .limit(1);
  if (recorded) return 'duplicate_purchase';

  const taken = await countLifetimeSpotsTaken(ctx.tx);
  const alreadyHolder = await holdsLifetime(ctx.tx, owner.id);
  const purchase = {
    userId: owner.id,
    planType: 'lifetime',
    stripeSubscriptionId: session.id,
    stripeCustomerId: idOf(session.customer),
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    createdAt: eventTime,
    updatedAt: eventTime,
  };

  if (alreadyHolder || taken >= LIMITS.lifetimeSpots) {
    const reason = alreadyHolder ? 'already_lifetime' : 'sold_out';
    const refunded = await refund(ctx, session, reason);
    await ctx.tx.insert(subscriptions).values({ ...purchase, status: refunded ? 'refunded' : 'over_limit' });
    ctx.logger.warn(
      refunded ? 'lifetime purchase refused and refunded' : 'lifetime purchase refused: refund it by hand',
      { checkoutSessionId: session.id, userId: owner.id, reason, spotsTaken: taken },
    );
    return 'lifetime_refused';
  }

  await ctx.tx.insert(subscriptions).values({ ...purchase, status: 'active' });
  await grantOnProfile(ctx, owner);
  await stopRenewals(ctx, owner.id);
  const linkId = idOf(session.payment_link);
  const stripe = ctx.stripe;
  if (taken + 1 >= LIMITS.lifetimeSpots && stripe && linkId) {
    // The last spot is gone: close the link so nobody else pays only to be refunded.
    ctx.afterCommit(async () => {
      await stripe.paymentLinks.update(linkId, { active: false });
    });
  }
  return 'lifetime_granted';
}
