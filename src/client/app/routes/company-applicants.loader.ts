import type { PageQueries } from '../page-table';

/** The applicants the URL asks for (?job_id=&status=&page=, read as the screen reads it), and the positions filter. */
export const queries: PageQueries = async ({ search }) => {
  const [company, { readApplicantsQuery }] = await Promise.all([
    import('@client/features/company/api/company-queries'),
    import('@client/features/company/lib/applicants-query'),
  ]);
  return [
    company.applicantsQueryOptions(readApplicantsQuery(search)),
    company.applicantPositionsQueryOptions(),
  ];
};
