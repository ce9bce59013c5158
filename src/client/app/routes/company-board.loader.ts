import type { PageQueries } from '../page-table';

/** The board's skills matrix. */
export const queries: PageQueries = async () => [
  (await import('@client/features/company/api/company-queries')).boardMatrixQueryOptions(),
];
