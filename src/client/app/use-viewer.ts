// Who is looking at the page: the session's user, their plan and access, from `GET /api/me` (one cached query).
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignOut } from '@client/features/auth/api/auth-mutations';
import { useViewerQuery } from '@client/features/auth/api/viewer-query';
import { paths } from '@client/lib/paths';
import type { Plan, Role } from '@shared/constants';
import type { CompanyRole } from '@shared/company-roles';

export interface ViewerUser {
  id: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  /** A company user's role on their team (decision 048). */
  companyRole?: CompanyRole;
}

export interface Viewer {
  user: ViewerUser | null;
  plan: Plan | undefined;
  hasActiveSubscription: boolean;
  /** True until the first answer about the session has arrived; `user` is null meanwhile. */
  isLoading: boolean;
  /**
   * Ends the session, goes to the home page (spec: Sign Out goes to /), then clears every session-dependent
   * query. Never throws.
   */
  signOut: () => Promise<void>;
}

// If the way home is blocked or superseded, the local session is cleared anyway after this long.
const LEAVE_TIMEOUT_MS = 3000;

export function useViewer(): Viewer {
  const query = useViewerQuery();
  const leaveHome = useLeaveHome();
  const { mutateAsync } = useSignOut({ leave: leaveHome });
  const signOut = useCallback(async () => {
    try {
      await mutateAsync();
    } catch (error) {
      // The local session is cleared either way (useSignOut's onSettled); a failed server call only gets a log.
      console.warn('Sign-out request failed; the local session was cleared anyway', error);
    }
  }, [mutateAsync]);

  const data = query.data;
  return {
    user: data?.user
      ? { ...data.user, ...(data.companyRole ? { companyRole: data.companyRole } : {}) }
      : null,
    plan: data?.access.plan ?? undefined,
    hasActiveSubscription: data?.access.hasActiveSubscription ?? false,
    isLoading: query.isPending,
    signOut,
  };
}

/**
 * Navigates home and resolves once the home page is on screen. The session may only be cleared after that: a
 * guarded screen that is still rendered when the viewer turns signed-out would send the visitor to sign in
 * instead. The router's own promise is not enough — the new route may be committed later (in a transition) than the
 * query cache can re-render the old one.
 */
function useLeaveHome(): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = useRef<(() => void) | null>(null);
  const atHome = useRef(location.pathname === paths.home());

  useEffect(() => {
    atHome.current = location.pathname === paths.home();
    if (atHome.current) arrived.current?.();
  }, [location.key, location.pathname]);

  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(done, LEAVE_TIMEOUT_MS);
        function done() {
          window.clearTimeout(timer);
          arrived.current = null;
          resolve();
        }
        arrived.current = done;
        void navigate(paths.home());
        // Already on the home page: nothing guarded is on screen.
        if (atHome.current) done();
      }),
    [navigate],
  );
}
