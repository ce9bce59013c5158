import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, UserX } from 'lucide-react';
import type { AdvisorForCompany } from '@shared/schemas/company';
import { buttonClasses } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useAdvisorForCompany } from '../api/company-queries';
import { valueLabel } from '../lib/labels';
import {
  AdvisorAbout,
  AdvisorApplications,
  AdvisorExperience,
  AdvisorFacts,
  AdvisorProfileHeader,
  ProfileCard,
} from './advisor-page-sections';
import type { AdvisorLinkState } from './applicant-card';
import { ChipList } from './chip-list';
import { CompanyPage, CompanyQueryError } from './company-area-state';

/** The applicants view the company came from, or the applicants page; never a foreign URL. */
function useBackToApplicants(): string {
  const state = useLocation().state as Partial<AdvisorLinkState> | null;
  const from = state?.from;
  return typeof from === 'string' && from.startsWith('/company/applicants')
    ? from
    : paths.companyApplicants();
}

/**
 * What other features show on an applicant's profile (features never import each other): the route module
 * (app/routes/company-advisor.tsx) composes them and passes them in.
 */
export interface AdvisorPageParts {
  /** In the header, under the contact actions. */
  renderActions?: (advisor: AdvisorForCompany) => ReactNode;
  /** At the end of the profile's main column. */
  renderSections?: (advisor: AdvisorForCompany) => ReactNode;
}

/**
 * /company/advisor/{advisorId}: an applicant's full profile with contact details. The server returns it only to
 * a company the advisor applied to; to anyone else it is 'Advisor Not Found'.
 */
export function CompanyAdvisorPage({
  advisorId,
  returnTo,
  parts,
}: {
  advisorId: string;
  returnTo: string;
  parts?: AdvisorPageParts;
}) {
  const query = useAdvisorForCompany(advisorId);
  const backTo = useBackToApplicants();
  const back = (
    <Link to={backTo} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden />
      Back to applications
    </Link>
  );

  if (query.isPending) {
    return (
      <main id="main" aria-busy className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-8 sm:py-10">
        <span role="status" className="sr-only">
          Loading the advisor’s profile…
        </span>
        <div className="mb-4">{back}</div>
        <div className="flex items-center gap-5">
          <Skeleton className="size-24 rounded-full" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-8 w-64" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-64 rounded-card" />
          <Skeleton className="h-48 rounded-card" />
        </div>
      </main>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
    return (
      <CompanyPage title={notFound ? 'Advisor Not Found' : 'Advisor'} back={back}>
        {notFound ? (
          <EmptyState
            icon={UserX}
            title="This advisor’s profile is not available"
            description="Advisors’ details are shown only to companies they applied to. The profile may also have been removed."
            action={
              <Link to={backTo} className={buttonClasses({ variant: 'primary' })}>
                Back to applications
              </Link>
            }
          />
        ) : (
          <CompanyQueryError
            error={query.error}
            returnTo={returnTo}
            message="We couldn’t load this advisor’s profile right now. Please try again."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </CompanyPage>
    );
  }
  return <AdvisorProfile advisor={query.data} back={back} parts={parts} />;
}

function AdvisorProfile({
  advisor,
  back,
  parts,
}: {
  advisor: AdvisorForCompany;
  back: ReactNode;
  parts: AdvisorPageParts | undefined;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-8 sm:py-10">
      <div className="mb-4">{back}</div>
      <AdvisorProfileHeader advisor={advisor} actions={parts?.renderActions?.(advisor)} />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <AdvisorApplications advisor={advisor} />
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <AdvisorFacts advisor={advisor} />
          <AdvisorAbout biography={advisor.biography} />
          <div className="grid gap-6 md:grid-cols-2">
            <ProfileCard title="Industries">
              <ChipList label="Industries" items={advisor.industries} />
            </ProfileCard>
            <ProfileCard title="Skills">
              <ChipList label="Skills" items={advisor.skills} />
            </ProfileCard>
          </div>
          <ProfileCard title="Compensation preferences">
            <ChipList
              label="Compensation preferences"
              items={advisor.compensationPreference.map((value) => valueLabel(value) ?? value)}
            />
          </ProfileCard>
          <AdvisorExperience experience={advisor.advisorExperience} />
          {parts?.renderSections?.(advisor)}
        </div>
      </div>
    </main>
  );
}
