// The matching endpoints over the typed RPC client. Each call resolves with the contract type or throws ApiError.
import type { JobFilters, MatchRun } from '@shared/schemas/jobs';
import { api, ApiError, unwrap } from '@client/lib/api-client';
import type { ApplyInput } from '@shared/schemas/screening';

/** Only the filters that are set travel as query parameters (the server treats a missing one as "any"). */
function filterQuery(filters: JobFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

const getRun = (runId: string, page: number): Promise<MatchRun> =>
  unwrap(api.matches.runs[':runId'].$get({ param: { runId }, query: { page: String(page) } }));

export const matchingApi = {
  getEligibility: () => unwrap(api.profile.eligibility.$get()),
  startRun: () => unwrap(api.matches.runs.$post()),
  getRun,
  /** The advisor's most recent run (any status), or null when they have never run matching. */
  getLatestRun: async (page: number): Promise<MatchRun | null> => {
    try {
      return await getRun('latest', page);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
  findJobs: (filters: JobFilters) => unwrap(api.jobs.$get({ query: filterQuery(filters) })),
  /** The role's compensation in context (decision 051), from its active-role page. */
  getCompensationContext: async (jobId: string) =>
    (await unwrap(api.positions[':jobId'].$get({ param: { jobId } }))).compensationContext,
  apply: (jobId: string, input: ApplyInput = {}) =>
    unwrap(api.jobs[':jobId'].applications.$post({ param: { jobId }, json: input })),
};
