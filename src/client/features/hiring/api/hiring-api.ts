// The hiring endpoints (/api/hiring/*, and applying again through /api/jobs) over the typed RPC client.
import type { AssessmentInput, WithdrawalInput } from '@shared/schemas/hiring';
import { api, unwrap } from '@client/lib/api-client';

const hiring = api.hiring;

export const hiringApi = {
  saveAssessment: (applicationId: string, input: AssessmentInput) =>
    unwrap(hiring.applications[':id'].assessment.$put({ param: { id: applicationId }, json: input })),
  markViewed: (applicationId: string) =>
    unwrap(hiring.applications[':id'].views.$post({ param: { id: applicationId } })),
  withdraw: (applicationId: string, input: WithdrawalInput) =>
    unwrap(hiring['my-applications'][':id'].withdrawal.$post({ param: { id: applicationId }, json: input })),
  applyAgain: (jobId: string) => unwrap(api.jobs[':jobId'].applications.$post({ param: { jobId } })),
  getResponsiveness: (jobId: string) =>
    unwrap(hiring.positions[':jobId'].responsiveness.$get({ param: { jobId } })),
};
