import type { PageQueries } from '../page-table';

/** The advisor's applications. */
export const queries: PageQueries = async () => [
  (await import('@client/features/jobs/api/jobs-queries')).myApplicationsQueryOptions(),
];
