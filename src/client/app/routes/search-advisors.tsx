import { useLocation } from 'react-router';
import { SearchAdvisorsPage } from '@client/features/company/components/search-advisors-page';
import { usePageTitle } from '@client/lib/use-page-title';

/** /search-advisors: company search of completed advisor profiles (the company area's loader applied the guard). */
export default function SearchAdvisorsScreen() {
  usePageTitle('Search for Board of Advisors');
  const location = useLocation();
  return <SearchAdvisorsPage returnTo={`${location.pathname}${location.search}`} />;
}
