import { useLocation } from 'react-router';
import { CompanyApplicantsPage } from '@client/features/company/components/applicants-page';
import { CompanyGuard } from '@client/features/company/components/company-guard';
import { CompanyScreenLoading } from '@client/features/company/components/company-area-state';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /company/applicants?job_id=&status=&page=: guarded (signed in, company profile completed). */
export default function CompanyApplicantsScreen() {
  usePageTitle('Applicants');
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
      fallback={<CompanyScreenLoading title="Applicants" />}
    >
      <CompanyApplicantsPage returnTo={returnTo} />
    </CompanyGuard>
  );
}
