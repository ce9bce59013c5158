// A client navigation that waits on its loader shows a progress bar once a short delay has passed, and only then:
// a fast one shows nothing; the bar goes when the next page is there (issue #29). The clock is faked, not waited on.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_PROGRESS_DELAY_MS, NavigationProgress } from './navigation-progress';

function appWithSlowPage() {
  let finish: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Link to="/slow">Slow page</Link>
            <Link to="/fast">Fast page</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          {
            path: 'slow',
            loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
            element: <h1>Slow</h1>,
          },
          { path: 'fast', loader: () => null, element: <h1>Fast</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, finish: () => finish() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('navigation progress', () => {
  it('shows a progress bar while a slow loader runs, after the delay, and removes it when the page is there', async () => {
    const app = appWithSlowPage();
    await act(async () => {
      void app.router.navigate('/slow');
    });
    expect(app.router.state.navigation.state).toBe('loading');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 10);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading the next page' })).toBeTruthy();

    await act(async () => {
      app.finish();
    });
    expect(screen.getByRole('heading', { name: 'Slow' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a fast navigation', async () => {
    const app = appWithSlowPage();
    await act(async () => {
      await app.router.navigate('/fast');
    });
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS * 4);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
