// Words and dates for plans and subscriptions, shared by the pricing page and the subscription dialog.
import type { Plan } from '@shared/constants';
import type { PlanUnavailableReason } from '@shared/schemas/billing';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** 'March 5, 2027' (the spec's date in 'remain active until {date}'), in the visitor's time zone. */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

export const PLAN_NAMES: Record<Plan, string> = {
  monthly: 'Monthly',
  annual: 'Annual',
  lifetime: 'Lifetime',
};

/** Plans that include match analytics and the weekly e-mailed suggestions. */
export const hasPremiumExtras = (plan: Plan) => plan === 'annual' || plan === 'lifetime';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
};

/** Stripe's stored status in words ('past_due' → 'Past due'). */
export function statusLabel(status: string): string {
  const known = STATUS_LABELS[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type StatusTone = 'success' | 'info' | 'warning' | 'neutral';

export const statusTone = (status: string): StatusTone =>
  status === 'active'
    ? 'success'
    : status === 'trialing'
      ? 'info'
      : status === 'past_due'
        ? 'warning'
        : 'neutral';

/** The disabled button's label when a plan cannot be bought. */
export const UNAVAILABLE_BUTTON: Record<PlanUnavailableReason, string> = {
  current_plan: 'Your current plan',
  sold_out: 'Sold out',
  lifetime_member: 'Included in Lifetime',
  switch_in_portal: 'Switch plans in billing',
  not_configured: 'Unavailable',
};

/** Why a plan cannot be bought, in a plain sentence under its button. */
export function unavailableExplanation(
  reason: PlanUnavailableReason,
  { plan, currentPlan, supportEmail }: { plan: Plan; currentPlan: Plan | null; supportEmail: string },
): string {
  switch (reason) {
    case 'current_plan':
      return plan === 'lifetime'
        ? 'Yours for good: lifetime access never renews.'
        : 'Renewal and billing are under Manage subscription.';
    case 'sold_out':
      return 'All lifetime spots have been taken.';
    case 'lifetime_member':
      return 'Your lifetime access already includes everything in this plan.';
    case 'switch_in_portal': {
      const current = currentPlan ? `${PLAN_NAMES[currentPlan]} plan` : 'plan';
      return (
        `Your ${current} renews automatically. To switch without being billed twice, cancel its auto-renew under ` +
        'Manage subscription, or change plans in the billing portal.'
      );
    }
    case 'not_configured':
      return `Checkout for this plan is not available right now. Write to ${supportEmail} and we will help.`;
  }
}
