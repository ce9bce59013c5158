// The Stripe SDK client, built from the environment. Without STRIPE_SECRET_KEY (development only: production refuses
// to start without it) billing runs in demo mode: the local /dev/checkout page sends signed events to our webhook.
import Stripe from 'stripe';
import type { Env } from '../../env';

type BillingEnv = Pick<Env, 'isProduction' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>;

/** The local secret demo events are signed with; never accepted in production (env.ts requires the real one). */
export const DEMO_WEBHOOK_SECRET = 'whsec_demo_local';

export function createStripeClient(env: BillingEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  // The SDK pins its own API version, so the objects we re-read always have the shape its types describe.
  return new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 });
}

export const isStripeConfigured = (env: BillingEnv) => Boolean(env.STRIPE_SECRET_KEY);

/** Demo checkout: development without Stripe keys. Mount /dev/checkout only when this is true. */
export const isDemoBillingEnabled = (env: BillingEnv) => !env.isProduction && !env.STRIPE_SECRET_KEY;

/** The secret webhook signatures are checked against: the configured one, or the demo secret outside production. */
export function webhookSecret(env: BillingEnv): string | null {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  return env.isProduction ? null : DEMO_WEBHOOK_SECRET;
}

/**
 * Signature helpers need no API key and make no network call, so they are used statically: tests and the demo
 * checkout sign payloads exactly as Stripe does.
 */
export const stripeWebhooks = Stripe.webhooks;
