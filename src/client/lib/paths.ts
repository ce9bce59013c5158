// Every URL the client links to, in one typed table: components never hand-write route strings.

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: () => '/',
  auth: (query: { role?: 'advisor' | 'company'; next?: string; tab?: 'signin' | 'signup' } = {}) =>
    withQuery('/auth', query),
  authCallback: (next?: string) => withQuery('/auth/callback', { next }),
  authReset: () => '/auth/reset',
  myProfile: () => '/my-profile',
  myAccount: () => '/my-account',
  settings: () => '/settings',
  advisorSetup: () => '/advisor-setup',
  advisorProfileSaved: () => '/advisor-profile-saved',
  advisorMatchmaking: () => '/advisor-matchmaking',
  myApplications: () => '/my-applications',
  messages: (query: { thread?: string } = {}) => withQuery('/messages', query),
  publicAdvisor: (slugOrId: string) => `/advisor/${encodeURIComponent(slugOrId)}`,
  job: (idOrSlug: string) => `/job/${encodeURIComponent(idOrSlug)}`,
  position: (jobId: string) => `/position/${encodeURIComponent(jobId)}`,
  pricing: () => '/pricing',
  companyMyProfile: () => '/company/my-profile',
  companyBoard: () => '/company/board',
  companyTeam: () => '/company/team',
  companyProfileSetup: () => '/company-profile-setup',
  companyDashboard: (query: { page?: number } = {}) => withQuery('/company/dashboard', query),
  legacyCompanyDashboard: () => '/company-dashboard',
  companyApplicants: (
    query: {
      job_id?: string;
      status?: string;
      sort?: string;
      min_rating?: number;
      knockout?: string;
      page?: number;
    } = {},
  ) => withQuery('/company/applicants', query),
  companyAdvisor: (advisorId: string) => `/company/advisor/${encodeURIComponent(advisorId)}`,
  searchAdvisors: () => '/search-advisors',
  companyInvitations: (query: { job_id?: string; status?: string; page?: number } = {}) =>
    withQuery('/company/invitations', query),
  postBoardPosition: () => '/post-board-position',
  notFound: () => '/404',
} as const;
