// /api/billing: pricing, the subscription dialog, Stripe's webhook, match analytics and the weekly e-mail switch.
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { refuseCompanyColleague } from '../../lib/company-actor';
import type { StripeWebhookReceipt } from '@shared/schemas/billing';
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { AppError } from '../../lib/app-error';
import {
  cancelAutoRenewRoute,
  getMatchAnalyticsRoute,
  getPricingRoute,
  getSubscriptionRoute,
  getWeeklySuggestionsRoute,
  openPortalRoute,
  stripeWebhookRoute,
  updateWeeklySuggestionsRoute,
} from './billing.definitions';
import { billingDepsFrom } from './billing-deps';
import { getMatchAnalytics } from './match-analytics.service';
import { getPricing } from './pricing.service';
import { createStripeClient } from './stripe-client';
import { cancelAutoRenew, createPortalSession, getSubscriptionSummary } from './subscription.service';
import { handleStripeWebhook } from './webhook.service';
import { getWeeklySuggestions, updateWeeklySuggestions } from './weekly-suggestions.service';
import { weeklySuggestionsOptOutRoutes } from './weekly-suggestions.routes';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const webhookBodyLimit = bodyLimit({
  maxSize: 512 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The webhook payload is too large.');
  },
});

export function billingRoutes(deps: AppDeps) {
  const stripe = createStripeClient(deps.env);
  const billing = () => billingDepsFrom(deps, stripe);
  // Billing is the company owner's (decision 048): a colleague on a company account is refused (403) here.
  const ownerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    await refuseCompanyColleague(deps.db, c.get('user'), 'billing');
    await next();
  };
  return (
    createApiRouter()
      .openapi(getPricingRoute, async (c) =>
        c.json(await getPricing(billing(), { actor: c.get('user') }), 200),
      )
      .openapi({ ...getSubscriptionRoute, middleware: [ownerOnly] }, async (c) =>
        c.json(await getSubscriptionSummary(billing(), { actor: c.get('user') }), 200),
      )
      .openapi({ ...cancelAutoRenewRoute, middleware: [ownerOnly] }, async (c) =>
        c.json(await cancelAutoRenew(billing(), { actor: c.get('user') }), 200),
      )
      .openapi({ ...openPortalRoute, middleware: [ownerOnly] }, async (c) =>
        c.redirect(await createPortalSession(billing(), { actor: c.get('user') }), 303),
      )
      .openapi({ ...stripeWebhookRoute, middleware: [webhookBodyLimit] }, async (c) => {
        // The signature covers the exact bytes Stripe sent: read them raw, before anything parses them.
        const rawBody = await c.req.text();
        const outcome = await handleStripeWebhook(billing(), {
          rawBody,
          signature: c.req.header('stripe-signature'),
        });
        return c.json({ received: true, duplicate: outcome.duplicate } satisfies StripeWebhookReceipt, 200);
      })
      .openapi(getMatchAnalyticsRoute, async (c) =>
        c.json(await getMatchAnalytics(billing(), { actor: c.get('user') }), 200),
      )
      .openapi(getWeeklySuggestionsRoute, async (c) =>
        c.json(await getWeeklySuggestions(billing(), { actor: c.get('user') }), 200),
      )
      .openapi(updateWeeklySuggestionsRoute, async (c) =>
        c.json(
          await updateWeeklySuggestions(billing(), {
            actor: c.get('user'),
            enabled: c.req.valid('json').enabled,
          }),
          200,
        ),
      )
      // Opened from e-mail without a session: HTML pages, authorized by the signed token.
      .route('/weekly-suggestions', weeklySuggestionsOptOutRoutes(deps))
  );
}
