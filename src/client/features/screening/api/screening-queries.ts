// The screening feature's API calls, query keys and hooks (decision 049): a position's questions and criteria, and
// an applicant's scorecards.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CriteriaInput, QuestionsInput, ScorecardInput } from '@shared/schemas/screening';
import { api, unwrap } from '@client/lib/api-client';

const screening = api.screening;

export const screeningKeys = {
  all: ['screening'] as const,
  position: (positionId: string) => ['screening', 'position', positionId] as const,
  scorecards: (applicationId: string) => ['screening', 'scorecards', applicationId] as const,
};

export const screeningApi = {
  getPosition: (id: string) => unwrap(screening.positions[':id'].$get({ param: { id } })),
  saveQuestions: (id: string, input: QuestionsInput) =>
    unwrap(screening.positions[':id'].questions.$put({ param: { id }, json: input })),
  saveCriteria: (id: string, input: CriteriaInput) =>
    unwrap(screening.positions[':id'].criteria.$put({ param: { id }, json: input })),
  getScorecards: (id: string) => unwrap(screening.applications[':id'].scorecards.$get({ param: { id } })),
  saveScorecard: (id: string, input: ScorecardInput) =>
    unwrap(screening.applications[':id'].scorecard.$put({ param: { id }, json: input })),
};

export const positionScreeningQueryOptions = (positionId: string) =>
  queryOptions({
    queryKey: screeningKeys.position(positionId),
    queryFn: () => screeningApi.getPosition(positionId),
  });

export const usePositionScreening = (positionId: string) =>
  useQuery(positionScreeningQueryOptions(positionId));

export function useSaveQuestions(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionsInput) => screeningApi.saveQuestions(positionId, input),
    onSuccess: (data) => queryClient.setQueryData(screeningKeys.position(positionId), data),
  });
}

export function useSaveCriteria(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CriteriaInput) => screeningApi.saveCriteria(positionId, input),
    onSuccess: (data) => queryClient.setQueryData(screeningKeys.position(positionId), data),
  });
}

export const useScorecards = (applicationId: string) =>
  useQuery({
    queryKey: screeningKeys.scorecards(applicationId),
    queryFn: () => screeningApi.getScorecards(applicationId),
  });

export function useSaveScorecard(applicationId: string, onSaved?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScorecardInput) => screeningApi.saveScorecard(applicationId, input),
    onSuccess: async (data) => {
      queryClient.setQueryData(screeningKeys.scorecards(applicationId), data);
      await onSaved?.();
    },
  });
}
