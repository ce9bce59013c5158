import type { PageQueries } from '../page-table';

/** The advisor's own profile. */
export const queries: PageQueries = async () => {
  const advisors = await import('@client/features/advisor-profile/api/advisor-profile-queries');
  return [advisors.myProfileQueryOptions()];
};
