import type { PageQueries } from '../page-table';

/** The search results for the URL's filters. */
export const queries: PageQueries = async ({ search }) => {
  const [company, { readSearchFilters }] = await Promise.all([
    import('@client/features/company/api/company-queries'),
    import('@client/features/company/lib/search-filters'),
  ]);
  return [company.advisorSearchQueryOptions(readSearchFilters(search))];
};
