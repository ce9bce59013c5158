import type { PublicAdvisorProfile } from '@shared/schemas/advisor-profile';
import { ErrorState } from '@client/components/ui/error-state';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { usePageTitle } from '@client/lib/use-page-title';
import { usePublicAdvisor } from '../api/advisor-profile-queries';
import { ProfileNotFound } from './public-advisor/profile-not-found';
import { PublicAdvisorDetails } from './public-advisor/public-advisor-details';
import { PublicAdvisorHero } from './public-advisor/public-advisor-hero';
import { publicPageContainer as container } from '@client/components/public-page/public-page-layout';
import { PublicAdvisorSkeleton } from './public-advisor/public-advisor-skeleton';

export const advisorDisplayName = (profile: Pick<PublicAdvisorProfile, 'name' | 'firstName' | 'lastName'>) =>
  profile.name.trim() || [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Board Advisor';

/** The public page of one advisor (by slug or id); works signed out. */
export function PublicAdvisorPage({ slugOrId }: { slugOrId: string }) {
  const query = usePublicAdvisor(slugOrId);
  const notFound = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
  usePageTitle(
    query.data
      ? `${advisorDisplayName(query.data)}, Board Advisor`
      : notFound
        ? 'Profile Not Found'
        : undefined,
  );

  if (query.isPending) return <PublicAdvisorSkeleton />;
  if (notFound) return <ProfileNotFound />;
  if (query.isError) {
    return (
      <main id="main" className={cn(container, 'max-w-xl py-16')}>
        <h1 className="sr-only">Advisor profile</h1>
        <ErrorState
          message="We couldn’t load this advisor profile right now. Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </main>
    );
  }
  return <PublicAdvisorProfileView profile={query.data} />;
}

function PublicAdvisorProfileView({ profile }: { profile: PublicAdvisorProfile }) {
  const name = advisorDisplayName(profile);
  return (
    <main id="main">
      <PublicAdvisorHero profile={profile} name={name} />
      <PublicAdvisorDetails profile={profile} name={name} />
    </main>
  );
}
