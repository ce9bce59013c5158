import type { PageQueries } from '../page-table';

/** The page of positions the URL asks for (?page=), and the company's profile. */
export const queries: PageQueries = async ({ search }) => {
  const [company, { readPage }] = await Promise.all([
    import('@client/features/company/api/company-queries'),
    import('@client/features/company/lib/search-filters'),
  ]);
  return [company.positionsQueryOptions(readPage(search)), company.companyProfileQueryOptions()];
};
