import type { PageQueries } from '../page-table';

/** The position the screen and its head tags read. */
export const queries: PageQueries = async ({ params }) => {
  const jobs = await import('@client/features/jobs/api/jobs-queries');
  return [jobs.positionQueryOptions(params.jobId ?? '')];
};
