// GET /api/billing/pricing: the three plans with this user's checkout links, and the lifetime spots left (counted in
// the database, not fixed text).
import { LIMITS, PLANS, type Plan } from '@shared/constants';
import type { PlanOffer, PlanUnavailableReason, Pricing } from '@shared/schemas/billing';
import type { SessionUser } from '../../app-env';
import { requireUser } from '../../middleware/session';
import { type Access, getAccess } from './access.service';
import type { BillingDeps } from './billing-deps';
import { checkoutUrlFor } from './checkout';
import { countLifetimeSpotsTaken, lifetimeSpotsLeft } from './lifetime-purchase';
import { featuresFor, formatPrice, PLAN_CATALOG } from './plan-catalog';
import { isDemoBillingEnabled } from './stripe-client';

function unavailableReason(plan: Plan, access: Access, spotsLeft: number): PlanUnavailableReason | null {
  if (access.plan === 'lifetime') return plan === 'lifetime' ? 'current_plan' : 'lifetime_member';
  if (access.hasActiveSubscription && plan === access.plan) return 'current_plan';
  if (plan === 'lifetime') return spotsLeft === 0 ? 'sold_out' : null;
  // A second renewing plan would bill twice: switching happens in the portal, or after cancelling auto-renew.
  if (access.hasActiveSubscription && !access.cancelAtPeriodEnd) return 'switch_in_portal';
  return null;
}

export async function getPricing(
  deps: Pick<BillingDeps, 'db' | 'env' | 'clock'>,
  { actor }: { actor: SessionUser | null },
): Promise<Pricing> {
  const viewer = requireUser(actor);
  const [taken, access] = await Promise.all([
    countLifetimeSpotsTaken(deps.db),
    getAccess(deps.db, { userId: viewer.id, now: deps.clock.now() }),
  ]);
  const spotsLeft = lifetimeSpotsLeft(taken);
  const audience = viewer.role === 'company' ? 'company' : 'advisor';
  const plans = PLANS.map((plan): PlanOffer => {
    const definition = PLAN_CATALOG[plan];
    const checkoutUrl = checkoutUrlFor(deps.env, { plan, user: viewer });
    const reason = unavailableReason(plan, access, spotsLeft) ?? (checkoutUrl ? null : 'not_configured');
    return {
      id: plan,
      name: definition.name,
      price: formatPrice(definition.priceCents),
      priceCents: definition.priceCents,
      interval: definition.interval,
      intervalLabel: definition.intervalLabel,
      note: definition.note,
      features: featuresFor(plan, audience),
      checkoutUrl: reason ? null : checkoutUrl,
      unavailableReason: reason,
      current: access.hasActiveSubscription && access.plan === plan,
    };
  });
  return {
    plans,
    lifetimeSpotsTotal: LIMITS.lifetimeSpots,
    lifetimeSpotsLeft: spotsLeft,
    lifetimeSoldOut: spotsLeft === 0,
    currentPlan: access.hasActiveSubscription ? access.plan : null,
    audience,
    demoCheckout: isDemoBillingEnabled(deps.env),
    supportEmail: deps.env.SUPPORT_EMAIL,
  };
}
