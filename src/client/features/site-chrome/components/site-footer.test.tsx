// The footer's copyright year is the current year (issue #29: the spec's "2024" was when it was written), and a page
// the server wrote late on 31 December is taken over on 1 January without React rendering it all again (034).
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

const footer = (
  <MemoryRouter>
    <SiteFooter siteName="Boardly" supportEmail="support@boardly.example" />
  </MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
});

describe('the footer', () => {
  it('says the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 15, 12, 0));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(footer);
    expect(container.textContent).toContain('© 2031 Boardly. All rights reserved.');
    container.remove();
  });

  it('is taken over with the year the server wrote, then shows the browser’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 11, 31, 23, 59, 50));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(footer);
    expect(container.textContent).toContain('© 2030 Boardly');

    vi.setSystemTime(new Date(2031, 0, 1, 0, 0, 5));
    const renderedAgain = vi.fn();
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError: renderedAgain });
    });
    expect(renderedAgain).not.toHaveBeenCalled();
    expect(container.textContent).toContain('© 2031 Boardly');
    container.remove();
  });
});
