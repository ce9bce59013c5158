// Matching for advisors: AI match runs, manual search of open roles, the job detail dialog and applying.
export { matchingKeys } from './api/matching-keys';
export {
  eligibilityQueryOptions,
  jobListQueryOptions,
  latestRunQueryOptions,
  matchRunQueryOptions,
  useApplyToJob,
  useJobList,
  useLatestRun,
  useStartMatchRun,
} from './api/matching-queries';
export { MatchmakingPage } from './components/matchmaking-page';
export { RoleListSkeleton } from './components/role-list';
export type { RenderShare, ShareableJob } from './components/job-detail-dialog';
