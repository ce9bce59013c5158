// The one place that decides whether a user may use paid features: a current subscription (newest by created_at)
// or lifetime access on the profile. Every paid feature asks this function.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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

/** The user's newest subscription in a current status (whether it still grants access is `stillGrants`). */
const newestCurrentSubscription = (db: Db, userId: string) =>
  db
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

/**
 * The subscription row that grants access now: the newest current one (by created_at), unless its renewal was
 * cancelled and the paid period is over. Null when none does (lifetime access on the profile is checked by getAccess).
 */
export async function findCurrentSubscription(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<SubscriptionRow | null> {
  const [current] = await newestCurrentSubscription(db, userId);
  return current && stillGrants(current, now) ? current : null;
}

/** A cancelled renewal keeps access until the period it was paid for ends. */
const stillGrants = (row: Pick<SubscriptionRow, 'cancelAtPeriodEnd' | 'currentPeriodEnd'>, now: Date) =>
  !(row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now);

/**
 * `getAccess(...).hasActiveSubscription` for many users at once, by the same rule (the newest current subscription,
 * else lifetime access), in two statements: the users among `userIds` who have a plan now. For work that mails
 * thousands of users (saved-search alerts), where one read per user would be most of the cost.
 */
export async function findUsersWithAccess(
  db: Db,
  { userIds, now }: { userIds: readonly string[]; now: Date },
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const ids = [...new Set(userIds)];
  const [newest, lifetime] = await Promise.all([
    db
      .selectDistinctOn([subscriptions.userId], {
        userId: subscriptions.userId,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
      })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.userId, ids),
          inArray(subscriptions.status, [...CURRENT_SUBSCRIPTION_STATUSES]),
        ),
      )
      .orderBy(subscriptions.userId, desc(subscriptions.createdAt)),
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(inArray(profiles.id, ids), eq(profiles.lifetimeAccess, true))),
  ]);
  return new Set([
    ...newest.filter((row) => stillGrants(row, now)).map((row) => row.userId),
    ...lifetime.map((row) => row.id),
  ]);
}

/**
 * Whether the user may use paid features now, and by which plan: the newest current subscription and the profile's
 * lifetime access in one statement (decision 057: two reads one after another before), decided by the same rules.
 */
export async function getAccess(db: Db, { userId, now }: { userId: string; now: Date }): Promise<Access> {
  const newest = newestCurrentSubscription(db, userId).as('newest');
  const [row] = await db
    .select({
      planType: newest.planType,
      status: newest.status,
      cancelAtPeriodEnd: newest.cancelAtPeriodEnd,
      currentPeriodEnd: newest.currentPeriodEnd,
      lifetimeAccess: sql<
        boolean | null
      >`(select ${profiles.lifetimeAccess} from ${profiles} where ${profiles.id} = ${userId})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoinLateral(newest, sql`true`);
  if (row?.planType != null && row.status !== null && row.cancelAtPeriodEnd !== null) {
    const current = { cancelAtPeriodEnd: row.cancelAtPeriodEnd, currentPeriodEnd: row.currentPeriodEnd };
    if (stillGrants(current, now)) {
      return {
        hasActiveSubscription: true,
        plan: asPlan(row.planType),
        status: row.status,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.currentPeriodEnd,
      };
    }
  }
  if (row?.lifetimeAccess) {
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
