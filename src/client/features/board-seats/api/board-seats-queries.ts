// Board seats, competitors and the checks before applying or inviting (decision 050): the one query-key factory of
// the feature, its queries and its mutations over the typed client.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardSeatInput } from '@shared/schemas/board-seats';
import { api, unwrap } from '@client/lib/api-client';

/** A 204 answer has no body to read: resolve once the status is a success (errors still throw ApiError). */
const unwrapEmpty = (call: Promise<Response>) =>
  unwrap(
    call.then((res) =>
      res.ok ? Object.assign(res.clone(), { json: () => Promise.resolve(undefined) }) : res,
    ) as Promise<{ ok: boolean; status: number; headers: Headers; json: () => Promise<undefined> }>,
  );

export const boardSeatKeys = {
  all: ['board-seats'] as const,
  mine: () => [...boardSeatKeys.all, 'mine'] as const,
  checks: () => [...boardSeatKeys.all, 'check'] as const,
  beforeApplying: (jobId: string) => [...boardSeatKeys.checks(), 'apply', jobId] as const,
  beforeInviting: (advisorId: string, jobId: string) =>
    [...boardSeatKeys.checks(), 'invite', advisorId, jobId] as const,
  competitors: () => [...boardSeatKeys.all, 'competitors'] as const,
};

const seats = api['board-seats'];

export const mySeatsQueryOptions = () =>
  queryOptions({ queryKey: boardSeatKeys.mine(), queryFn: () => unwrap(seats.$get()) });

export const useMySeats = () => useQuery(mySeatsQueryOptions());

export const useCheckBeforeApplying = (jobId: string) =>
  useQuery({
    queryKey: boardSeatKeys.beforeApplying(jobId),
    queryFn: () => unwrap(seats.check[':jobId'].$get({ param: { jobId } })),
  });

export const useCheckBeforeInviting = (advisorId: string, jobId: string | null) =>
  useQuery({
    queryKey: boardSeatKeys.beforeInviting(advisorId, jobId ?? ''),
    queryFn: () =>
      unwrap(seats.advisors[':advisorId'].check[':jobId'].$get({ param: { advisorId, jobId: jobId! } })),
    enabled: jobId !== null,
  });

export const useCompetitors = () =>
  useQuery({ queryKey: boardSeatKeys.competitors(), queryFn: () => unwrap(seats.competitors.$get()) });

function useSeatsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: boardSeatKeys.mine() });
    void queryClient.invalidateQueries({ queryKey: boardSeatKeys.checks() });
  };
}

export function useSaveSeat() {
  const onChanged = useSeatsChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BoardSeatInput }) =>
      id ? unwrap(seats[':id'].$put({ param: { id }, json: input })) : unwrap(seats.$post({ json: input })),
    onSuccess: onChanged,
  });
}

export function useDeleteSeat() {
  const onChanged = useSeatsChanged();
  return useMutation({
    mutationFn: (id: string) => unwrapEmpty(seats[':id'].$delete({ param: { id } })),
    onSuccess: onChanged,
  });
}

export function useSaveCompetitors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (competitors: string[]) => unwrap(seats.competitors.$put({ json: { competitors } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(boardSeatKeys.competitors(), saved);
      void queryClient.invalidateQueries({ queryKey: boardSeatKeys.checks() });
    },
  });
}
