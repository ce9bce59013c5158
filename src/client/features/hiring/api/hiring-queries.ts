// Hooks of the hiring feature. Its mutations change lists owned by other features (the applicants page, My
// Applications), so each takes `onChanged` from the screen that composes it, which knows those lists' keys.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AssessmentInput,
  InterviewBookingInput,
  InterviewMessageInput,
  InterviewOtherTimesInput,
  InterviewProposalInput,
  WithdrawalInput,
} from '@shared/schemas/hiring';
import type { ApplyInput } from '@shared/schemas/screening';
import { hiringApi, interviewApi } from './hiring-api';
import { hiringKeys } from './hiring-keys';

type OnChanged = () => Promise<unknown> | void;

export const responsivenessQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: hiringKeys.responsiveness(jobId),
    queryFn: () => hiringApi.getResponsiveness(jobId),
    staleTime: 5 * 60_000,
  });

export const useResponsiveness = (jobId: string) => useQuery(responsivenessQueryOptions(jobId));

export function useSaveAssessment(applicationId: string, onChanged?: OnChanged) {
  return useMutation({
    mutationFn: (input: AssessmentInput) => hiringApi.saveAssessment(applicationId, input),
    onSuccess: () => onChanged?.(),
  });
}

export function useMarkViewed(applicationId: string) {
  return useMutation({ mutationFn: () => hiringApi.markViewed(applicationId) });
}

export function useWithdraw(applicationId: string, onChanged?: OnChanged) {
  return useMutation({
    mutationFn: (input: WithdrawalInput) => hiringApi.withdraw(applicationId, input),
    onSuccess: () => onChanged?.(),
  });
}

export function useApplyAgain(jobId: string, onChanged?: OnChanged) {
  return useMutation({
    mutationFn: (input?: ApplyInput) => hiringApi.applyAgain(jobId, input),
    onSuccess: () => onChanged?.(),
  });
}

/** Every interview change (propose, reschedule, book, ask for other times, cancel) as one mutation. */
export type InterviewAction =
  | { kind: 'propose'; applicationId: string; input: InterviewProposalInput }
  | { kind: 'repropose'; interviewId: string; input: InterviewProposalInput }
  | { kind: 'book'; interviewId: string; input: InterviewBookingInput }
  | { kind: 'other-times'; interviewId: string; input: InterviewOtherTimesInput }
  | { kind: 'cancel'; interviewId: string; input: InterviewMessageInput };

export function useInterviewAction(onChanged?: OnChanged) {
  return useMutation({
    mutationFn: (action: InterviewAction): Promise<unknown> => {
      switch (action.kind) {
        case 'propose':
          return interviewApi.propose(action.applicationId, action.input);
        case 'repropose':
          return interviewApi.repropose(action.interviewId, action.input);
        case 'book':
          return interviewApi.book(action.interviewId, action.input);
        case 'other-times':
          return interviewApi.askOtherTimes(action.interviewId, action.input);
        case 'cancel':
          return interviewApi.cancel(action.interviewId, action.input);
      }
    },
    onSuccess: () => onChanged?.(),
  });
}
