import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormatDate } from './use-format-date';

const serverTimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = serverTimeZone;
});

function Posted({ iso }: { iso: string }) {
  const formatDate = useFormatDate();
  return <p>Posted {formatDate(iso)}</p>;
}

describe('dates on a server-rendered screen', () => {
  it('are taken over in UTC as the server wrote them, then shown in the visitor’s time zone', async () => {
    // 10:14 UTC on the 26th is 00:14 on the 27th at UTC+14.
    process.env.TZ = 'Pacific/Kiritimati';
    const posted = <Posted iso="2026-11-26T10:14:00.000Z" />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(posted);
    expect(container.textContent).toBe('Posted Nov 26, 2026');

    const renderedAgain = vi.fn();
    await act(async () => {
      hydrateRoot(container, posted, { onRecoverableError: renderedAgain });
    });
    expect(renderedAgain).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Posted Nov 27, 2026');
    container.remove();
  });
});
