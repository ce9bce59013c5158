// The company area: the company profile, the dashboard with positions, applicants and their statuses,
// the company's view of an applicant, and advisor search.
export { companyKeys } from './api/company-keys';
export {
  advisorQueryOptions,
  advisorSearchQueryOptions,
  applicantsQueryOptions,
  companyProfileQueryOptions,
  positionQueryOptions,
  positionsQueryOptions,
  useCompanyProfile,
} from './api/company-queries';
export { CompanyAdvisorPage } from './components/advisor-page';
export { CompanyApplicantsPage } from './components/applicants-page';
export {
  CompanyOnlyNotice,
  CompanyPage,
  CompanyScreenLoading,
  ListSkeleton,
} from './components/company-area-state';
export { CompanyProfilePage } from './components/company-profile-page';
export { CompanyDashboardPage } from './components/dashboard-page';
export { LegacyPostPage } from './components/legacy-post-page';
export { SearchAdvisorsPage } from './components/search-advisors-page';
