// Keeps a subscriptions row equal to its Stripe subscription whatever order, and however often, events arrive.
//
// Each write carries a version: the time of the state it describes (the event's `created`, or "now" for a state
// just re-read from Stripe), stored in updated_at. A state older than the row's is ignored, so a late event never
// overwrites a newer one. Stripe timestamps have one-second resolution; within one second two rules keep the
// outcome right: an ended subscription (canceled, incomplete_expired) never comes back, and `incomplete` (only
// ever the first state) never replaces a later one.
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Plan } from '@shared/constants';
import { subscriptions } from '../../db/schema';
import type { SubscriptionRow } from './access.service';
import type { WebhookContext } from './billing-deps';
import { fromUnixSeconds, idOf, periodEndOf, planOfSubscription } from './stripe-objects';
import { type BillingUser, userForSubscription } from './webhook-users';

export type SyncResult = 'created' | 'updated' | 'stale' | 'unlinked';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/** Serializes the events of one subscription across instances; released when the transaction ends. */
async function lockSubscription(ctx: WebhookContext, subscriptionId: string) {
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`stripe-subscription:${subscriptionId}`}))`,
  );
}

async function findRow(ctx: WebhookContext, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await ctx.tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return row;
}

/** Whether a state observed at `version` may replace the row's current one. */
function supersedes(row: SubscriptionRow, next: { status: string; version: Date }): boolean {
  if (next.version.getTime() < row.updatedAt.getTime()) return false;
  if (ENDED.has(row.status) && !ENDED.has(next.status)) return false;
  if (next.status === 'incomplete' && row.status !== 'incomplete') return false;
  return true;
}

function fallbackPlan(ctx: WebhookContext, subscriptionId: string, plan: Plan | null): Plan {
  if (plan) return plan;
  // Only reached when neither the payment link, the metadata nor the price tells; the next event corrects it.
  ctx.logger.warn('stripe subscription with an unknown plan; recorded as monthly', { subscriptionId });
  return 'monthly';
}

/** Writes a full subscription state (an event's object, or the subscription re-read from Stripe). */
export async function applySubscriptionSnapshot(
  ctx: WebhookContext,
  subscription: Stripe.Subscription,
  options: { version: Date; deleted?: boolean; link?: { user: BillingUser; plan: Plan | null } },
): Promise<SyncResult> {
  await lockSubscription(ctx, subscription.id);
  const status = options.deleted ? 'canceled' : subscription.status;
  const state = {
    status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEndOf(subscription),
    stripeCustomerId: idOf(subscription.customer),
  };
  const plan = options.link?.plan ?? planOfSubscription(subscription);
  const row = await findRow(ctx, subscription.id);
  if (!row) {
    const owner = options.link?.user ?? (await userForSubscription(ctx, subscription));
    if (!owner) return 'unlinked';
    await ctx.tx.insert(subscriptions).values({
      ...state,
      userId: owner.id,
      planType: fallbackPlan(ctx, subscription.id, plan),
      stripeSubscriptionId: subscription.id,
      createdAt: fromUnixSeconds(subscription.created),
      updatedAt: options.version,
    });
    return 'created';
  }
  if (!supersedes(row, { status, version: options.version })) return 'stale';
  await ctx.tx
    .update(subscriptions)
    .set({
      ...state,
      userId: options.link?.user.id ?? row.userId,
      planType: plan ?? row.planType,
      updatedAt: options.version,
    })
    .where(eq(subscriptions.id, row.id));
  return 'updated';
}

/**
 * Demo mode only (with Stripe the subscription is re-read instead): a completed Checkout Session links the
 * subscription to the buyer. What a session says is older than anything the subscription's own events say, so
 * a row it creates is versioned at the session's creation and every subscription event may refine it.
 */
export async function linkCheckoutSubscription(
  ctx: WebhookContext,
  input: {
    subscriptionId: string;
    user: BillingUser;
    plan: Plan | null;
    customerId: string | null;
    paid: boolean;
    sessionCreated: Date;
    eventTime: Date;
  },
): Promise<SyncResult> {
  await lockSubscription(ctx, input.subscriptionId);
  const row = await findRow(ctx, input.subscriptionId);
  if (!row) {
    await ctx.tx.insert(subscriptions).values({
      userId: input.user.id,
      planType: fallbackPlan(ctx, input.subscriptionId, input.plan),
      status: input.paid ? 'active' : 'incomplete',
      stripeSubscriptionId: input.subscriptionId,
      stripeCustomerId: input.customerId,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      createdAt: input.eventTime,
      updatedAt: input.sessionCreated,
    });
    return 'created';
  }
  await ctx.tx
    .update(subscriptions)
    .set({
      userId: input.user.id,
      planType: input.plan ?? row.planType,
      stripeCustomerId: row.stripeCustomerId ?? input.customerId,
      // A paid session means the first invoice was paid, whatever the subscription's first event said.
      status: input.paid && row.status === 'incomplete' ? 'active' : row.status,
    })
    .where(eq(subscriptions.id, row.id));
  return 'updated';
}

/** Demo mode only: invoice.paid (→ active, later period end) and invoice.payment_failed (→ past_due). */
export async function applyInvoiceOutcome(
  ctx: WebhookContext,
  input: {
    subscriptionId: string;
    outcome: 'paid' | 'payment_failed';
    periodEnd: Date | null;
    version: Date;
  },
): Promise<SyncResult> {
  await lockSubscription(ctx, input.subscriptionId);
  const row = await findRow(ctx, input.subscriptionId);
  if (!row) return 'unlinked';
  if (ENDED.has(row.status)) return 'stale';
  const status =
    input.outcome === 'paid'
      ? ['past_due', 'unpaid', 'incomplete'].includes(row.status)
        ? 'active'
        : row.status
      : ['active', 'trialing'].includes(row.status)
        ? 'past_due'
        : row.status;
  if (!supersedes(row, { status, version: input.version })) return 'stale';
  // A renewal invoice covers the new period, even when its payment failed (Stripe advances the period either way).
  const periodEnd =
    input.periodEnd && (!row.currentPeriodEnd || input.periodEnd > row.currentPeriodEnd)
      ? input.periodEnd
      : row.currentPeriodEnd;
  await ctx.tx
    .update(subscriptions)
    .set({ status, currentPeriodEnd: periodEnd, updatedAt: input.version })
    .where(eq(subscriptions.id, row.id));
  return 'updated';
}
