import { useViewerQuery } from '@client/features/auth/api/viewer-query';
import { JoinCompanyPage } from '@client/features/company-team/components/join-company-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /join-company?token=…: a colleague's invitation link (decision 048). */
export default function JoinCompanyScreen() {
  usePageTitle('Join your team');
  const viewer = useViewerQuery();
  return <JoinCompanyPage viewer={viewer.data?.user ?? null} />;
}
