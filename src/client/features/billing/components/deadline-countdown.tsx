import { useSyncExternalStore } from 'react';
import {
  describeTimeLeft,
  nextWeeklyDeadline,
  nextWeeklyDeadlineUtc,
  timeLeft,
} from '../lib/weekly-deadline';

const TICK_MS = 1000;

const tickEverySecond = (onTick: () => void) => {
  const timer = window.setInterval(onTick, TICK_MS);
  return () => window.clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / TICK_MS);
// The server knows neither the visitor's clock nor their time zone (the deadline is Friday 23:59:59 local time), and
// its markup is seconds old when the application takes it over: any time left it printed would differ from the
// browser's, and React would render the whole page again, dropping a press made on the markup. So the markup, and the
// render that takes it over, show the deadline in UTC without the time left; the browser's follow in the next render.
const noClockYet = () => null;

/** The current time to the second, re-read every second; null while taking over the server's markup. */
function useNow(): Date | null {
  const second = useSyncExternalStore(tickEverySecond, currentSecond, noClockYet);
  return second === null ? null : new Date(second * TICK_MS);
}

const DEADLINE_FORMAT = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;
const deadlineFormat = new Intl.DateTimeFormat('en-US', DEADLINE_FORMAT);
const utcDeadlineFormat = new Intl.DateTimeFormat('en-US', { ...DEADLINE_FORMAT, timeZone: 'UTC' });

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Days, hours, minutes and seconds to the end of this week's Friday deadline, recomputed every second. The ticking
 * digits are hidden from screen readers; a polite live region carries the same time to the minute, so it is
 * announced at most once a minute.
 */
export function DeadlineCountdown() {
  const now = useNow();
  const deadline = now ? nextWeeklyDeadline(now) : nextWeeklyDeadlineUtc(new Date());
  const left = now && timeLeft(now, deadline);
  const segments = [
    { value: left?.days, label: 'Days' },
    { value: left?.hours, label: 'Hours' },
    { value: left?.minutes, label: 'Min' },
    { value: left?.seconds, label: 'Sec' },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <p className="text-xs font-semibold tracking-[0.14em] text-white/75 uppercase">
          This week’s deadline
        </p>
        <p className="text-sm text-white">
          Ends{' '}
          <time dateTime={deadline.toISOString()}>
            {(now ? deadlineFormat : utcDeadlineFormat).format(deadline)}
          </time>
        </p>
      </div>
      <div aria-hidden className="grid grid-cols-4 gap-2">
        {segments.map(({ value, label }) => (
          <div
            key={label}
            className="flex min-w-16 flex-col items-center rounded-control bg-white/8 px-2 py-2 ring-1 ring-white/12 ring-inset"
          >
            <span className="font-display text-2xl leading-8 font-medium text-white tabular-nums">
              {value === undefined ? '––' : pad(value)}
            </span>
            <span className="text-[0.6875rem] font-medium tracking-wider text-white/70 uppercase">
              {label}
            </span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {left ? describeTimeLeft(left) : null}
      </p>
    </div>
  );
}
