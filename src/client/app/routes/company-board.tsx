import { useLocation } from 'react-router';
import { BoardMatrixPage } from '@client/features/company/components/board-matrix-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /company/board: the company's board skills matrix (decision 051; the area's loader applied the guard). */
export default function CompanyBoardScreen() {
  usePageTitle('Board skills matrix');
  const location = useLocation();
  return <BoardMatrixPage returnTo={`${location.pathname}${location.search}`} />;
}
