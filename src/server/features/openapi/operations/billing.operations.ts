// Pricing, the subscription, Stripe's webhook and the features sold with the plans (/api/billing).
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
import type { ApiOperation } from '../api-operation';

export const billingOperations: ApiOperation[] = [
  {
    id: 'getPricing',
    method: 'get',
    path: '/api/billing/pricing',
    tag: 'Billing',
    summary: 'Plans and what this user can buy',
    description: 'Each plan carries its checkout link for this user, or the reason it cannot be bought now.',
    auth: 'signed-in',
    responses: [{ status: 200, description: 'The plans.', schema: PricingSchema }],
  },
  {
    id: 'getSubscription',
    method: 'get',
    path: '/api/billing/subscription',
    tag: 'Billing',
    summary: 'My current subscription',
    auth: 'signed-in',
    responses: [
      {
        status: 200,
        description: '`subscription` is null without a current plan.',
        schema: SubscriptionSummarySchema,
      },
    ],
  },
  {
    id: 'cancelAutoRenew',
    method: 'post',
    path: '/api/billing/subscription/cancel',
    tag: 'Billing',
    summary: 'Turn off auto-renew',
    description:
      'Access continues until the end of the paid period. Lifetime access cannot be cancelled (409).',
    auth: 'signed-in',
    responses: [{ status: 200, description: 'Auto-renew is off.', schema: CancelResultSchema }],
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYMENT_PROVIDER_ERROR'],
  },
  {
    id: 'openBillingPortal',
    method: 'get',
    path: '/api/billing/portal',
    tag: 'Billing',
    summary: "Open Stripe's customer portal (invoices, payment methods)",
    description: 'Not available with the demo checkout, or before the first payment (404).',
    auth: 'signed-in',
    responses: [
      {
        status: 303,
        description: 'Redirects to a portal session.',
        headers: { Location: 'The Stripe portal URL.' },
      },
    ],
    errors: ['NOT_FOUND', 'PAYMENT_PROVIDER_ERROR'],
  },
  {
    id: 'receiveStripeWebhook',
    method: 'post',
    path: '/api/billing/stripe-webhook',
    tag: 'Billing',
    summary: 'Stripe webhook events',
    description:
      'Called by Stripe, not by browsers. The body must be the exact bytes Stripe sent, signed with the ' +
      'endpoint secret; events are applied once (a repeated event answers `duplicate: true`). Bodies over ' +
      '512 KB are refused.',
    auth: 'anonymous',
    inputErrors: 'none',
    headers: [
      {
        name: 'Stripe-Signature',
        required: true,
        description:
          "Stripe's signature of the raw body (`t=…,v1=…`); missing or wrong answers 400 BAD_REQUEST.",
      },
    ],
    body: { kind: 'raw-json', schema: StripeEventSchema, description: 'A Stripe event object.' },
    responses: [{ status: 200, description: 'Stored and applied.', schema: StripeWebhookReceiptSchema }],
    errors: ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'SERVICE_UNAVAILABLE'],
  },
  {
    id: 'getMatchAnalytics',
    method: 'get',
    path: '/api/billing/match-analytics',
    tag: 'Billing',
    summary: 'My match and application figures (annual and lifetime plans)',
    auth: 'advisor',
    responses: [{ status: 200, description: 'The figures.', schema: MatchAnalyticsSchema }],
    errors: ['SUBSCRIPTION_REQUIRED'],
  },
  {
    id: 'getWeeklySuggestions',
    method: 'get',
    path: '/api/billing/weekly-suggestions',
    tag: 'Billing',
    summary: 'Whether I receive the weekly e-mail of new roles',
    auth: 'advisor',
    responses: [{ status: 200, description: 'The setting.', schema: WeeklySuggestionsSettingSchema }],
  },
  {
    id: 'updateWeeklySuggestions',
    method: 'put',
    path: '/api/billing/weekly-suggestions',
    tag: 'Billing',
    summary: 'Turn the weekly e-mail of new roles on or off',
    auth: 'advisor',
    body: { kind: 'json', schema: WeeklySuggestionsSettingSchema },
    responses: [{ status: 200, description: 'The new setting.', schema: WeeklySuggestionsSettingSchema }],
  },
  {
    id: 'unsubscribeWeeklySuggestions',
    method: 'get',
    path: '/api/billing/weekly-suggestions/unsubscribe',
    tag: 'Billing',
    summary: 'The opt-out link in the weekly e-mail',
    description:
      'Opened from the e-mail without a session, authorized by the signed token: unsubscribes at once and ' +
      'offers an undo.',
    auth: 'anonymous',
    inputErrors: 'none',
    query: UnsubscribeQuerySchema,
    responses: [
      { status: 200, description: 'Unsubscribed (HTML page).', mediaTypes: ['text/html'] },
      { status: 400, description: 'The link is not valid (HTML page).', mediaTypes: ['text/html'] },
    ],
  },
  {
    id: 'resubscribeWeeklySuggestions',
    method: 'post',
    path: '/api/billing/weekly-suggestions/resubscribe',
    tag: 'Billing',
    summary: 'Undo the opt-out (the form on the opt-out page)',
    auth: 'anonymous',
    inputErrors: 'none',
    body: { kind: 'form', schema: UnsubscribeQuerySchema },
    responses: [
      { status: 200, description: 'Subscribed again (HTML page).', mediaTypes: ['text/html'] },
      { status: 400, description: 'The link is not valid (HTML page).', mediaTypes: ['text/html'] },
    ],
  },
];
