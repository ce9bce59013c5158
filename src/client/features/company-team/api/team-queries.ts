// The company team (decision 048): the one query-key factory of the feature, its API calls over the typed client,
// the queries and the mutations with what each invalidates.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignableCompanyRole } from '@shared/company-roles';
import type { InviteColleague } from '@shared/schemas/company-team';
import { api, unwrap } from '@client/lib/api-client';

export const teamKeys = {
  all: ['company-team'] as const,
  team: () => [...teamKeys.all, 'team'] as const,
  audit: (page: number) => [...teamKeys.all, 'audit', page] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};

const team = api.company.team;

export const teamApi = {
  getTeam: () => unwrap(team.$get()),
  invite: (values: InviteColleague) => unwrap(team.invitations.$post({ json: values })),
  cancelInvitation: (id: string) => unwrap(team.invitations[':id'].$delete({ param: { id } })),
  changeRole: (userId: string, role: AssignableCompanyRole) =>
    unwrap(team.members[':userId'].$patch({ param: { userId }, json: { role } })),
  remove: (userId: string) => unwrap(team.members[':userId'].$delete({ param: { userId } })),
  assign: (userId: string, positionIds: string[]) =>
    unwrap(team.members[':userId'].positions.$put({ param: { userId }, json: { positionIds } })),
  transfer: (userId: string) => unwrap(team.ownership.$post({ json: { userId } })),
  audit: (page: number) => unwrap(team.audit.$get({ query: { page: String(page) } })),
  previewInvitation: (token: string) => unwrap(api['company-invitations'].preview.$post({ json: { token } })),
  acceptInvitation: (token: string) => unwrap(api['company-invitations'].accept.$post({ json: { token } })),
};

export const teamQueryOptions = () => queryOptions({ queryKey: teamKeys.team(), queryFn: teamApi.getTeam });
export const useTeam = () => useQuery(teamQueryOptions());

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: teamKeys.audit(page),
    queryFn: () => teamApi.audit(page),
    placeholderData: keepPreviousData,
  });
export const useAuditLog = (page: number, enabled: boolean) =>
  useQuery({ ...auditQueryOptions(page), enabled });

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: () => teamApi.previewInvitation(token),
    enabled: token.length > 0,
    retry: false,
  });

/** A team change: the team and the audit log are read again. */
function useTeamMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInviteColleague = () => useTeamMutation((values: InviteColleague) => teamApi.invite(values));
export const useCancelInvitation = () => useTeamMutation((id: string) => teamApi.cancelInvitation(id));
export const useChangeRole = () =>
  useTeamMutation(({ userId, role }: { userId: string; role: AssignableCompanyRole }) =>
    teamApi.changeRole(userId, role),
  );
export const useRemoveColleague = () => useTeamMutation((userId: string) => teamApi.remove(userId));
export const useAssignPositions = () =>
  useTeamMutation(({ userId, positionIds }: { userId: string; positionIds: string[] }) =>
    teamApi.assign(userId, positionIds),
  );
export const useTransferOwnership = () => useTeamMutation((userId: string) => teamApi.transfer(userId));
export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => teamApi.acceptInvitation(token),
    // Joining changes what the viewer is (a colleague's company, their role): every cached answer is read again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
