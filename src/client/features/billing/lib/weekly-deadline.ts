// The pricing banner's countdown (spec part 2 §9): to the end of the next Friday-based weekly deadline, Friday
// 23:59:59 in the visitor's local time. Pure functions of "now", so the countdown is recomputed from the clock each
// second instead of counting down (a sleeping laptop or a throttled tab never drifts).

const FRIDAY = 5;
const SECOND_MS = 1000;

/** The end of this week's deadline: the coming Friday at 23:59:59 local time (today, if today is Friday). */
export function nextWeeklyDeadline(now: Date): Date {
  const daysToFriday = (FRIDAY - now.getDay() + 7) % 7;
  const deadline = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToFriday, 23, 59, 59);
  // Past Friday 23:59:59 the next week's deadline starts (a date step, so a DST change keeps 23:59:59).
  if (deadline.getTime() <= now.getTime()) deadline.setDate(deadline.getDate() + 7);
  return deadline;
}

/**
 * The same deadline in UTC: what the server (which cannot know the visitor's zone) shows, and what the browser shows
 * while taking its markup over; the visitor's own follows at once, the same day but near midnight on a Friday.
 */
export function nextWeeklyDeadlineUtc(now: Date): Date {
  const daysToFriday = (FRIDAY - now.getUTCDay() + 7) % 7;
  const deadline = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToFriday, 23, 59, 59),
  );
  if (deadline.getTime() <= now.getTime()) deadline.setUTCDate(deadline.getUTCDate() + 7);
  return deadline;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `deadline` (never negative). */
export function timeLeft(now: Date, deadline: Date): TimeLeft {
  const total = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / SECOND_MS));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;

/**
 * The sentence for screen readers, to the minute: it changes at most once a minute, so a polite live region holding
 * it is announced at most once a minute, never every second.
 */
export function describeTimeLeft({ days, hours, minutes }: TimeLeft): string {
  return `${unit(days, 'day')}, ${unit(hours, 'hour')} and ${unit(minutes, 'minute')} left`;
}
