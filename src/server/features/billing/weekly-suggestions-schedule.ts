// Runs the weekly e-mail from the server process. Every instance ticks; a PostgreSQL advisory lock lets one of them
// send at a time, and the per-user ledger in sendWeeklySuggestions keeps a week from being sent twice.
import type { Clock } from '../../lib/clock';
import type { BillingDeps } from './billing-deps';
import { withAdvisoryLock } from './advisory-lock';
import { sendWeeklySuggestions } from './weekly-suggestions.service';

/** Names the advisory lock of this job (any constant no other lock uses). */
const WEEKLY_SUGGESTIONS_LOCK = 7_342_002;
const HOUR_MS = 3600 * 1000;
/** Mondays from 09:00 UTC: the week's e-mail goes out at the first tick after that (or later that week). */
const SEND_WEEKDAY = 1;
const SEND_HOUR_UTC = 9;

/** Whether this week's sending time has come (from Monday 09:00 UTC until the week ends). */
export function isSendingTime(now: Date): boolean {
  const daysSinceMonday = (now.getUTCDay() - SEND_WEEKDAY + 7) % 7;
  return daysSinceMonday > 0 || now.getUTCHours() >= SEND_HOUR_UTC;
}

export interface WeeklySuggestionsSchedule {
  /** One tick now (also what the timer runs): sends when it is time and this instance holds the lock. */
  tick: () => Promise<void>;
  stop: () => void;
}

export function scheduleWeeklySuggestions(
  deps: Pick<BillingDeps, 'db' | 'env' | 'logger' | 'mailer'> & { clock: Clock },
  { everyMs = HOUR_MS, firstRunAfterMs = 60_000 }: { everyMs?: number; firstRunAfterMs?: number } = {},
): WeeklySuggestionsSchedule {
  let running = false;
  const tick = async () => {
    const now = deps.clock.now();
    if (running || !isSendingTime(now)) return;
    running = true;
    try {
      const run = await withAdvisoryLock(deps.db, WEEKLY_SUGGESTIONS_LOCK, () =>
        sendWeeklySuggestions(deps, { now }),
      );
      if (!run.locked) deps.logger.debug('weekly suggestions: another instance is sending');
    } catch (error) {
      deps.logger.error('weekly suggestions run failed', {
        error: error instanceof Error ? error.stack : String(error),
      });
    } finally {
      running = false;
    }
  };
  // unref: the timers never keep a stopping process alive.
  const first = setTimeout(() => void tick(), firstRunAfterMs);
  first.unref();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    tick,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
