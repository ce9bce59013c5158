import type { ReactNode } from 'react';
import { useCompanyProfile } from '../api/company-queries';
import { CompanyPage, CompanyQueryError } from './company-area-state';
import { CompanyProfileForm } from './company-profile/company-profile-form';
import { ProfileFormSkeleton } from './company-profile/profile-form-skeleton';

interface CompanyProfilePageProps {
  returnTo: string;
  /** Called after 'Profile Saved' (the screen refreshes the session's view and opens the dashboard). */
  onSaved: () => void;
  /** Other features' sections for a saved profile (the competitor list, composed in by app/). */
  moreSections?: ReactNode;
}

/** /company/my-profile: the company profile, created or edited with every field and option list of the spec. */
export function CompanyProfilePage({ returnTo, onSaved, moreSections }: CompanyProfilePageProps) {
  const query = useCompanyProfile();
  const profile = query.data?.profile ?? null;
  const isNew = !profile?.profileCompleted;
  return (
    <CompanyPage
      className="max-w-4xl"
      title={query.isError || !isNew ? 'Company profile' : 'Create your company profile'}
      description={
        query.isError
          ? undefined
          : !isNew
            ? 'What advisors see about your company, and what search ranks them against.'
            : 'Tell advisors who you are and what you are looking for. You can post positions once it is saved.'
      }
    >
      {query.isPending ? (
        <ProfileFormSkeleton />
      ) : query.isError ? (
        <CompanyQueryError
          error={query.error}
          returnTo={returnTo}
          message="We couldn’t load your company profile right now. Please try again."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <CompanyProfileForm key={profile?.updatedAt ?? 'new'} profile={profile} onSaved={onSaved} />
          {isNew ? null : <div className="mt-8">{moreSections}</div>}
        </>
      )}
    </CompanyPage>
  );
}
