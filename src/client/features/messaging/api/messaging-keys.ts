// The one query-key factory of the messaging feature (invitations, threads, notifications, blocks).
export const messagingKeys = {
  all: ['messaging'] as const,
  counts: () => [...messagingKeys.all, 'counts'] as const,
  threads: () => [...messagingKeys.all, 'threads'] as const,
  threadList: (page: number) => [...messagingKeys.threads(), 'list', page] as const,
  thread: (applicationId: string) => [...messagingKeys.threads(), 'detail', applicationId] as const,
  invitations: () => [...messagingKeys.all, 'invitations'] as const,
  sentInvitations: (query: { jobId?: string; status?: string; page?: number }) =>
    [...messagingKeys.invitations(), 'sent', query] as const,
  invitablePositions: (advisorId: string) =>
    [...messagingKeys.invitations(), 'positions', advisorId] as const,
  notifications: () => [...messagingKeys.all, 'notifications'] as const,
  preferences: () => [...messagingKeys.all, 'preferences'] as const,
  blocks: () => [...messagingKeys.all, 'blocks'] as const,
};
