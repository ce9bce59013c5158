import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Viewer } from '@shared/schemas/auth';
import { authKeys } from './auth-keys';
import { fetchViewer } from './auth-requests';

/** What `GET /api/me` answers for a visitor without a session. */
export const SIGNED_OUT_VIEWER: Viewer = {
  user: null,
  access: {
    hasActiveSubscription: false,
    plan: null,
    status: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
  },
  advisorProfileCompleted: false,
  companyProfileCompleted: false,
};

export const viewerQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.viewer(),
    queryFn: fetchViewer,
    staleTime: 60_000,
    // A session can end elsewhere (sign-out on another device, a password reset); coming back to the tab checks.
    refetchOnWindowFocus: true,
  });

export function useViewerQuery() {
  return useQuery(viewerQueryOptions());
}

/** Reads the viewer from the server, ignoring the cache (after sign-in, or on the confirmation link). */
export function fetchFreshViewer(queryClient: QueryClient): Promise<Viewer> {
  return queryClient.fetchQuery({ ...viewerQueryOptions(), staleTime: 0 });
}

/**
 * Whenever the session changes, every cached answer may belong to the previous visitor (their profile, their
 * matches, or the locked signed-out view of a role). Other features' queries are dropped instead of refetched:
 * the screen that needs one again fetches it with the new session, and nothing private outlives a sign-out.
 */
export function replaceSession(queryClient: QueryClient, viewer: Viewer) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData(authKeys.viewer(), viewer);
}
