// The one query-key factory of the hiring feature.
export const hiringKeys = {
  all: ['hiring'] as const,
  responsiveness: (jobId: string) => [...hiringKeys.all, 'responsiveness', jobId] as const,
};
