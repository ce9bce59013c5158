import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@client/lib/paths';
import { useCompanyProfile } from '../api/company-queries';
import { CompanyQueryError } from './company-area-state';

export interface CompanyViewer {
  isLoading: boolean;
  signedIn: boolean;
  role: string | null;
}

interface CompanyGuardProps {
  viewer: CompanyViewer;
  /** Where to come back to after signing in (the current path and query). */
  returnTo: string;
  /** Shown while the session and the company profile load (a skeleton in the page's shape). */
  fallback: ReactNode;
  /** False on /company/my-profile itself, which is where an incomplete profile is completed. */
  requireCompletedProfile?: boolean;
  children: ReactNode;
}

/**
 * The spec's guard for company pages: signed-out visitors go to /auth; a company account without a completed
 * company profile goes to /company/my-profile; other roles pass through (the API answers them 403 and the page
 * says the area is for companies).
 */
export function CompanyGuard({
  viewer,
  returnTo,
  fallback,
  requireCompletedProfile = true,
  children,
}: CompanyGuardProps) {
  const isCompany = viewer.role === 'company';
  const profile = useCompanyProfile({ enabled: viewer.signedIn && isCompany && requireCompletedProfile });
  if (viewer.isLoading) return <>{fallback}</>;
  if (!viewer.signedIn) return <Navigate to={paths.auth({ next: returnTo })} replace />;
  if (!isCompany || !requireCompletedProfile) return <>{children}</>;
  if (profile.isPending) return <>{fallback}</>;
  if (profile.isError) {
    return (
      <main id="main" className="mx-auto w-full max-w-xl px-5 py-16 sm:px-8">
        <h1 className="sr-only">Company area</h1>
        <CompanyQueryError
          error={profile.error}
          returnTo={returnTo}
          message="We couldn’t load your company profile right now. Please try again."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </main>
    );
  }
  if (!profile.data.profile?.profileCompleted) return <Navigate to={paths.companyMyProfile()} replace />;
  return <>{children}</>;
}
