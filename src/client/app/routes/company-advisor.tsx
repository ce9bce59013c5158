import { useLocation, useParams } from 'react-router';
import { CompanyAdvisorPage } from '@client/features/company/components/advisor-page';
import { CompanyGuard } from '@client/features/company/components/company-guard';
import { CompanyScreenLoading } from '@client/features/company/components/company-area-state';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /company/advisor/{advisorId}: an applicant's profile, guarded (signed in, company profile completed). */
export default function CompanyAdvisorScreen() {
  usePageTitle('Advisor profile');
  const { advisorId = '' } = useParams();
  const viewer = useViewer();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <CompanyGuard
      viewer={{
        isLoading: viewer.isLoading,
        signedIn: viewer.user !== null,
        role: viewer.user?.role ?? null,
      }}
      returnTo={returnTo}
      fallback={<CompanyScreenLoading title="Advisor profile" />}
    >
      {/* Keyed by the parameter so moving between two advisors starts from a clean page. */}
      <CompanyAdvisorPage key={advisorId} advisorId={advisorId} returnTo={returnTo} />
    </CompanyGuard>
  );
}
