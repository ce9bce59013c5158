// The one query-key factory of the jobs feature (public job and position pages, the advisor's applications).
export const jobsKeys = {
  all: ['jobs'] as const,
  publicJobs: () => [...jobsKeys.all, 'public'] as const,
  publicJob: (idOrSlug: string) => [...jobsKeys.publicJobs(), idOrSlug] as const,
  positions: () => [...jobsKeys.all, 'position'] as const,
  position: (jobId: string) => [...jobsKeys.positions(), jobId] as const,
  myApplications: () => [...jobsKeys.all, 'my-applications'] as const,
};
