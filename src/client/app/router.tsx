// The complete routing table of the spec. Every screen is a lazy module so each route loads only its own code.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

type RouteModule = { default: React.ComponentType };
const screen = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, ...screen(() => import('./routes/landing')) },
          { path: 'auth', ...screen(() => import('./routes/auth')) },
          { path: 'auth/callback', ...screen(() => import('./routes/auth-callback')) },
          { path: 'auth/reset', ...screen(() => import('./routes/auth-reset')) },
          { path: 'my-profile', ...screen(() => import('./routes/my-profile')) },
          { path: 'my-account', ...screen(() => import('./routes/my-account')) },
          { path: 'settings', ...screen(() => import('./routes/settings')) },
          { path: 'advisor-setup', ...screen(() => import('./routes/advisor-setup')) },
          { path: 'advisor-profile-saved', ...screen(() => import('./routes/advisor-profile-saved')) },
          { path: 'advisor-matchmaking', ...screen(() => import('./routes/advisor-matchmaking')) },
          { path: 'my-applications', ...screen(() => import('./routes/my-applications')) },
          { path: 'advisor/:slugOrId', ...screen(() => import('./routes/public-advisor')) },
          { path: 'job/:idOrSlug', ...screen(() => import('./routes/public-job')) },
          { path: 'position/:jobId', ...screen(() => import('./routes/public-position')) },
          { path: 'pricing', ...screen(() => import('./routes/pricing')) },
          { path: 'company/my-profile', ...screen(() => import('./routes/company-my-profile')) },
          { path: 'company-profile-setup', ...screen(() => import('./routes/company-profile-setup')) },
          { path: 'company/dashboard', ...screen(() => import('./routes/company-dashboard')) },
          { path: 'company-dashboard', ...screen(() => import('./routes/legacy-company-dashboard')) },
          { path: 'company/applicants', ...screen(() => import('./routes/company-applicants')) },
          { path: 'company/advisor/:advisorId', ...screen(() => import('./routes/company-advisor')) },
          { path: 'search-advisors', ...screen(() => import('./routes/search-advisors')) },
          { path: 'post-board-position', ...screen(() => import('./routes/post-board-position')) },
          { path: '*', ...screen(() => import('./routes/not-found')) },
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
