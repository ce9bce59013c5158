// The definitions of /api/billing's endpoints (createRoute), beside their handlers in billing.routes.ts and
// weekly-suggestions.routes.ts.
// Definitions written out one by one look alike across features (method, path, operation, responses) by design:
// each endpoint is defined once, next to its handler (issue #18 §1), rather than generated from a table.
import { createRoute } from '@hono/zod-openapi';
import {
  CancelResultSchema,
  MatchAnalyticsSchema,
  PricingSchema,
  StripeEventSchema,
  StripeWebhookReceiptSchema,
  SubscriptionSummarySchema,
  UnsubscribeQuerySchema,
  WeeklySuggestionsSettingSchema,
} from '@shared/schemas/billing';
import { emptyAnswer, jsonAnswer, jsonBody, operation, otherAnswer } from '../../lib/api-route';

export const getPricingRoute = createRoute({
  method: 'get',
  path: '/pricing',
  ...operation({
    id: 'getPricing',
    tag: 'Billing',
    summary: 'Plans and what this user can buy',
    description: 'Each plan carries its checkout link for this user, or the reason it cannot be bought now.',
    auth: 'signed-in',
  }),
  responses: { 200: jsonAnswer('Pricing', PricingSchema, 'The plans.') },
});

export const getSubscriptionRoute = createRoute({
  method: 'get',
  path: '/subscription',
  ...operation({
    id: 'getSubscription',
    tag: 'Billing',
    summary: 'My current subscription',
    auth: 'signed-in',
  }),
  responses: {
    200: jsonAnswer(
      'SubscriptionSummary',
      SubscriptionSummarySchema,
      '`subscription` is null without a current plan.',
    ),
  },
});

export const cancelAutoRenewRoute = createRoute({
  method: 'post',
  path: '/subscription/cancel',
  ...operation({
    id: 'cancelAutoRenew',
    tag: 'Billing',
    summary: 'Turn off auto-renew',
    description:
      'Access continues until the end of the paid period. Lifetime access cannot be cancelled (409).',
    auth: 'signed-in',
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYMENT_PROVIDER_ERROR'],
  }),
  responses: { 200: jsonAnswer('CancelResult', CancelResultSchema, 'Auto-renew is off.') },
});

export const openPortalRoute = createRoute({
  method: 'get',
  path: '/portal',
  ...operation({
    id: 'openBillingPortal',
    tag: 'Billing',
    summary: "Open Stripe's customer portal (invoices, payment methods)",
    description: 'Not available with the demo checkout, or before the first payment (404).',
    auth: 'signed-in',
    errors: ['NOT_FOUND', 'PAYMENT_PROVIDER_ERROR'],
  }),
  responses: {
    303: emptyAnswer('Redirects to a portal session.', { Location: 'The Stripe portal URL.' }),
  },
});

export const stripeWebhookRoute = createRoute({
  method: 'post',
  path: '/stripe-webhook',
  ...operation({
    id: 'receiveStripeWebhook',
    tag: 'Billing',
    summary: 'Stripe webhook events',
    description:
      'Called by Stripe, not by browsers. The body must be the exact bytes Stripe sent, signed with the ' +
      'endpoint secret; events are applied once (a repeated event answers `duplicate: true`). Bodies over ' +
      '512 KB are refused.',
    auth: 'anonymous',
    inputErrors: 'none',
    // The signature covers the raw bytes, so the handler reads them itself; nothing may parse them first.
    readsItself: {
      headers: [
        {
          name: 'Stripe-Signature',
          required: true,
          description:
            "Stripe's signature of the raw body (`t=…,v1=…`); missing or wrong answers 400 BAD_REQUEST.",
        },
      ],
      body: {
        mediaType: 'application/json',
        id: 'StripeEvent',
        schema: StripeEventSchema,
        description: 'A Stripe event object.',
      },
    },
    errors: ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
  }),
  responses: {
    200: jsonAnswer('StripeWebhookReceipt', StripeWebhookReceiptSchema, 'Stored and applied.'),
  },
});

export const getMatchAnalyticsRoute = createRoute({
  method: 'get',
  path: '/match-analytics',
  ...operation({
    id: 'getMatchAnalytics',
    tag: 'Billing',
    summary: 'My match and application figures (annual and lifetime plans)',
    auth: 'advisor',
    errors: ['SUBSCRIPTION_REQUIRED'],
  }),
  responses: { 200: jsonAnswer('MatchAnalytics', MatchAnalyticsSchema, 'The figures.') },
});

export const getWeeklySuggestionsRoute = createRoute({
  method: 'get',
  path: '/weekly-suggestions',
  ...operation({
    id: 'getWeeklySuggestions',
    tag: 'Billing',
    summary: 'Whether I receive the weekly e-mail of new roles',
    auth: 'advisor',
  }),
  responses: {
    200: jsonAnswer('WeeklySuggestionsSetting', WeeklySuggestionsSettingSchema, 'The setting.'),
  },
});

export const updateWeeklySuggestionsRoute = createRoute({
  method: 'put',
  path: '/weekly-suggestions',
  ...operation({
    id: 'updateWeeklySuggestions',
    tag: 'Billing',
    summary: 'Turn the weekly e-mail of new roles on or off',
    auth: 'advisor',
  }),
  request: { body: jsonBody('WeeklySuggestionsSettingInput', WeeklySuggestionsSettingSchema) },
  responses: {
    200: jsonAnswer('WeeklySuggestionsSetting', WeeklySuggestionsSettingSchema, 'The new setting.'),
  },
});

const htmlPage = (description: string) => otherAnswer(description, ['text/html']);

export const unsubscribeRoute = createRoute({
  method: 'get',
  path: '/unsubscribe',
  ...operation({
    id: 'unsubscribeWeeklySuggestions',
    tag: 'Billing',
    summary: 'The opt-out link in the weekly e-mail',
    description:
      'Opened from the e-mail without a session, authorized by the signed token: unsubscribes at once and ' +
      'offers an undo.',
    auth: 'anonymous',
    inputErrors: 'none',
    // A reader who opens a cut-off link gets a page that says what to do, not a JSON error.
    readsItself: { query: UnsubscribeQuerySchema },
  }),
  responses: {
    200: htmlPage('Unsubscribed (HTML page).'),
    400: htmlPage('The link is not valid (HTML page).'),
  },
});

export const resubscribeRoute = createRoute({
  method: 'post',
  path: '/resubscribe',
  ...operation({
    id: 'resubscribeWeeklySuggestions',
    tag: 'Billing',
    summary: 'Undo the opt-out (the form on the opt-out page)',
    auth: 'anonymous',
    inputErrors: 'none',
    readsItself: {
      body: {
        mediaType: 'application/x-www-form-urlencoded',
        id: 'UnsubscribeTokenInput',
        schema: UnsubscribeQuerySchema,
      },
    },
  }),
  responses: {
    200: htmlPage('Subscribed again (HTML page).'),
    400: htmlPage('The link is not valid (HTML page).'),
  },
});
