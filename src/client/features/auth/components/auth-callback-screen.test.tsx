import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, findToast, shownToastTitles, Toaster } from '@client/components/ui/toasts-in-tests';
import { SIGNED_OUT_VIEWER } from '../api/viewer-query';
import { CurrentRouter } from '@client/lib/still-on-page';
import { AuthCallbackScreen } from './auth-callback-screen';

const ADVISOR = {
  ...SIGNED_OUT_VIEWER,
  user: { id: 'u1', email: 'new@example.com', role: 'advisor', emailVerified: true },
};

/** `GET /api/me` answers only when the test says so. */
function holdSessionAnswer() {
  let answer!: (body: unknown) => void;
  const answered = new Promise<unknown>((resolve) => (answer = resolve));
  const fetch = vi.fn(async () => new Response(JSON.stringify(await answered), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer };
}

/** The confirming screen, a first screen, and a settings screen whose code arrives only when the test says so. */
function renderCallback() {
  let deliverSettings!: () => void;
  const settingsCode = new Promise<void>((resolve) => (deliverSettings = resolve));
  window.history.replaceState(null, '', '/auth/callback');
  const router = createBrowserRouter([
    { path: '/auth/callback', element: <AuthCallbackScreen /> },
    { path: '/my-profile', element: <h1>My profile</h1> },
    {
      path: '/settings',
      lazy: () => settingsCode.then(() => ({ Component: () => <h1>Account settings</h1> })),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CurrentRouter value={router}>
        <RouterProvider router={router} />
      </CurrentRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, deliverSettings };
}

beforeEach(dismissToasts);
afterEach(() => vi.unstubAllGlobals());

describe('confirming screen', () => {
  it('welcomes a confirmed advisor and takes them to their profile', async () => {
    const session = holdSessionAnswer();
    const { router } = renderCallback();
    await waitFor(() => expect(session.fetch).toHaveBeenCalled());
    session.answer(ADVISOR);
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
    expect((await findToast('Welcome to Boardly!')).kind).toBe('success');
    expect(router.state.location.pathname).toBe('/my-profile');
  });

  it('leaves a visitor on their way elsewhere where they were going, however the router heard them', async () => {
    const session = holdSessionAnswer();
    const { router, deliverSettings } = renderCallback();
    await waitFor(() => expect(session.fetch).toHaveBeenCalled());
    // A header link followed while the session is read (React may hand the press to the router before any effect
    // of the screen runs). The router changes the address only once the settings code is here.
    const navigation = router.navigate('/settings');
    session.answer(ADVISOR);
    await new Promise((resolve) => setTimeout(resolve, 20));
    deliverSettings();
    await navigation;
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    expect(await shownToastTitles()).toEqual([]);
  });
});
