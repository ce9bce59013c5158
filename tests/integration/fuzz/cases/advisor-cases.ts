// The advisor's own area: profile, visibility, uploads, badge, applications, AI match runs and the billing
// routes a signed-in user calls (pricing, subscription, portal, analytics, weekly e-mail) plus Stripe's webhook.
import { z } from 'zod';
import {
  AdvisorProfileInputSchema,
  BadgeSchema,
  EligibilitySchema,
  MyProfileSchema,
  VisibilityInputSchema,
} from '@shared/schemas/advisor-profile';
import {
  CancelResultSchema,
  MatchAnalyticsSchema,
  PricingSchema,
  StripeWebhookReceiptSchema,
  SubscriptionSummarySchema,
  WeeklySuggestionsSettingSchema,
} from '@shared/schemas/billing';
import { MatchResultsQuerySchema, MatchRunSchema, MyApplicationListSchema } from '@shared/schemas/jobs';
import { ConfidentialityInputSchema, ConfidentialitySchema } from '@shared/schemas/confidentiality';
import { pathParam } from '../support/fuzz-requests';
import { hiringAdvisorCases } from './hiring-cases';
import { savedSearchCases } from './saved-search-cases';
import type { Actor, FuzzRoute } from '../support/fuzz-route';
import { advisorProfileExample } from './examples';

/** Owners of the advisor area listed twice: most requests should get past the role check into the services. */
const signedIn: Actor[] = [
  'anonymous',
  'forged',
  'company',
  'advisor',
  'advisor',
  'subscriber',
  'subscriber',
  'newcomer',
];

/** The parts of a Stripe event our handler reads; the signature is missing or wrong, so each must be refused. */
const StripeEventShape = z.object({
  id: z.string().max(60),
  type: z.enum([
    'checkout.session.completed',
    'customer.subscription.updated',
    'customer.subscription.deleted',
    'invoice.paid',
  ]),
  data: z.object({
    object: z.object({ id: z.string(), customer: z.string(), client_reference_id: z.string() }),
  }),
});

export const advisorCases: FuzzRoute[] = [
  ...hiringAdvisorCases,
  ...savedSearchCases,
  { method: 'GET', path: '/api/profile', actors: signedIn, responses: { 200: MyProfileSchema } },
  {
    method: 'GET',
    path: '/api/profile/eligibility',
    actors: signedIn,
    responses: { 200: EligibilitySchema },
  },
  {
    method: 'PUT',
    path: '/api/profile',
    actors: signedIn,
    body: { schema: AdvisorProfileInputSchema, example: advisorProfileExample },
    responses: { 200: MyProfileSchema },
  },
  {
    method: 'PATCH',
    path: '/api/profile/visibility',
    actors: signedIn,
    body: {
      schema: VisibilityInputSchema,
      example: () => ({ isPublic: true, publicProfileSlug: 'grace-hopper' }),
    },
    responses: { 200: MyProfileSchema },
  },
  {
    method: 'POST',
    path: '/api/profile/photo',
    actors: signedIn,
    body: 'multipart',
    responses: { 200: MyProfileSchema },
  },
  {
    method: 'POST',
    path: '/api/profile/resume',
    actors: signedIn,
    body: 'multipart',
    responses: { 200: MyProfileSchema },
  },
  { method: 'POST', path: '/api/profile/badge', actors: signedIn, responses: { 200: BadgeSchema } },
  {
    method: 'GET',
    path: '/api/profile/confidentiality',
    actors: signedIn,
    responses: { 200: ConfidentialitySchema },
  },
  {
    method: 'PUT',
    path: '/api/profile/confidentiality',
    actors: signedIn,
    body: {
      schema: ConfidentialityInputSchema,
      example: () => ({ enabled: true, headline: 'Fintech CFO', hiddenFrom: ['Acme Bank', 'acme.example'] }),
    },
    responses: { 200: ConfidentialitySchema },
  },
  {
    method: 'GET',
    path: '/api/my-applications',
    actors: signedIn,
    responses: { 200: MyApplicationListSchema },
  },
  { method: 'POST', path: '/api/matches/runs', actors: signedIn, responses: { 202: MatchRunSchema } },
  {
    method: 'GET',
    path: '/api/matches/runs/:runId',
    actors: signedIn,
    params: { runId: (w) => pathParam(w.ids.runs) },
    query: MatchResultsQuerySchema,
    responses: { 200: MatchRunSchema },
  },
  { method: 'GET', path: '/api/billing/pricing', actors: signedIn, responses: { 200: PricingSchema } },
  {
    method: 'GET',
    path: '/api/billing/subscription',
    actors: signedIn,
    responses: { 200: SubscriptionSummarySchema },
  },
  {
    method: 'GET',
    path: '/api/billing/portal',
    actors: signedIn,
    responses: { 302: 'redirect', 303: 'redirect' },
  },
  {
    method: 'GET',
    path: '/api/billing/match-analytics',
    actors: signedIn,
    responses: { 200: MatchAnalyticsSchema },
  },
  {
    method: 'GET',
    path: '/api/billing/weekly-suggestions',
    actors: signedIn,
    responses: { 200: WeeklySuggestionsSettingSchema },
  },
  {
    method: 'PUT',
    path: '/api/billing/weekly-suggestions',
    actors: signedIn,
    body: { schema: WeeklySuggestionsSettingSchema, example: () => ({ enabled: false }) },
    responses: { 200: WeeklySuggestionsSettingSchema },
  },
  {
    method: 'POST',
    path: '/api/billing/stripe-webhook',
    actors: ['anonymous'],
    body: { schema: StripeEventShape },
    responses: { 200: StripeWebhookReceiptSchema },
    // Without Stripe keys (the demo checkout) the webhook says the provider is not configured.
    allowed5xx: [503],
  },
  // Last: cancelling ends the subscriber's renewal, which the routes above should see in its first state.
  {
    method: 'POST',
    path: '/api/billing/subscription/cancel',
    actors: signedIn,
    responses: { 200: CancelResultSchema },
  },
];
