// The complete routing table of the spec. Every screen is a lazy module so each route loads only its own code.
// It is also the one list of the pages the server renders (decision 018): a route's `handle.serverRendering` says
// so, with the data the page needs and the content its anonymous markup is cached under. The server's renderer
// (src/client/ssr) and the response cache read it; no other list of pages exists.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

type RouteModule = { default: React.ComponentType };
const screen = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

type Params = Record<string, string | undefined>;

/** How the server renders a page; a route without one is sent as the plain application shell. */
export interface ServerRendering {
  /**
   * The queries the page reads besides the viewer (every header shows the viewer), fetched before rendering with
   * the screen's own query options. Imported on demand, so the route table adds no feature code to the browser's
   * first download.
   */
  prefetch?: (client: QueryClient, params: Params) => Promise<void>;
  /** The content its anonymous markup shows: anonymous views are cached under that content's counter. */
  cachedUnder?: 'jobs' | 'advisors';
  /** For signed-in visitors only: the server sends anyone else to sign in and come back. */
  signedInOnly?: boolean;
  /**
   * The application starts as soon as the page has arrived, not on the visitor's first sign of use (decision 013):
   * the page acts by itself (the sign-in callback, the checkout return) or is a form whose typing the application
   * must see from the first key.
   */
  startsAtOnce?: boolean;
}

const serverRendered = (rendering: ServerRendering = {}): Pick<RouteObject, 'handle'> => ({
  handle: { serverRendering: rendering },
});

/** The page's server rendering, read from a matched route (undefined: the plain shell). */
export const serverRenderingOf = (route: RouteObject): ServerRendering | undefined =>
  (route.handle as { serverRendering?: ServerRendering } | undefined)?.serverRendering;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          {
            index: true,
            ...screen(() => import('./routes/landing')),
            ...serverRendered({ cachedUnder: 'jobs' }),
          },
          // Sign-in and reset depend on the query (?tab, ?role, ?next, ?token): rendered for each request, never cached.
          {
            path: 'auth',
            ...screen(() => import('./routes/auth')),
            ...serverRendered({ startsAtOnce: true }),
          },
          {
            path: 'auth/callback',
            ...screen(() => import('./routes/auth-callback')),
            ...serverRendered({ startsAtOnce: true }),
          },
          {
            path: 'auth/reset',
            ...screen(() => import('./routes/auth-reset')),
            ...serverRendered({ startsAtOnce: true }),
          },
          { path: 'my-profile', ...screen(() => import('./routes/my-profile')) },
          { path: 'my-account', ...screen(() => import('./routes/my-account')) },
          { path: 'settings', ...screen(() => import('./routes/settings')) },
          { path: 'advisor-setup', ...screen(() => import('./routes/advisor-setup')) },
          { path: 'advisor-profile-saved', ...screen(() => import('./routes/advisor-profile-saved')) },
          { path: 'advisor-matchmaking', ...screen(() => import('./routes/advisor-matchmaking')) },
          { path: 'my-applications', ...screen(() => import('./routes/my-applications')) },
          {
            path: 'advisor/:slugOrId',
            ...screen(() => import('./routes/public-advisor')),
            ...serverRendered({
              cachedUnder: 'advisors',
              prefetch: async (client, { slugOrId = '' }) => {
                const { publicAdvisorQueryOptions } =
                  await import('@client/features/advisor-profile/api/advisor-profile-queries');
                await client.prefetchQuery(publicAdvisorQueryOptions(slugOrId));
              },
            }),
          },
          {
            path: 'job/:idOrSlug',
            ...screen(() => import('./routes/public-job')),
            ...serverRendered({
              cachedUnder: 'jobs',
              prefetch: async (client, { idOrSlug = '' }) => {
                const { publicJobQueryOptions } = await import('@client/features/jobs/api/jobs-queries');
                await client.prefetchQuery(publicJobQueryOptions(idOrSlug));
              },
            }),
          },
          {
            path: 'position/:jobId',
            ...screen(() => import('./routes/public-position')),
            ...serverRendered({
              cachedUnder: 'jobs',
              prefetch: async (client, { jobId = '' }) => {
                const { positionQueryOptions } = await import('@client/features/jobs/api/jobs-queries');
                await client.prefetchQuery(positionQueryOptions(jobId));
              },
            }),
          },
          {
            path: 'pricing',
            ...screen(() => import('./routes/pricing')),
            ...serverRendered({
              signedInOnly: true,
              startsAtOnce: true,
              prefetch: async (client) => {
                const { pricingQueryOptions } = await import('@client/features/billing/api/billing-queries');
                await client.prefetchQuery(pricingQueryOptions());
              },
            }),
          },
          { path: 'company/my-profile', ...screen(() => import('./routes/company-my-profile')) },
          { path: 'company-profile-setup', ...screen(() => import('./routes/company-profile-setup')) },
          { path: 'company/dashboard', ...screen(() => import('./routes/company-dashboard')) },
          { path: 'company-dashboard', ...screen(() => import('./routes/legacy-company-dashboard')) },
          { path: 'company/applicants', ...screen(() => import('./routes/company-applicants')) },
          { path: 'company/advisor/:advisorId', ...screen(() => import('./routes/company-advisor')) },
          { path: 'search-advisors', ...screen(() => import('./routes/search-advisors')) },
          { path: 'post-board-position', ...screen(() => import('./routes/post-board-position')) },
          // Any other path: the 404 page, rendered by the server with status 404.
          { path: '*', ...screen(() => import('./routes/not-found')), ...serverRendered() },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
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
