import type { PageQueries } from '../page-table';

/** The advisor as the company sees them. */
export const queries: PageQueries = async ({ params }) => [
  (await import('@client/features/company/api/company-queries')).advisorQueryOptions(params.advisorId ?? ''),
];
