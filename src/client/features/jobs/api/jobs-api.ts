// The public job, position and application endpoints over the typed RPC client.
import { api, unwrap } from '@client/lib/api-client';
import type { ApplyInput } from '@shared/schemas/screening';

export const jobsApi = {
  getPublicJob: (idOrSlug: string) => unwrap(api.jobs.public[':idOrSlug'].$get({ param: { idOrSlug } })),
  getPosition: (jobId: string) => unwrap(api.positions[':jobId'].$get({ param: { jobId } })),
  apply: (jobId: string, input: ApplyInput = {}) =>
    unwrap(api.jobs[':jobId'].applications.$post({ param: { jobId }, json: input })),
  getMyApplications: () => unwrap(api['my-applications'].$get()),
};
