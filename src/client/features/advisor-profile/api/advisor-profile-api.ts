// The advisor-profile endpoints over the typed RPC client. Each call resolves with the contract type or throws
// ApiError (code, message, field issues).
import type { AdvisorProfileValues, VisibilityInput } from '@shared/schemas/advisor-profile';
import { api, unwrap } from '@client/lib/api-client';

export type ProfileFileKind = 'photo' | 'resume';

export const advisorProfileApi = {
  getMyProfile: () => unwrap(api.profile.$get()),
  saveProfile: (values: AdvisorProfileValues) => unwrap(api.profile.$put({ json: values })),
  updateVisibility: (input: VisibilityInput) => unwrap(api.profile.visibility.$patch({ json: input })),
  uploadFile: (kind: ProfileFileKind, file: File) => {
    // The upload routes read multipart themselves (size and content checks happen there), so the body is set here.
    const body = new FormData();
    body.append('file', file);
    const endpoint = kind === 'photo' ? api.profile.photo : api.profile.resume;
    return unwrap(endpoint.$post(undefined, { init: { body, credentials: 'same-origin' } }));
  },
  getEligibility: () => unwrap(api.profile.eligibility.$get()),
  generateBadge: () => unwrap(api.profile.badge.$post()),
  getPublicAdvisor: (slugOrId: string) => unwrap(api.advisors[':slugOrId'].$get({ param: { slugOrId } })),
};
