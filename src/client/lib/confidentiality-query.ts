// Confidential mode's one query-key factory and its read (decision 044). In lib/ because two places read it: the
// settings card (features/confidentiality) and the notice before applying or accepting an invitation, which several
// features show through components/advisor/reveal-notice.tsx.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, ApiError, unwrap } from './api-client';

export const confidentialityKeys = {
  all: ['confidentiality'] as const,
  mine: () => [...confidentialityKeys.all, 'mine'] as const,
};

export const confidentialityQueryOptions = () =>
  queryOptions({
    queryKey: confidentialityKeys.mine(),
    queryFn: () => unwrap(api.profile.confidentiality.$get()),
    staleTime: 30_000,
  });

/**
 * Whether the notice before the reveal is showing: the advisor's confidential mode as the screen last read it. Sent
 * as `confirmReveal` with the apply or accept it stands beside; the server refuses the reveal without it.
 */
export const revealNoticeShown = (queryClient: QueryClient) =>
  queryClient.getQueryData(confidentialityQueryOptions().queryKey)?.enabled === true;

/** Refused for want of that confirmation (the mode was turned on elsewhere): read it again, so the notice shows. */
export function onRevealRefused(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.code === 'CONFIRM_REVEAL')
    void queryClient.invalidateQueries({ queryKey: confidentialityKeys.mine() });
}
