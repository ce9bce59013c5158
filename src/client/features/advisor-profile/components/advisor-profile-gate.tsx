import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { MyProfile } from '@shared/schemas/advisor-profile';
import { ErrorState } from '@client/components/ui/error-state';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useMyProfile } from '../api/advisor-profile-queries';

export const PROFILE_LOAD_ERROR = 'We couldn’t load your profile right now. Please try again.';

interface AdvisorProfileGateProps {
  /** Where to come back to after signing in. */
  returnTo: string;
  children: (profile: MyProfile) => ReactNode;
}

/**
 * Loads the signed-in advisor's profile. Signed-out visitors go to /auth, company accounts to their own profile;
 * a spinner shows while loading and a retry on failure.
 */
export function AdvisorProfileGate({ returnTo, children }: AdvisorProfileGateProps) {
  const query = useMyProfile();
  if (query.isPending) {
    return (
      <main id="main" aria-busy className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6">
        <Spinner size="lg" label="Loading your profile…" />
        <p aria-hidden className="text-sm text-muted">
          Loading your profile…
        </p>
      </main>
    );
  }
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
      return <Navigate to={paths.auth({ next: returnTo })} replace />;
    }
    if (error instanceof ApiError && error.code === 'FORBIDDEN') {
      return <Navigate to={paths.companyMyProfile()} replace />;
    }
    return (
      <main id="main" className="mx-auto w-full max-w-xl px-5 py-16 sm:px-8">
        <h1 className="sr-only">My Profile</h1>
        <ErrorState
          message={PROFILE_LOAD_ERROR}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </main>
    );
  }
  return <>{children(query.data)}</>;
}
