// Per-user limits on messages and invitations, counted in the same database table as the sign-in limits
// (`rate_limit`, shared by every instance): a fixed window per key, incremented in one upsert.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimit } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface Window {
  key: string;
  limit: number;
  windowMs: number;
}

/** Counts one use in every window; throws RATE_LIMITED (with Retry-After) when any window is already full. */
export async function consumeRateLimits(
  db: Db,
  { windows, now, message }: { windows: Window[]; now: Date; message: string },
) {
  const at = now.getTime();
  for (const window of windows) {
    const windowStart = at - window.windowMs;
    const [row] = await db
      .insert(rateLimit)
      .values({ key: window.key, count: 1, lastRequest: at })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${at} else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
    if (row && row.count > window.limit) {
      const retryAfter = Math.max(1, Math.ceil((row.lastRequest + window.windowMs - at) / 1000));
      throw new AppError('RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfter) });
    }
  }
}
