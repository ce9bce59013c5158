// The reference endpoints over the typed RPC client, their one query-key factory, queryOptions and hooks
// (decision 046). Each call resolves with the contract type or throws ApiError (code, message, field issues).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReferenceList, ReferenceRequestCreate } from '@shared/schemas/references';
import { api, unwrap } from '@client/lib/api-client';

export const referenceKeys = {
  all: ['references'] as const,
  mine: () => [...referenceKeys.all, 'mine'] as const,
  ofAdvisor: (advisorId: string) => [...referenceKeys.all, 'advisor', advisorId] as const,
};

export const referencesApi = {
  mine: () => unwrap(api.references.$get()),
  request: (input: ReferenceRequestCreate) => unwrap(api.references.$post({ json: input })),
  resend: (id: string) => unwrap(api.references[':id'].resend.$post({ param: { id } })),
  withdraw: (id: string) => unwrap(api.references[':id'].withdraw.$post({ param: { id } })),
  approve: (id: string) => unwrap(api.references[':id'].approve.$post({ param: { id } })),
  decline: (id: string) => unwrap(api.references[':id'].decline.$post({ param: { id } })),
  ofAdvisor: (advisorId: string) =>
    unwrap(api.references.advisors[':advisorId'].$get({ param: { advisorId } })),
};

export const myReferencesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.mine(), queryFn: referencesApi.mine });
export const advisorReferencesQueryOptions = (advisorId: string) =>
  queryOptions({
    queryKey: referenceKeys.ofAdvisor(advisorId),
    queryFn: () => referencesApi.ofAdvisor(advisorId),
  });

export const useMyReferences = () => useQuery(myReferencesQueryOptions());
export const useAdvisorReferences = (advisorId: string) => useQuery(advisorReferencesQueryOptions(advisorId));

export type ReferenceAction = 'resend' | 'withdraw' | 'approve' | 'decline';

/** One request changed: the list is updated in place from the answer, then refetched (the count of places). */
export function useReferenceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReferenceAction }) => referencesApi[action](id),
    onSuccess: (updated) => {
      queryClient.setQueryData<MyReferenceList>(referenceKeys.mine(), (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === updated.id ? updated : item)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: referenceKeys.mine() });
    },
  });
}

export function useRequestReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: referencesApi.request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.mine() }),
  });
}
