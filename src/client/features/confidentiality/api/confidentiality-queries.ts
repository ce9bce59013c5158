// Confidential mode (decision 044): its query and its mutation. The key factory and the read live in
// lib/confidentiality-query.ts, since the notice before applying (components/advisor) reads the same entry.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfidentialityInput } from '@shared/schemas/confidentiality';
import { api, unwrap } from '@client/lib/api-client';
import { confidentialityKeys, confidentialityQueryOptions } from '@client/lib/confidentiality-query';

export const useConfidentiality = () => useQuery(confidentialityQueryOptions());

export function useSaveConfidentiality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfidentialityInput) => unwrap(api.profile.confidentiality.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(confidentialityKeys.mine(), saved),
  });
}
