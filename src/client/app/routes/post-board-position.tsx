import { useLocation } from 'react-router';
import { CompanyGuard } from '@client/features/company/components/company-guard';
import {
  CompanyOnlyNotice,
  CompanyPage,
  CompanyScreenLoading,
} from '@client/features/company/components/company-area-state';
import { LegacyPostPage } from '@client/features/company/components/legacy-post-page';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /post-board-position: the older posting form, guarded like the other company pages. */
export default function PostBoardPositionScreen() {
  usePageTitle('Post a Board Position');
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
      fallback={<CompanyScreenLoading title="Post a Board Position" />}
    >
      {viewer.user?.role === 'company' ? (
        <LegacyPostPage />
      ) : (
        // The form loads nothing, so an advisor would only learn at submit that it is not for them.
        <CompanyPage title="Post a Board Position">
          <CompanyOnlyNotice />
        </CompanyPage>
      )}
    </CompanyGuard>
  );
}
