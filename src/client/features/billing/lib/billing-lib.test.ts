import { describe, expect, it } from 'vitest';
import { formatLongDate, statusLabel, unavailableExplanation } from './billing-format';
import { describeTimeLeft, nextWeeklyDeadline, timeLeft } from './weekly-deadline';

// Local-time constructors: the deadline is Friday 23:59:59 wherever the visitor is.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('nextWeeklyDeadline', () => {
  it('is the coming Friday at 23:59:59 local time', () => {
    // Tuesday 3 March 2026, 10:00.
    expect(nextWeeklyDeadline(at(2026, 3, 3, 10))).toEqual(at(2026, 3, 6, 23, 59, 59));
    // Saturday and Sunday count towards the next Friday.
    expect(nextWeeklyDeadline(at(2026, 3, 7, 0, 0, 1))).toEqual(at(2026, 3, 13, 23, 59, 59));
    expect(nextWeeklyDeadline(at(2026, 3, 8, 12))).toEqual(at(2026, 3, 13, 23, 59, 59));
  });

  it('is today on a Friday until 23:59:59, then next Friday', () => {
    expect(nextWeeklyDeadline(at(2026, 3, 6, 0, 0, 0))).toEqual(at(2026, 3, 6, 23, 59, 59));
    expect(nextWeeklyDeadline(at(2026, 3, 6, 23, 59, 58))).toEqual(at(2026, 3, 6, 23, 59, 59));
    expect(nextWeeklyDeadline(at(2026, 3, 6, 23, 59, 59))).toEqual(at(2026, 3, 13, 23, 59, 59));
  });

  it('crosses months and years', () => {
    // Thursday 31 December 2026 → Friday 1 January 2027.
    expect(nextWeeklyDeadline(at(2026, 12, 31, 18))).toEqual(at(2027, 1, 1, 23, 59, 59));
  });
});

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = at(2026, 3, 3, 10, 0, 0);
    expect(timeLeft(now, nextWeeklyDeadline(now))).toEqual({ days: 3, hours: 13, minutes: 59, seconds: 59 });
  });

  it('never goes below zero', () => {
    expect(timeLeft(at(2026, 3, 7), at(2026, 3, 6))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('describes the time to the minute for screen readers', () => {
    expect(describeTimeLeft({ days: 1, hours: 0, minutes: 5, seconds: 30 })).toBe(
      '1 day, 0 hours and 5 minutes left',
    );
  });
});

describe('billing words', () => {
  it('formats dates like March 5, 2027', () => {
    expect(formatLongDate(at(2027, 3, 5, 12).toISOString())).toBe('March 5, 2027');
  });

  it('names statuses in words', () => {
    expect(statusLabel('past_due')).toBe('Past due');
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('incomplete_expired')).toBe('Incomplete expired');
  });

  it('explains why a plan cannot be bought', () => {
    expect(
      unavailableExplanation('switch_in_portal', {
        plan: 'annual',
        currentPlan: 'monthly',
        supportEmail: 'help@example.com',
      }),
    ).toMatch(/^Your Monthly plan renews automatically/);
    expect(
      unavailableExplanation('not_configured', {
        plan: 'monthly',
        currentPlan: null,
        supportEmail: 'help@example.com',
      }),
    ).toContain('help@example.com');
    expect(
      unavailableExplanation('current_plan', { plan: 'lifetime', currentPlan: 'lifetime', supportEmail: '' }),
    ).toMatch(/never renews/);
  });
});
