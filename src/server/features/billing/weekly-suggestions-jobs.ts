// The weekly e-mail runs on the job queue's scheduler: every hour pg-boss's cron (on whichever instances run it,
// de-duplicated by pg-boss) queues one `weekly-suggestions` job; the queue's singleton policy runs one at a time
// across instances, and the per-advisor week claim in sendWeeklySuggestions keeps anyone from getting a week twice.
// Hourly rather than once on Monday: a week whose Monday 09:00 passed while no instance ran is still sent.
import type { Clock } from '../../lib/clock';
import type { BillingDeps } from './billing-deps';
import { sendWeeklySuggestions } from './weekly-suggestions.service';

const SEND_WEEKDAY = 1;
const SEND_HOUR_UTC = 9;
const EVERY_HOUR = '0 * * * *';

/** Whether this week's sending time has come (from Monday 09:00 UTC until the week ends). */
export function isSendingTime(now: Date): boolean {
  const daysSinceMonday = (now.getUTCDay() - SEND_WEEKDAY + 7) % 7;
  return daysSinceMonday > 0 || now.getUTCHours() >= SEND_HOUR_UTC;
}

export type WeeklyJobDeps = Pick<BillingDeps, 'db' | 'env' | 'logger' | 'queue'> & { clock: Clock };

/** One run of the job: sends when it is time (the job may also be queued by hand, `npm run jobs`). */
export async function runWeeklySuggestionsJob(deps: WeeklyJobDeps) {
  const now = deps.clock.now();
  if (!isSendingTime(now)) return { considered: 0, sent: 0 };
  return sendWeeklySuggestions(deps, { now });
}

export async function workWeeklySuggestions(deps: WeeklyJobDeps) {
  await deps.queue.work(
    'weekly-suggestions',
    async () => {
      await runWeeklySuggestionsJob(deps);
    },
    { pollingIntervalSeconds: 30 },
  );
  await deps.queue.boss.schedule('weekly-suggestions', EVERY_HOUR, {}, { tz: 'UTC' });
}
