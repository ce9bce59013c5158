import type { PageQueries } from '../page-table';

/** The advisor's public profile the screen and its head tags read. */
export const queries: PageQueries = async ({ params }) => {
  const advisors = await import('@client/features/advisor-profile/api/advisor-profile-queries');
  return [advisors.publicAdvisorQueryOptions(params.slugOrId ?? '')];
};
