// The complete routing table of the spec, and the only list of pages (decision 025). Each page is one `page()` entry
// in one `area()`: the area's loader resolves the viewer and applies the spec's guard before any of its pages
// renders; the page's loader fetches, in parallel with it, the queries the screen reads (with the feature's own
// query options); the page's route module renders the screen and declares its head tags. The server's renderer,
// response cache, head builder and preload hints, and `npm run size`, read this table; no other list of pages exists.
//
// Adding a page: write `src/client/app/routes/<name>.tsx` (default export: the screen; `export const head` for a
// page the server renders), then one line in the right area below, e.g.
//   page('messages', 'messages', { queries: async () => [(await import('@client/features/messaging/api/…')).conversationsQueryOptions()] }),
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
            page('public-job', 'job/:idOrSlug', {
              serverRendered: true,
              cachedUnder: 'jobs',
              queries: async ({ params }) => {
                const jobs = await import('@client/features/jobs/api/jobs-queries');
                return [jobs.publicJobQueryOptions(params.idOrSlug ?? '')];
              },
            }),
            page('public-position', 'position/:jobId', {
              serverRendered: true,
              cachedUnder: 'jobs',
              queries: async ({ params }) => {
                const jobs = await import('@client/features/jobs/api/jobs-queries');
                return [jobs.positionQueryOptions(params.jobId ?? '')];
              },
            }),
            page('public-advisor', 'advisor/:slugOrId', {
              serverRendered: true,
              cachedUnder: 'advisors',
              queries: async ({ params }) => {
                const advisors = await import('@client/features/advisor-profile/api/advisor-profile-queries');
                return [advisors.publicAdvisorQueryOptions(params.slugOrId ?? '')];
              },
            }),
            // Old addresses the spec keeps: each sends the visitor on to its page.
            page('my-account', 'my-account'),
            page('company-profile-setup', 'company-profile-setup'),
            page('join-company', 'join-company'),
            page('legacy-company-dashboard', 'company-dashboard'),
            // Any other path: the 404 page, rendered by the server with status 404.
            page('not-found', '*', { serverRendered: true }),
          ]),
          area('signed-in', [
            page('pricing', 'pricing', {
              serverRendered: true,
              startsAtOnce: true,
              queries: async () => [
                (await import('@client/features/billing/api/billing-queries')).pricingQueryOptions(),
              ],
            }),
            page('settings', 'settings'),
            page('messages', 'messages', {
              queries: async () => [
                (await import('@client/features/messaging/api/messaging-queries')).threadListQueryOptions(1),
              ],
            }),
            page('my-profile', 'my-profile', { queries: myProfileQueries }),
            page('advisor-setup', 'advisor-setup', { queries: myProfileQueries }),
          ]),
          area('advisor', [
            page('advisor-profile-saved', 'advisor-profile-saved'),
            page('advisor-matchmaking', 'advisor-matchmaking', {
              queries: async ({ search }) => {
                const [matching, view] = await Promise.all([
                  import('@client/features/matching/api/matching-queries'),
                  import('@client/features/matching/lib/search-params'),
                ]);
                if (view.readMode(search) === 'ai')
                  return [matching.latestRunQueryOptions(view.readPage(search))];
                return [
                  matching.latestRunQueryOptions(1),
                  matching.jobListQueryOptions(view.readFilters(search)),
                ];
              },
            }),
            page('my-applications', 'my-applications', {
              queries: async () => [
                (await import('@client/features/jobs/api/jobs-queries')).myApplicationsQueryOptions(),
              ],
            }),
          ]),
          area('company', [
            page('company-my-profile', 'company/my-profile', {
              queries: async () => [(await companyQueries()).companyProfileQueryOptions()],
            }),
            withCompletedCompanyProfile([
              page('company-dashboard', 'company/dashboard', {
                queries: async ({ search }) => {
                  const [company, { readPage }] = await Promise.all([
                    companyQueries(),
                    import('@client/features/company/lib/search-filters'),
                  ]);
                  return [
                    company.positionsQueryOptions(readPage(search)),
                    company.companyProfileQueryOptions(),
                  ];
                },
              }),
              page('company-applicants', 'company/applicants', {
                queries: async ({ search }) => {
                  const [company, { readApplicantsQuery }] = await Promise.all([
                    companyQueries(),
                    import('@client/features/company/lib/applicants-query'),
                  ]);
                  return [
                    company.applicantsQueryOptions(readApplicantsQuery(search)),
                    company.applicantPositionsQueryOptions(),
                  ];
                },
              }),
              page('company-advisor', 'company/advisor/:advisorId', {
                queries: async ({ params }) => [
                  (await companyQueries()).advisorQueryOptions(params.advisorId ?? ''),
                ],
              }),
              page('search-advisors', 'search-advisors', {
                queries: async ({ search }) => {
                  const [company, { readSearchFilters }] = await Promise.all([
                    companyQueries(),
                    import('@client/features/company/lib/search-filters'),
                  ]);
                  return [company.advisorSearchQueryOptions(readSearchFilters(search))];
                },
              }),
              page('company-invitations', 'company/invitations', {
                queries: async ({ search }) => {
                  const [messaging, { readSentInvitationsQuery }] = await Promise.all([
                    import('@client/features/messaging/api/messaging-queries'),
                    import('@client/features/messaging/lib/sent-invitations-query'),
                  ]);
                  return [messaging.sentInvitationsQueryOptions(readSentInvitationsQuery(search))];
                },
              }),
              page('post-board-position', 'post-board-position'),
              page('company-board', 'company/board', {
                queries: async () => [(await companyQueries()).boardMatrixQueryOptions()],
              }),
              page('company-team', 'company/team', {
                queries: async () => [
                  (await import('@client/features/company-team/api/team-queries')).teamQueryOptions(),
                ],
              }),
            ]),
          ]),
        ],
      },
    ],
  },
];

async function myProfileQueries() {
  const advisors = await import('@client/features/advisor-profile/api/advisor-profile-queries');
  return [advisors.myProfileQueryOptions()];
}

const companyQueries = () => import('@client/features/company/api/company-queries');

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
