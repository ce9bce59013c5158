// Confidential mode (decision 044): the one query-key factory of this feature, its query and its mutation.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfidentialityInput } from '@shared/schemas/confidentiality';
import { api, unwrap } from '@client/lib/api-client';

export const confidentialityKeys = {
  all: ['confidentiality'] as const,
  mine: () => [...confidentialityKeys.all, 'mine'] as const,
};

export const confidentialityQueryOptions = () =>
  queryOptions({
    queryKey: confidentialityKeys.mine(),
    queryFn: () => unwrap(api.profile.confidentiality.$get()),
  });

export const useConfidentiality = () => useQuery(confidentialityQueryOptions());

export function useSaveConfidentiality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfidentialityInput) => unwrap(api.profile.confidentiality.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(confidentialityKeys.mine(), saved),
  });
}
