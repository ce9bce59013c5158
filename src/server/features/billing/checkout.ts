// Where a plan's button goes: the plan's Stripe Payment Link with the buyer's e-mail prefilled and the user id as
// client_reference_id (so the webhook knows whom the payment is for), or the local demo checkout.
import type { Plan } from '@shared/constants';
import type { Env } from '../../env';
import { isDemoBillingEnabled } from './stripe-client';

type CheckoutEnv = Pick<
  Env,
  | 'isProduction'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PAYMENT_LINK_MONTHLY'
  | 'STRIPE_PAYMENT_LINK_ANNUAL'
  | 'STRIPE_PAYMENT_LINK_LIFETIME'
>;

/** Mounted by app.ts only in demo mode; the page mimics a Payment Link and takes the same query parameters. */
export const DEMO_CHECKOUT_PATH = '/dev/checkout';

export function paymentLinkFor(env: CheckoutEnv, plan: Plan): string | undefined {
  switch (plan) {
    case 'monthly':
      return env.STRIPE_PAYMENT_LINK_MONTHLY;
    case 'annual':
      return env.STRIPE_PAYMENT_LINK_ANNUAL;
    case 'lifetime':
      return env.STRIPE_PAYMENT_LINK_LIFETIME;
  }
}

export function checkoutUrlFor(
  env: CheckoutEnv,
  { plan, user }: { plan: Plan; user: { id: string; email: string } },
): string | null {
  const link = paymentLinkFor(env, plan);
  const params = { prefilled_email: user.email, client_reference_id: user.id };
  if (link) {
    const url = new URL(link);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }
  if (!isDemoBillingEnabled(env)) return null;
  // Relative: the demo page is served by this same app, whatever origin the browser reached it on.
  return `${DEMO_CHECKOUT_PATH}?${new URLSearchParams({ plan, ...params }).toString()}`;
}

const normalizeLink = (value: string) => {
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return value.trim();
  }
};

/**
 * The plan a Payment Link sells, found by comparing it with the configured links. A Checkout Session names its link
 * by id (`plink_…`), the configuration by URL: both are accepted, the URL once Stripe has been asked for it.
 */
export function planForPaymentLink(
  env: CheckoutEnv,
  link: { id?: string | null; url?: string | null },
): Plan | null {
  for (const plan of ['monthly', 'annual', 'lifetime'] as const) {
    const configured = paymentLinkFor(env, plan);
    if (!configured) continue;
    if (link.id && configured.trim() === link.id) return plan;
    if (link.url && normalizeLink(configured) === normalizeLink(link.url)) return plan;
  }
  return null;
}
