// queryOptions and hooks per matching endpoint. Applying invalidates every list that shows an "Applied" state.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobFilters } from '@shared/schemas/jobs';
import { onRevealRefused, revealNoticeShown } from '@client/lib/confidentiality-query';
import { matchingApi } from './matching-api';
import { matchingKeys } from './matching-keys';
import type { ApplyInput } from '@shared/schemas/screening';

export const eligibilityQueryOptions = () =>
  queryOptions({ queryKey: matchingKeys.eligibility(), queryFn: matchingApi.getEligibility });

export const latestRunQueryOptions = (page: number) =>
  queryOptions({ queryKey: matchingKeys.latestRun(page), queryFn: () => matchingApi.getLatestRun(page) });

/** One status poll: never retried, so a failing poll stops the run's progress instead of hiding the failure. */
export const matchRunQueryOptions = (runId: string, page: number) =>
  queryOptions({
    queryKey: matchingKeys.run(runId, page),
    queryFn: () => matchingApi.getRun(runId, page),
    staleTime: 0,
    retry: false,
  });

export const jobListQueryOptions = (filters: JobFilters) =>
  queryOptions({ queryKey: matchingKeys.jobList(filters), queryFn: () => matchingApi.findJobs(filters) });

export const useLatestRun = (page: number) =>
  useQuery({ ...latestRunQueryOptions(page), placeholderData: keepPreviousData });

export const useJobList = (filters: JobFilters) =>
  useQuery({ ...jobListQueryOptions(filters), placeholderData: keepPreviousData });

export function useStartMatchRun() {
  return useMutation({ mutationFn: matchingApi.startRun });
}

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    // The reveal notice stood beside the button when the advisor's confidential mode is on (decision 044).
    mutationFn: ({ jobId, input }: { jobId: string; input?: ApplyInput | undefined }) =>
      matchingApi.apply(jobId, { ...input, confirmReveal: revealNoticeShown(queryClient) }),
    onError: (error) => onRevealRefused(queryClient, error),
    // Also after "already applied": the lists then learn the Applied state they were missing.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matchingKeys.runs() }),
        queryClient.invalidateQueries({ queryKey: matchingKeys.jobs() }),
      ]);
    },
  });
}
