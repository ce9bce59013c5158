// The subscription management dialog: what the user has, cancelling auto-renew, and Stripe's customer portal.
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES } from '@shared/constants';
import type { CancelResult, SubscriptionDetails, SubscriptionSummary } from '@shared/schemas/billing';
import type { SessionUser } from '../../app-env';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { requireUser } from '../../middleware/session';
import { asPlan, findCurrentSubscription, getAccess, type SubscriptionRow } from './access.service';
import type { BillingDeps } from './billing-deps';
import { periodEndOf } from './stripe-objects';

export const NO_SUBSCRIPTION_MESSAGE = 'No active subscription found.';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel subscription';
export const LIFETIME_CANNOT_CANCEL_MESSAGE = 'Lifetime access never renews, so there is nothing to cancel.';
/** Where the dialog's "Manage billing" link points: it opens a fresh portal session on click. */
export const PORTAL_PATH = '/api/billing/portal';

/** Stripe failed or could not be reached: the UI shows 'Cancellation Failed' with this message. */
export const paymentProviderFailure = (message: string) => new AppError('PAYMENT_PROVIDER_ERROR', message);

type Deps = Pick<BillingDeps, 'db' | 'env' | 'logger' | 'stripe' | 'clock'>;

const LIFETIME_DETAILS: SubscriptionDetails = {
  plan: 'lifetime',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  renewsAt: null,
  endsAt: null,
  canCancel: false,
};

function detailsOf(row: SubscriptionRow): SubscriptionDetails {
  const plan = asPlan(row.planType) ?? 'monthly';
  if (plan === 'lifetime') return { ...LIFETIME_DETAILS, status: row.status };
  const periodEnd = row.currentPeriodEnd?.toISOString() ?? null;
  return {
    plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: periodEnd,
    renewsAt: row.cancelAtPeriodEnd ? null : periodEnd,
    endsAt: row.cancelAtPeriodEnd ? periodEnd : null,
    canCancel: !row.cancelAtPeriodEnd,
  };
}

async function findStripeCustomerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.stripeCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

/** The current subscription (as the access function decides it); null is shown as 'No active subscription found.'. */
export async function getSubscriptionSummary(
  deps: Deps,
  { actor }: { actor: SessionUser | null },
): Promise<SubscriptionSummary> {
  const viewer = requireUser(actor);
  const now = deps.clock.now();
  const current = await findCurrentSubscription(deps.db, { userId: viewer.id, now });
  let subscription: SubscriptionDetails | null = current ? detailsOf(current) : null;
  if (!subscription && (await getAccess(deps.db, { userId: viewer.id, now })).plan === 'lifetime') {
    subscription = LIFETIME_DETAILS;
  }
  const hasCustomer = deps.stripe !== null && (await findStripeCustomerId(deps.db, viewer.id)) !== null;
  return { subscription, portalUrl: hasCustomer ? PORTAL_PATH : null };
}

/**
 * Cancel auto-renew: Stripe is told first (cancel_at_period_end), then the row is updated — status unchanged, access
 * kept until current_period_end. Cancelling twice is harmless. Stripe also sends customer.subscription.updated,
 * which would repair the row if this process died between the two steps.
 */
export async function cancelAutoRenew(
  deps: Deps,
  { actor }: { actor: SessionUser | null },
): Promise<CancelResult> {
  const viewer = requireUser(actor);
  const now = deps.clock.now();
  const current = await findCurrentSubscription(deps.db, { userId: viewer.id, now });
  if (!current) {
    const access = await getAccess(deps.db, { userId: viewer.id, now });
    if (access.plan === 'lifetime') throw new AppError('CONFLICT', LIFETIME_CANNOT_CANCEL_MESSAGE);
    throw notFound(NO_SUBSCRIPTION_MESSAGE);
  }
  if (current.planType === 'lifetime') throw new AppError('CONFLICT', LIFETIME_CANNOT_CANCEL_MESSAGE);
  if (current.cancelAtPeriodEnd) {
    const subscription = detailsOf(current);
    return { ok: true, currentPeriodEnd: subscription.currentPeriodEnd, subscription };
  }

  const row = await stopRenewal(deps, current);
  if (!row) throw notFound(NO_SUBSCRIPTION_MESSAGE);
  const subscription = detailsOf(row);
  return { ok: true, currentPeriodEnd: subscription.currentPeriodEnd, subscription };
}

/** Stripe is told first (cancel_at_period_end), then the row; throws PAYMENT_PROVIDER_ERROR when Stripe fails. */
async function stopRenewal(deps: Deps, current: SubscriptionRow): Promise<SubscriptionRow | undefined> {
  let { status, currentPeriodEnd } = current;
  if (deps.stripe) {
    if (!current.stripeSubscriptionId) throw paymentProviderFailure(CANCEL_FAILED_MESSAGE);
    try {
      const updated = await deps.stripe.subscriptions.update(current.stripeSubscriptionId, {
        cancel_at_period_end: true,
      });
      status = updated.status;
      currentPeriodEnd = periodEndOf(updated) ?? currentPeriodEnd;
    } catch (error) {
      deps.logger.error('stripe cancel_at_period_end failed', {
        subscriptionId: current.stripeSubscriptionId,
        error: error instanceof Error ? error.message : String(error),
      });
      throw paymentProviderFailure(CANCEL_FAILED_MESSAGE);
    }
  }
  const [row] = await deps.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, status, currentPeriodEnd, updatedAt: deps.clock.now() })
    .where(and(eq(subscriptions.id, current.id), eq(subscriptions.userId, current.userId)))
    .returning();
  return row;
}

/**
 * Before an account is deleted: every subscription that would renew stops renewing, at Stripe and in our rows, so
 * nobody is charged for an account that no longer exists. Lifetime purchases never renew and are left alone.
 * Returns how many renewals were stopped; throws PAYMENT_PROVIDER_ERROR (and stops) when Stripe fails.
 */
export async function cancelAllAutoRenewals(deps: Deps, { userId }: { userId: string }): Promise<number> {
  const renewing = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
        eq(subscriptions.cancelAtPeriodEnd, false),
        ne(subscriptions.planType, 'lifetime'),
      ),
    );
  for (const row of renewing) await stopRenewal(deps, row);
  return renewing.length;
}

/** A fresh Stripe customer-portal session (they expire quickly, so one is made per click). */
export async function createPortalSession(
  deps: Deps,
  { actor }: { actor: SessionUser | null },
): Promise<string> {
  const viewer = requireUser(actor);
  if (!deps.stripe) throw notFound('The billing portal is not available in demo mode.');
  const customer = await findStripeCustomerId(deps.db, viewer.id);
  if (!customer) throw notFound(NO_SUBSCRIPTION_MESSAGE);
  try {
    const session = await deps.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.env.APP_URL}/pricing`,
    });
    return session.url;
  } catch (error) {
    deps.logger.error('stripe billing portal session failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    throw paymentProviderFailure('The billing portal could not be opened. Please try again in a moment.');
  }
}
