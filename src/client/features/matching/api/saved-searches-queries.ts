// Saved searches with alerts (decision 045): the calls and their queries in one file, loaded only with the saved
// searches section (a lazy chunk of the manual search).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchInput, SavedSearchUpdate } from '@shared/schemas/saved-searches';
import { api, unwrap } from '@client/lib/api-client';

/** A 204 answer has no body to read: resolve once the status is a success (errors still throw ApiError). */
const unwrapEmpty = (call: Promise<Response>) =>
  unwrap(
    call.then((res) =>
      res.ok ? Object.assign(res.clone(), { json: () => Promise.resolve(undefined) }) : res,
    ) as Promise<{ ok: boolean; status: number; headers: Headers; json: () => Promise<undefined> }>,
  );

/**
 * The saved searches' key, under the matching feature's root key (matching-keys.ts). Written here rather than in that
 * factory: importing it from this lazy chunk split the factory into a chunk of its own, which the search page's
 * initial JavaScript then paid for (npm run size).
 */
const savedSearchesKey = ['matching', 'saved-searches'] as const;

const savedSearchesApi = {
  list: () => unwrap(api['saved-searches'].$get()),
  create: (input: SavedSearchInput) => unwrap(api['saved-searches'].$post({ json: input })),
  update: (id: string, input: SavedSearchUpdate) =>
    unwrap(api['saved-searches'][':id'].$patch({ param: { id }, json: input })),
  remove: (id: string) => unwrapEmpty(api['saved-searches'][':id'].$delete({ param: { id } })),
};

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchesKey, queryFn: savedSearchesApi.list });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

function useInvalidatingMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export const useCreateSavedSearch = () => useInvalidatingMutation(savedSearchesApi.create);
export const useUpdateSavedSearch = () =>
  useInvalidatingMutation(({ id, input }: { id: string; input: SavedSearchUpdate }) =>
    savedSearchesApi.update(id, input),
  );
export const useDeleteSavedSearch = () => useInvalidatingMutation(savedSearchesApi.remove);
