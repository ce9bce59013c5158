// Hourly clean-up of rows nobody will read again: expired sessions and verification tokens, rate-limit counters
// whose window is long over, and the mail idempotency ledger once no retry can still need it.
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailDeliveries, rateLimit, session, verification } from '../../db/schema';

const DAY_MS = 24 * 3600 * 1000;
/** Rate-limit windows are a minute to an hour; a day-old counter is dead. */
const RATE_LIMIT_KEEP_MS = DAY_MS;
/** Longer than the mail queue's retention (7 days), so a retry always finds its key. */
const MAIL_DELIVERY_KEEP_MS = 14 * DAY_MS;

export interface CleanupResult {
  sessions: number;
  verifications: number;
  rateLimits: number;
  mailDeliveries: number;
}

export async function deleteExpiredRows(db: Db, { now }: { now: Date }): Promise<CleanupResult> {
  const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
  const verifications = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  const rateLimits = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now.getTime() - RATE_LIMIT_KEEP_MS))
    .returning({ id: rateLimit.id });
  const deliveries = await db
    .delete(mailDeliveries)
    .where(lt(mailDeliveries.sentAt, new Date(now.getTime() - MAIL_DELIVERY_KEEP_MS)))
    .returning({ key: mailDeliveries.idempotencyKey });
  return {
    sessions: sessions.length,
    verifications: verifications.length,
    rateLimits: rateLimits.length,
    mailDeliveries: deliveries.length,
  };
}
