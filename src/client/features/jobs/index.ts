// Public roles and applications: the public job and position pages, the share dialog, the advisor's applications.
export { jobsKeys } from './api/jobs-keys';
export {
  myApplicationsQueryOptions,
  positionQueryOptions,
  publicJobQueryOptions,
  useApplyToPublicJob,
  useMyApplications,
  usePosition,
  usePublicJob,
} from './api/jobs-queries';
export type { JobViewer } from './components/job-apply-button';
export { MyApplicationsPage } from './components/my-applications-page';
export { PublicJobPage } from './components/public-job-page';
export { PublicPositionPage } from './components/public-position-page';
export { ShareJobButton, type ShareJobTarget } from './components/share-job-dialog';
