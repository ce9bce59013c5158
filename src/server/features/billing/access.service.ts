// The one place that decides whether a user may use paid features: a current subscription (newest by created_at)
// or lifetime access on the profile. Every paid feature asks this function.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CURRENT_SUBSCRIPTION_STATUSES, PLANS, type Plan } from '@shared/constants';
import type { Db } from '../../db/client';
import { profiles, subscriptions } from '../../db/schema';

export interface Access {
  hasActiveSubscription: boolean;
  plan: Plan | null;
  status: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

export const NO_ACCESS: Access = {
  hasActiveSubscription: false,
  plan: null,
  status: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
};

export const asPlan = (value: string): Plan | null =>
  (PLANS as readonly string[]).includes(value) ? (value as Plan) : null;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The subscription row that grants access now: the newest current one (by created_at), unless its renewal was
 * cancelled and the paid period is over. Null when none does (lifetime access on the profile is checked by getAccess).
 */
export async function findCurrentSubscription(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<SubscriptionRow | null> {
  const [current] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  // A cancelled renewal keeps access until the period it was paid for ends.
  const periodOver =
    current?.cancelAtPeriodEnd === true &&
    current.currentPeriodEnd !== null &&
    current.currentPeriodEnd <= now;
  return current && !periodOver ? current : null;
}

export async function getAccess(db: Db, { userId, now }: { userId: string; now: Date }): Promise<Access> {
  const current = await findCurrentSubscription(db, { userId, now });
  if (current) {
    return {
      hasActiveSubscription: true,
      plan: asPlan(current.planType),
      status: current.status,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      currentPeriodEnd: current.currentPeriodEnd,
    };
  }
  const profile = await db.query.profiles.findFirst({
    where: eq(profiles.id, userId),
    columns: { lifetimeAccess: true },
  });
  if (profile?.lifetimeAccess) {
    return {
      hasActiveSubscription: true,
      plan: 'lifetime',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    };
  }
  return NO_ACCESS;
}
