// The complete routing table of the spec, and the only list of pages (decisions 025, 054). Each page is one `page()`
// line in one `area()`: the area's loader resolves the viewer and applies the spec's guard before any of its pages
// renders. Everything else about a page lives beside its screen, found by the page's name:
//   routes/<name>.tsx         the screen (default export), which composes the features' parts, and its head tags;
//   routes/<name>.loader.ts   the queries its screen reads (the feature's own query options), fetched by the page's
//                             loader in parallel with the area's viewer and with the download of the screen.
// The server's renderer, response cache, head builder and preload hints, and `npm run size`, read this table; no
// other list of pages exists.
//
// Adding a page: write `src/client/app/routes/<name>.tsx` (and `<name>.loader.ts` if it reads data), then one line
// in the right area below, e.g. `page('messages', 'messages'),`.
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { area, loaderContextFor, page, withCompletedCompanyProfile } from './page-table';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          area('public', [
            page('landing', { index: true }, { serverRendered: true, cachedUnder: 'jobs' }),
            // Sign-in and reset depend on the query (?tab, ?role, ?next, ?token): rendered per request, never cached.
            page('auth', 'auth', { serverRendered: true, startsAtOnce: true }),
            page('auth-callback', 'auth/callback', { serverRendered: true, startsAtOnce: true }),
            page('auth-reset', 'auth/reset', { serverRendered: true, startsAtOnce: true }),
            page('public-job', 'job/:idOrSlug', { serverRendered: true, cachedUnder: 'jobs' }),
            page('public-position', 'position/:jobId', { serverRendered: true, cachedUnder: 'jobs' }),
            page('public-advisor', 'advisor/:slugOrId', { serverRendered: true, cachedUnder: 'advisors' }),
            // Old addresses the spec keeps: each sends the visitor on to its page.
            page('my-account', 'my-account'),
            page('company-profile-setup', 'company-profile-setup'),
            page('join-company', 'join-company'),
            page('legacy-company-dashboard', 'company-dashboard'),
            // Any other path: the 404 page, rendered by the server with status 404.
            page('not-found', '*', { serverRendered: true }),
          ]),
          area('signed-in', [
            page('pricing', 'pricing', { serverRendered: true, startsAtOnce: true }),
            page('settings', 'settings'),
            page('messages', 'messages'),
            page('my-profile', 'my-profile'),
            page('advisor-setup', 'advisor-setup'),
          ]),
          area('advisor', [
            page('advisor-profile-saved', 'advisor-profile-saved'),
            page('advisor-matchmaking', 'advisor-matchmaking'),
            page('my-applications', 'my-applications'),
          ]),
          area('company', [
            page('company-my-profile', 'company/my-profile'),
            withCompletedCompanyProfile([
              page('company-dashboard', 'company/dashboard'),
              page('company-applicants', 'company/applicants'),
              page('company-advisor', 'company/advisor/:advisorId'),
              page('search-advisors', 'search-advisors'),
              page('company-invitations', 'company/invitations'),
              page('post-board-position', 'post-board-position'),
              page('company-board', 'company/board'),
              page('company-team', 'company/team'),
            ]),
          ]),
        ],
      },
    ],
  },
];

/** The browser's router: its loaders fetch into `queryClient`, the one the screens read. */
export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(routes, { getContext: () => loaderContextFor(queryClient) });
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first screen's route module has loaded, so the first render is that screen. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
