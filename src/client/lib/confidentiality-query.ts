// Confidential mode's one query-key factory and its read (decision 044). In lib/ because two places read it: the
// settings card (features/confidentiality) and the notice before applying or accepting an invitation, which several
// features show through components/advisor/reveal-notice.tsx.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';

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
