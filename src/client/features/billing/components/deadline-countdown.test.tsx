import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const serverTimeZone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = serverTimeZone;
});

describe('the pricing countdown', () => {
  it('is taken over as the server rendered it, seconds later, and then counts down in the browser', async () => {
    // A visitor at UTC+14: their Friday 23:59:59 is 09:59:59 UTC that day.
    process.env.TZ = 'Pacific/Kiritimati';
    // Imported now: its formatter takes the zone it is created in, as a browser's does.
    const { DeadlineCountdown } = await import('./deadline-countdown');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // Wednesday 25 November 2026, 10:00:00 local time: 2 days, 13 h, 59 min, 59 s to Friday 23:59:59.
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0, 0));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<DeadlineCountdown />);
    // The deadline as the server can know it (in UTC), and no time left yet.
    expect(container.querySelector('time')?.textContent).toBe('Friday, November 27 at 11:59 PM');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T23:59:59.000Z');
    expect(container.textContent).toContain('––');

    // The application arrives three seconds after the server rendered the page.
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0, 3));
    const renderedAgain = vi.fn();
    await act(async () => {
      hydrateRoot(container, <DeadlineCountdown />, { onRecoverableError: renderedAgain });
    });
    expect(renderedAgain).not.toHaveBeenCalled();
    const digits = () => [...container.querySelectorAll('.tabular-nums')].map((digit) => digit.textContent);
    expect(container.querySelector('time')?.textContent).toBe('Friday, November 27 at 11:59 PM');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T09:59:59.000Z');
    expect(digits()).toEqual(['02', '13', '59', '56']);
    expect(container.querySelector('[aria-live]')?.textContent).toBe('2 days, 13 hours and 59 minutes left');

    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(digits()).toEqual(['02', '13', '59', '55']);
    container.remove();
  });
});
