// queryOptions and hooks per company endpoint. Mutations write what they return into the cache where that is
// exact, and invalidate by key what they made stale (the dashboard's rows, applicant lists, search allowance).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantsQuery,
  ApplicationStatusChange,
  CompanyProfileValues,
  LegacyPostValues,
  MyCompanyProfile,
  PositionUpdateValues,
  PositionValues,
} from '@shared/schemas/company';
import type { BoardMatrix, BoardMatrixValues } from '@shared/schemas/board-matrix';
import type { AdvisorSearchFilters } from '../lib/search-filters';
import { companyApi } from './company-api';
import { companyKeys } from './company-keys';

export const companyProfileQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.profile(), queryFn: companyApi.getProfile });

export const positionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: companyKeys.positionPage(page), queryFn: () => companyApi.findPositions(page) });

export const positionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companyKeys.position(id),
    queryFn: () => companyApi.getPosition(id),
    // The edit form starts from what is saved now, not from a copy cached minutes ago.
    staleTime: 0,
  });

export const applicantsQueryOptions = (query: Partial<ApplicantsQuery>) =>
  queryOptions({
    queryKey: companyKeys.applicantPage(query),
    queryFn: () => companyApi.findApplicants(query),
  });

export const applicantPositionsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.applicantPositions(),
    queryFn: () => companyApi.findApplicantPositions(),
  });

export const advisorQueryOptions = (advisorId: string) =>
  queryOptions({ queryKey: companyKeys.advisor(advisorId), queryFn: () => companyApi.getAdvisor(advisorId) });

export const advisorSearchQueryOptions = (query: AdvisorSearchFilters) =>
  queryOptions({ queryKey: companyKeys.search(query), queryFn: () => companyApi.searchAdvisors(query) });

export const useCompanyProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...companyProfileQueryOptions(), enabled: options.enabled ?? true });
export const usePositions = (page: number) =>
  useQuery({ ...positionsQueryOptions(page), placeholderData: keepPreviousData });
export const usePosition = (id: string) => useQuery(positionQueryOptions(id));
export const useApplicants = (query: Partial<ApplicantsQuery>) =>
  useQuery({ ...applicantsQueryOptions(query), placeholderData: keepPreviousData });
export const useApplicantPositions = () => useQuery(applicantPositionsQueryOptions());
export const useAdvisorForCompany = (advisorId: string) => useQuery(advisorQueryOptions(advisorId));
export const useAdvisorSearch = (query: AdvisorSearchFilters) =>
  useQuery({ ...advisorSearchQueryOptions(query), placeholderData: keepPreviousData });

export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyProfileValues) => companyApi.saveProfile(values),
    onSuccess: (profile) => {
      queryClient.setQueryData<MyCompanyProfile>(companyKeys.profile(), { profile });
      // Search scores and the positions' company details read the profile.
      void queryClient.invalidateQueries({ queryKey: companyKeys.searches() });
    },
  });
}

export function useUploadLogo() {
  return useMutation({ mutationFn: (file: File) => companyApi.uploadLogo(file) });
}

/** After any change to a position: the dashboard pages and the applicants' position picker are stale. */
function useInvalidatePositions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.positions() }),
      queryClient.invalidateQueries({ queryKey: companyKeys.applicants() }),
    ]);
}

export function useCreatePosition() {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: (values: PositionValues) => companyApi.createPosition(values),
    onSuccess: invalidate,
  });
}

export function useUpdatePosition(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: (values: PositionUpdateValues) => companyApi.updatePosition(id, values),
    onSuccess: async (position) => {
      queryClient.setQueryData(companyKeys.position(id), position);
      await invalidate();
    },
  });
}

export function useSetPositionActive() {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      companyApi.setPositionActive(id, isActive),
    onSuccess: invalidate,
  });
}

export function useCreateLegacyPosting() {
  const invalidate = useInvalidatePositions();
  return useMutation({
    mutationFn: (values: LegacyPostValues) => companyApi.createLegacyPosting(values),
    onSuccess: invalidate,
  });
}

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, change }: { applicationId: string; change: ApplicationStatusChange }) =>
      companyApi.changeApplicationStatus(applicationId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.applicants() }),
        queryClient.invalidateQueries({ queryKey: companyKeys.advisors() }),
      ]),
  });
}

export function useOpenAdvisorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (advisorId: string) => companyApi.openAdvisorProfile(advisorId),
    // Also after a refusal: the cards learn which profiles were viewed and how many free views are left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.searches() }),
  });
}

export const boardMatrixQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.boardMatrix(), queryFn: companyApi.getBoardMatrix });
export const useBoardMatrix = () => useQuery(boardMatrixQueryOptions());

/** Saving the board changes its gaps, which advisor search ranks by (decision 051). */
export function useSaveBoardMatrix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: BoardMatrixValues) => companyApi.saveBoardMatrix(values),
    onSuccess: (matrix) => {
      queryClient.setQueryData<BoardMatrix>(companyKeys.boardMatrix(), matrix);
      void queryClient.invalidateQueries({ queryKey: companyKeys.searches() });
    },
  });
}
