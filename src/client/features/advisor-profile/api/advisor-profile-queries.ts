// queryOptions and hooks per endpoint. Every mutation writes the returned profile into the cache and invalidates
// what it made stale (eligibility, the public page), by key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvisorProfileValues, MyProfile, VisibilityInput } from '@shared/schemas/advisor-profile';
import { advisorProfileApi, type ProfileFileKind } from './advisor-profile-api';
import { advisorProfileKeys } from './advisor-profile-keys';

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: advisorProfileKeys.me(), queryFn: advisorProfileApi.getMyProfile });

export const eligibilityQueryOptions = () =>
  queryOptions({ queryKey: advisorProfileKeys.eligibility(), queryFn: advisorProfileApi.getEligibility });

export const publicAdvisorQueryOptions = (slugOrId: string) =>
  queryOptions({
    queryKey: advisorProfileKeys.publicProfile(slugOrId),
    queryFn: () => advisorProfileApi.getPublicAdvisor(slugOrId),
  });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
export const useEligibility = () => useQuery(eligibilityQueryOptions());
export const usePublicAdvisor = (slugOrId: string) => useQuery(publicAdvisorQueryOptions(slugOrId));

/** After any change to the owner's profile: the fresh profile in the cache, derived views refetched. */
function useProfileChanged() {
  const queryClient = useQueryClient();
  return (profile: MyProfile) => {
    queryClient.setQueryData(advisorProfileKeys.me(), profile);
    void queryClient.invalidateQueries({ queryKey: advisorProfileKeys.eligibility() });
    void queryClient.invalidateQueries({ queryKey: advisorProfileKeys.publicProfiles() });
  };
}

export function useSaveProfile() {
  const onChanged = useProfileChanged();
  return useMutation({
    mutationFn: (values: AdvisorProfileValues) => advisorProfileApi.saveProfile(values),
    onSuccess: onChanged,
  });
}

export function useUpdateVisibility() {
  const onChanged = useProfileChanged();
  return useMutation({
    mutationFn: (input: VisibilityInput) => advisorProfileApi.updateVisibility(input),
    onSuccess: onChanged,
  });
}

export function useUploadProfileFile(kind: ProfileFileKind) {
  const onChanged = useProfileChanged();
  return useMutation({
    mutationFn: (file: File) => advisorProfileApi.uploadFile(kind, file),
    onSuccess: onChanged,
  });
}

export function useGenerateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advisorProfileApi.generateBadge,
    onSuccess: ({ badgeUrl }) => {
      queryClient.setQueryData<MyProfile>(advisorProfileKeys.me(), (profile) =>
        profile ? { ...profile, badgeUrl } : profile,
      );
    },
  });
}
