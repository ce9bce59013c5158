// Reading the Stripe objects we receive. Webhook payloads use the API version pinned on the endpoint, which may be
// older than the SDK's, so the fields that moved between versions are read from both places.
import type Stripe from 'stripe';
import type { Plan } from '@shared/constants';
import { asPlan } from './access.service';

/** An expandable reference: Stripe sends either the id or the whole object. */
export const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

export const fromUnixSeconds = (seconds: number) => new Date(seconds * 1000);

/** End of the paid period: per item since API 2025-03 (the latest of them), on the subscription before that. */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  if (itemEnds.length > 0) return fromUnixSeconds(Math.max(...itemEnds));
  if ('current_period_end' in subscription && typeof subscription.current_period_end === 'number') {
    return fromUnixSeconds(subscription.current_period_end);
  }
  return null;
}

/** The plan a subscription bills for: its price's interval (what Stripe actually charges), else metadata.plan. */
export function planOfSubscription(subscription: Stripe.Subscription): Plan | null {
  for (const item of subscription.items?.data ?? []) {
    const interval = item.price?.recurring?.interval;
    if (interval === 'year') return 'annual';
    if (interval === 'month') return 'monthly';
  }
  const fromMetadata = asPlan(subscription.metadata?.plan ?? '');
  return fromMetadata === 'lifetime' ? null : fromMetadata;
}

/** The subscription an invoice was issued for (parent.subscription_details since API 2025-03, top level before). */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  if (current) return current;
  if ('subscription' in invoice) {
    const legacy = invoice.subscription;
    if (typeof legacy === 'string') return legacy;
    if (typeof legacy === 'object' && legacy !== null && 'id' in legacy && typeof legacy.id === 'string')
      return legacy.id;
  }
  return null;
}

/** The service period an invoice pays for: the latest end among its lines (the invoice's own period is the past one). */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? fromUnixSeconds(Math.max(...ends)) : null;
}

export const metadataUserId = (metadata: Stripe.Metadata | null | undefined): string | null =>
  metadata?.user_id ?? metadata?.userId ?? null;
