import { CompanyOnlyNotice, CompanyPage } from '@client/features/company/components/company-area-state';
import { LegacyPostPage } from '@client/features/company/components/legacy-post-page';
import { usePageTitle } from '@client/lib/use-page-title';
import { useViewer } from '../use-viewer';

/** /post-board-position: the older posting form (the company area's loader applied the guard). */
export default function PostBoardPositionScreen() {
  usePageTitle('Post a Board Position');
  const viewer = useViewer();
  if (viewer.user?.role === 'company') return <LegacyPostPage />;
  // The form loads nothing, so an advisor would only learn at submit that it is not for them.
  return (
    <CompanyPage title="Post a Board Position">
      <CompanyOnlyNotice />
    </CompanyPage>
  );
}
