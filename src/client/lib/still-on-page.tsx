import { createContext, use, useCallback } from 'react';
import { useLocation, type DataRouter } from 'react-router';

/**
 * The application's router, for asking about its state as it is now. React Router's hooks show a navigation one
 * render later (it updates React in a transition), and it changes the address only once the next screen is ready.
 */
export const CurrentRouter = createContext<DataRouter | null>(null);

/**
 * For code that acts on an answer arriving later (a redirect once the session is read): whether the visitor is still
 * on this page, and not already on their way elsewhere. A visitor who followed a link meanwhile must not be pulled
 * back, even while the address still reads this page.
 */
export function useStillOnPage(): () => boolean {
  const router = use(CurrentRouter);
  const { pathname } = useLocation();
  return useCallback(() => {
    if (!router) return window.location.pathname === pathname;
    const { location, navigation } = router.state;
    if (location.pathname !== pathname) return false;
    return navigation.state === 'idle' || navigation.location.pathname === pathname;
  }, [router, pathname]);
}
