// The hiring endpoints (/api/hiring/*, and applying again through /api/jobs) over the typed RPC client.
import type {
  AssessmentInput,
  InterviewBookingInput,
  InterviewMessageInput,
  InterviewOtherTimesInput,
  InterviewProposalInput,
  WithdrawalInput,
} from '@shared/schemas/hiring';
import { api, unwrap } from '@client/lib/api-client';
import type { ApplyInput } from '@shared/schemas/screening';

const hiring = api.hiring;

export const hiringApi = {
  saveAssessment: (applicationId: string, input: AssessmentInput) =>
    unwrap(hiring.applications[':id'].assessment.$put({ param: { id: applicationId }, json: input })),
  markViewed: (applicationId: string) =>
    unwrap(hiring.applications[':id'].views.$post({ param: { id: applicationId } })),
  withdraw: (applicationId: string, input: WithdrawalInput) =>
    unwrap(hiring['my-applications'][':id'].withdrawal.$post({ param: { id: applicationId }, json: input })),
  // Applying again after a withdrawal: the first application revealed a confidential advisor already (decision 044).
  applyAgain: (jobId: string, input: ApplyInput = {}) =>
    unwrap(api.jobs[':jobId'].applications.$post({ param: { jobId }, json: input })),
  getResponsiveness: (jobId: string) =>
    unwrap(hiring.positions[':jobId'].responsiveness.$get({ param: { jobId } })),
};

export const interviewApi = {
  propose: (applicationId: string, input: InterviewProposalInput) =>
    unwrap(hiring.applications[':id'].interviews.$post({ param: { id: applicationId }, json: input })),
  repropose: (interviewId: string, input: InterviewProposalInput) =>
    unwrap(hiring.interviews[':id'].slots.$put({ param: { id: interviewId }, json: input })),
  book: (interviewId: string, input: InterviewBookingInput) =>
    unwrap(hiring.interviews[':id'].booking.$post({ param: { id: interviewId }, json: input })),
  askOtherTimes: (interviewId: string, input: InterviewOtherTimesInput) =>
    unwrap(hiring.interviews[':id']['other-times'].$post({ param: { id: interviewId }, json: input })),
  cancel: (interviewId: string, input: InterviewMessageInput) =>
    unwrap(hiring.interviews[':id'].cancellation.$post({ param: { id: interviewId }, json: input })),
};
