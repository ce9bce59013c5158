// queryOptions and hooks per endpoint of the jobs feature.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onRevealRefused, revealNoticeShown } from '@client/lib/confidentiality-query';
import { jobsApi } from './jobs-api';
import { jobsKeys } from './jobs-keys';
import type { ApplyInput } from '@shared/schemas/screening';

export const publicJobQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: jobsKeys.publicJob(idOrSlug), queryFn: () => jobsApi.getPublicJob(idOrSlug) });

export const positionQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobsKeys.position(jobId), queryFn: () => jobsApi.getPosition(jobId) });

/**
 * Applications are also created from the matchmaking screen (another feature, which cannot reach these keys), so
 * the list is read fresh every time it is shown rather than trusted from the cache.
 */
export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: jobsKeys.myApplications(), queryFn: jobsApi.getMyApplications, staleTime: 0 });

export const usePublicJob = (idOrSlug: string) => useQuery(publicJobQueryOptions(idOrSlug));
export const usePosition = (jobId: string) => useQuery(positionQueryOptions(jobId));
export const useMyApplications = () => useQuery(myApplicationsQueryOptions());

export function useApplyToPublicJob() {
  const queryClient = useQueryClient();
  return useMutation({
    // The reveal notice stood beside the button when the advisor's confidential mode is on (decision 044).
    mutationFn: ({ jobId, input }: { jobId: string; input?: ApplyInput | undefined }) =>
      jobsApi.apply(jobId, { ...input, confirmReveal: revealNoticeShown(queryClient) }),
    onError: (error) => onRevealRefused(queryClient, error),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKeys.publicJobs() }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.positions() }),
        queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications() }),
      ]);
    },
  });
}
