import type { PageQueries } from '../page-table';

/** The role the screen and its head tags read. */
export const queries: PageQueries = async ({ params }) => {
  const jobs = await import('@client/features/jobs/api/jobs-queries');
  return [jobs.publicJobQueryOptions(params.idOrSlug ?? '')];
};
