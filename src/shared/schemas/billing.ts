// Contract schemas of pricing, the subscription dialog and the plan features sold with it (spec part 2 §4, §7, §9).
import { z } from 'zod';
import { APPLICATION_STATUSES, PLANS } from '../constants';

export const PlanSchema = z.enum(PLANS);
export type PlanId = z.infer<typeof PlanSchema>;

/** A feature listed on a plan card. Only features the product really has are listed. */
export const PlanFeatureSchema = z.object({
  id: z.string(),
  label: z.string(),
});
export type PlanFeature = z.infer<typeof PlanFeatureSchema>;

/**
 * Why a plan cannot be bought right now (its checkoutUrl is then null):
 * `current_plan` it is the viewer's plan; `sold_out` the 100 lifetime spots are gone; `lifetime_member` the viewer
 * already has lifetime access; `switch_in_portal` the viewer has another renewing plan (switching happens in the
 * billing portal, so nobody pays twice); `not_configured` no checkout is configured for this plan.
 */
export const PlanUnavailableReasonSchema = z.enum([
  'current_plan',
  'sold_out',
  'lifetime_member',
  'switch_in_portal',
  'not_configured',
]);
export type PlanUnavailableReason = z.infer<typeof PlanUnavailableReasonSchema>;

export const PlanOfferSchema = z.object({
  id: PlanSchema,
  name: z.string(),
  /** Display price, e.g. '$49'. */
  price: z.string(),
  priceCents: z.number().int().nonnegative(),
  interval: z.enum(['month', 'year', 'one_time']),
  /** e.g. 'per month', 'per year', 'one-time'. */
  intervalLabel: z.string(),
  /** e.g. 'Save $289 versus monthly', 'First 100 users only'; null when there is nothing to add. */
  note: z.string().nullable(),
  features: z.array(PlanFeatureSchema),
  /** Where the plan's button goes: the Stripe Payment Link (or the demo checkout) for this user; null = not buyable. */
  checkoutUrl: z.string().nullable(),
  unavailableReason: PlanUnavailableReasonSchema.nullable(),
  current: z.boolean(),
});
export type PlanOffer = z.infer<typeof PlanOfferSchema>;

/** `GET /api/billing/pricing` (signed in only). */
export const PricingSchema = z.object({
  plans: z.array(PlanOfferSchema),
  lifetimeSpotsTotal: z.number().int(),
  /** Computed from the database: the limit minus lifetime purchases granted so far. */
  lifetimeSpotsLeft: z.number().int().nonnegative(),
  lifetimeSoldOut: z.boolean(),
  currentPlan: PlanSchema.nullable(),
  /**
   * Whom the plans are written for: an advisor's plans unlock every match, a company's open every advisor profile
   * (decision 038). The same three plans and prices; the features listed are the viewer's.
   */
  audience: z.enum(['advisor', 'company']),
  /** True when checkout is the local demo (development without Stripe keys): no card is ever charged. */
  demoCheckout: z.boolean(),
  supportEmail: z.string(),
});
export type Pricing = z.infer<typeof PricingSchema>;

export const SubscriptionDetailsSchema = z.object({
  plan: PlanSchema,
  /** Stripe's status as stored: active, trialing, past_due (current) — still 'active' after cancelling auto-renew. */
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO date-time; null for lifetime. */
  currentPeriodEnd: z.string().nullable(),
  /** The next renewal, when the plan renews. */
  renewsAt: z.string().nullable(),
  /** When access ends, once auto-renew is cancelled. */
  endsAt: z.string().nullable(),
  /** Lifetime never renews and cannot be cancelled; a cancelled renewal cannot be cancelled twice. */
  canCancel: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/**
 * `GET /api/billing/subscription`. `subscription: null` means no current subscription: the UI shows
 * 'No active subscription found.'. `portalUrl` opens Stripe's customer portal (invoices, payment methods); null
 * in demo mode or before the first payment.
 */
export const SubscriptionSummarySchema = z.object({
  subscription: SubscriptionDetailsSchema.nullable(),
  portalUrl: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/** `POST /api/billing/subscription/cancel`: auto-renew is off; access continues until `currentPeriodEnd`. */
export const CancelResultSchema = z.object({
  ok: z.literal(true),
  currentPeriodEnd: z.string().nullable(),
  subscription: SubscriptionDetailsSchema,
});
export type CancelResult = z.infer<typeof CancelResultSchema>;

/** `GET /api/billing/match-analytics` (annual and lifetime plans). */
export const MatchAnalyticsSchema = z.object({
  matches: z.object({
    /** Matches found by the latest finished AI match run. */
    total: z.number().int().nonnegative(),
    lastRunAt: z.string().nullable(),
  }),
  applications: z.object({
    total: z.number().int().nonnegative(),
    byStatus: z.record(z.enum(APPLICATION_STATUSES), z.number().int().nonnegative()),
  }),
});
export type MatchAnalytics = z.infer<typeof MatchAnalyticsSchema>;

/** `PUT /api/billing/weekly-suggestions`: the signed-in advisor turns the weekly e-mail on or off. */
export const WeeklySuggestionsSettingSchema = z.object({ enabled: z.boolean() });
export type WeeklySuggestionsSetting = z.infer<typeof WeeklySuggestionsSettingSchema>;

/** `POST /api/billing/stripe-webhook`: the event was verified and applied (or had been already: `duplicate`). */
export const StripeWebhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type StripeWebhookReceipt = z.infer<typeof StripeWebhookReceiptSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** `POST /api/billing/stripe-webhook`: the envelope of a Stripe event, as far as the server reads it before the
 * signature check (the full object is Stripe's; see https://docs.stripe.com/api/events/object). */
export const StripeEventSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({ object: z.looseObject({}) }),
});
