import type { PageQueries } from '../page-table';

/** The company's team. */
export const queries: PageQueries = async () => [
  (await import('@client/features/company-team/api/team-queries')).teamQueryOptions(),
];
