// The one query-key factory of the matching feature; mutations invalidate by these keys.
import type { JobFilters } from '@shared/schemas/jobs';

export const matchingKeys = {
  all: ['matching'] as const,
  eligibility: () => [...matchingKeys.all, 'eligibility'] as const,
  runs: () => [...matchingKeys.all, 'runs'] as const,
  latestRuns: () => [...matchingKeys.runs(), 'latest'] as const,
  latestRun: (page: number) => [...matchingKeys.latestRuns(), page] as const,
  run: (runId: string, page: number) => [...matchingKeys.runs(), runId, page] as const,
  jobs: () => [...matchingKeys.all, 'jobs'] as const,
  jobList: (filters: JobFilters) => [...matchingKeys.jobs(), filters] as const,
  /** A role's compensation context (decision 051), read when its details open. */
  compensation: (jobId: string) => [...matchingKeys.jobs(), 'compensation', jobId] as const,
};
