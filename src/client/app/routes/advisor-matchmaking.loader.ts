import type { PageQueries } from '../page-table';

/** ?mode=ai: the page of the latest match run the URL asks for; otherwise its first page and the roles the filters find. */
export const queries: PageQueries = async ({ search }) => {
  const [matching, view] = await Promise.all([
    import('@client/features/matching/api/matching-queries'),
    import('@client/features/matching/lib/search-params'),
  ]);
  if (view.readMode(search) === 'ai') return [matching.latestRunQueryOptions(view.readPage(search))];
  return [matching.latestRunQueryOptions(1), matching.jobListQueryOptions(view.readFilters(search))];
};
