// Per-user limits on messages, invitations and interview proposals, counted in the same database table as the sign-in limits
// (`rate_limit`, shared by every instance): a fixed window per key.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimit } from '../db/schema';
import { AppError } from './app-error';

export interface Window {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one use in every window — one upsert for all of them, since sending a message is on the hot path — and
 * throws RATE_LIMITED with Retry-After when any window is over its limit. Each row's window length is looked up
 * from its key (a CASE over this call's few keys), so every window restarts on its own schedule.
 */
export async function consumeRateLimits(
  db: Db,
  { windows, now, message }: { windows: Window[]; now: Date; message: string },
) {
  const at = now.getTime();
  const byKey = new Map(windows.map((window) => [window.key, window]));
  const windowMs = sql.join(
    [
      sql`(case ${rateLimit.key}`,
      ...windows.map((window) => sql`when ${window.key} then ${window.windowMs}::bigint`),
      sql`end)`,
    ],
    sql` `,
  );
  const expired = sql`${rateLimit.lastRequest} < ${at}::bigint - ${windowMs}`;
  const rows = await db
    .insert(rateLimit)
    .values(windows.map((window) => ({ key: window.key, count: 1, lastRequest: at })))
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${at}::bigint else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ key: rateLimit.key, count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  for (const row of rows) {
    const window = byKey.get(row.key)!;
    if (row.count > window.limit) {
      const retryAfter = Math.max(1, Math.ceil((row.lastRequest + window.windowMs - at) / 1000));
      throw new AppError('RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfter) });
    }
  }
}
