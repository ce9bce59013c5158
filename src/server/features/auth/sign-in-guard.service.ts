// Failed sign-ins counted per account in the database (shared by every instance), in a fixed one-hour window.
// They live in the rate_limit table under their own key prefix, beside better-auth's per-address counters.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimit } from '../../db/schema';

const WINDOW_MS = 60 * 60 * 1000;
const keyFor = (email: string) => `account-signin-failures:${email.trim().toLowerCase()}`;

/** Seconds until the account may try again, or 0 when it is not locked. */
export async function getSignInLockSeconds(
  db: Db,
  { email, now, max }: { email: string; now: Date; max: number },
) {
  const row = await db.query.rateLimit.findFirst({ where: eq(rateLimit.key, keyFor(email)) });
  if (!row || row.count < max) return 0;
  const remaining = row.lastRequest + WINDOW_MS - now.getTime();
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

export async function recordFailedSignIn(db: Db, { email, now }: { email: string; now: Date }) {
  const at = now.getTime();
  const windowStart = at - WINDOW_MS;
  // `last_request` holds the start of the current window for these keys.
  await db
    .insert(rateLimit)
    .values({ key: keyFor(email), count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${at} else ${rateLimit.lastRequest} end`,
      },
    });
}

export async function clearFailedSignIns(db: Db, { email }: { email: string }) {
  await db.delete(rateLimit).where(and(eq(rateLimit.key, keyFor(email))));
}
