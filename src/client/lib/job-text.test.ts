import { describe, expect, it } from 'vitest';
import { formatDate } from './job-text';

describe('formatDate', () => {
  it('writes every day of a leap year exactly as the en-US formatter does, in the local time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
    for (let day = 0; day < 366; day++) {
      const date = new Date(2024, 0, 1 + day, 23, 30);
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('writes the day in UTC when asked, as the en-US formatter does there', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 23, 30));
      expect(formatDate(date.toISOString(), 'UTC')).toBe(intl.format(date));
    }
    expect(formatDate('2026-11-26T23:30:00.000Z', 'UTC')).toBe('Nov 26, 2026');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
