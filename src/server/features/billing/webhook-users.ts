// Whom a payment belongs to. Payment Links carry our user id as client_reference_id; subscription events do not, so
// they are linked through the subscription's row, its customer, its metadata, or (with Stripe) its Checkout Session.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client';
import { subscriptions, user } from '../../db/schema';
import type { WebhookContext } from './billing-deps';
import { idOf, metadataUserId } from './stripe-objects';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BillingUser {
  id: string;
  email: string;
  role: string;
}

const columns = { id: user.id, email: user.email, role: user.role };

export async function findBillingUser(
  db: Db | Tx,
  id: string | null | undefined,
): Promise<BillingUser | null> {
  // Checked first: an id that is not a uuid would make the query itself fail.
  if (!id || !UUID_PATTERN.test(id)) return null;
  const [row] = await db.select(columns).from(user).where(eq(user.id, id.toLowerCase())).limit(1);
  return row ?? null;
}

async function findBillingUserByEmail(tx: Tx, email: string | null | undefined) {
  if (!email) return null;
  const [row] = await tx
    .select(columns)
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** client_reference_id (set by our checkout URL), else the e-mail the buyer paid with when it is an account's. */
export async function userForCheckout(tx: Tx, session: Stripe.Checkout.Session): Promise<BillingUser | null> {
  return (
    (await findBillingUser(tx, session.client_reference_id)) ??
    (await findBillingUserByEmail(tx, session.customer_details?.email ?? session.customer_email))
  );
}

/** The owner of a subscription we have no row for yet; null when nothing links it to an account (yet). */
export async function userForSubscription(
  ctx: WebhookContext,
  subscription: Stripe.Subscription,
): Promise<BillingUser | null> {
  const fromMetadata = await findBillingUser(ctx.tx, metadataUserId(subscription.metadata));
  if (fromMetadata) return fromMetadata;
  const customerId = idOf(subscription.customer);
  if (customerId) {
    // A returning customer: Stripe reuses the customer for their next purchase.
    const [known] = await ctx.tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeCustomerId, customerId))
      .limit(1);
    const owner = await findBillingUser(ctx.tx, known?.userId);
    if (owner) return owner;
  }
  if (ctx.stripe) {
    const sessions = await ctx.stripe.checkout.sessions.list({ subscription: subscription.id, limit: 1 });
    const session = sessions.data[0];
    if (session) return userForCheckout(ctx.tx, session);
  }
  return null;
}
