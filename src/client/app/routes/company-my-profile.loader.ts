import type { PageQueries } from '../page-table';

/** The company's profile. */
export const queries: PageQueries = async () => [
  (await import('@client/features/company/api/company-queries')).companyProfileQueryOptions(),
];
