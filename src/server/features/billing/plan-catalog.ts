// What each plan costs and includes (spec part 2 §9). Only features the product really has are listed; the spec's
// 'priority support', 'early access', 'enhanced profile' and 'future upgrades' are left off until they exist.
import type { Plan } from '@shared/constants';
import type { PlanFeature, PlanOffer } from '@shared/schemas/billing';

interface PlanDefinition {
  name: string;
  priceCents: number;
  interval: PlanOffer['interval'];
  intervalLabel: string;
  note: string | null;
  features: PlanFeature[];
}

const MONTHLY_FEATURES: PlanFeature[] = [
  // The access function unlocks every match in full (free accounts see two).
  { id: 'unlimited-matches', label: 'Unlimited matches' },
  { id: 'manual-filters', label: 'Manual filters' },
  // A mailto link to SUPPORT_EMAIL.
  { id: 'email-support', label: 'Email support' },
  // The public profile page and the social badge.
  { id: 'profile-sharing', label: 'Profile sharing' },
  // Saved-search alerts are for every advisor (decision 045); a plan shows every role in them in full, as in the
  // list (free: a role in full only among the first two of its search).
  { id: 'full-role-alerts', label: 'Every role in full in your saved-search alerts' },
];

const ANNUAL_FEATURES: PlanFeature[] = [
  ...MONTHLY_FEATURES,
  // sendWeeklySuggestions: new roles in the advisor's industries, weekly, with an opt-out link.
  { id: 'weekly-suggestions', label: 'Weekly emailed suggestions' },
  // GET /api/billing/match-analytics: matches, applications and their statuses.
  { id: 'match-analytics', label: 'Match analytics' },
];

const LIFETIME_FEATURES: PlanFeature[] = [
  ...ANNUAL_FEATURES,
  // Shown on the public profile and the social badge (`earlySupporter`).
  { id: 'early-supporter-badge', label: 'Early supporter badge' },
  // Company search ranks lifetime (and annual) profiles first among equal scores.
  { id: 'premium-directory-placement', label: 'Premium directory placement' },
];

/**
 * What a plan gives a company (decision 038): every advisor profile from search opens (free accounts open 2). Inviting
 * from search, applicants and messages are free on every plan, so they are not sold here. The advisors' extras
 * (weekly suggestions, match analytics, the badge, directory placement) do nothing for a company and are not listed.
 */
const COMPANY_FEATURES: PlanFeature[] = [
  // getViewAllowance: any current plan means unlimitedViews.
  { id: 'unlimited-profile-views', label: 'Open every advisor profile from search' },
  { id: 'email-support', label: 'Email support' },
];

/** The features a plan card lists for this viewer. */
export const featuresFor = (plan: Plan, audience: 'advisor' | 'company'): PlanFeature[] =>
  audience === 'company' ? COMPANY_FEATURES : PLAN_CATALOG[plan].features;

export const PLAN_CATALOG: Record<Plan, PlanDefinition> = {
  monthly: {
    name: 'Monthly',
    priceCents: 4900,
    interval: 'month',
    intervalLabel: 'per month',
    note: null,
    features: MONTHLY_FEATURES,
  },
  annual: {
    name: 'Annual',
    priceCents: 29900,
    interval: 'year',
    intervalLabel: 'per year',
    note: 'Save $289 versus monthly',
    features: ANNUAL_FEATURES,
  },
  lifetime: {
    name: 'Lifetime',
    priceCents: 39900,
    interval: 'one_time',
    intervalLabel: 'one-time',
    note: 'First 100 users only',
    features: LIFETIME_FEATURES,
  },
};

export const formatPrice = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: cents % 100 === 0 ? 0 : 2 })}`;

/** Plans that renew (and so can be cancelled) versus the one-time lifetime purchase. */
export const isRecurringPlan = (plan: Plan) => plan !== 'lifetime';
