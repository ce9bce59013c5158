// queryOptions and hooks per messaging endpoint. "Live enough" is polling: the header's counts and an open thread
// refetch every few seconds (any instance answers from the shared database), so a new message shows within 5 s.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationCreate,
  InvitationDecline,
  NotificationPreferences,
  SentInvitationsQuery,
  Thread,
} from '@shared/schemas/messaging';
import type { ScreeningAnswers } from '@shared/schemas/screening-answers';
import { onRevealRefused, revealNoticeShown } from '@client/lib/confidentiality-query';
import { messagingApi } from './messaging-api';
import { messagingKeys } from './messaging-keys';

/** How often unread counts and an open conversation are refreshed (a message shows within this plus a request). */
export const POLL_MS = 3_000;

export const unreadCountsQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.counts(), queryFn: messagingApi.counts });
export const threadListQueryOptions = (page: number) =>
  queryOptions({ queryKey: messagingKeys.threadList(page), queryFn: () => messagingApi.threads(page) });
export const threadQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: messagingKeys.thread(applicationId),
    queryFn: () => messagingApi.thread(applicationId),
  });
export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.invitations(), queryFn: messagingApi.invitations });
export const sentInvitationsQueryOptions = (query: SentInvitationsQuery) =>
  queryOptions({
    queryKey: messagingKeys.sentInvitations(query),
    queryFn: () => messagingApi.sentInvitations(query),
  });
export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.notifications(), queryFn: messagingApi.notifications });
export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.preferences(), queryFn: messagingApi.preferences });

export const useUnreadCounts = (enabled: boolean) =>
  useQuery({ ...unreadCountsQueryOptions(), enabled, refetchInterval: POLL_MS });
export const useThreadList = (page: number) =>
  useQuery({ ...threadListQueryOptions(page), refetchInterval: POLL_MS, placeholderData: keepPreviousData });
export const useThread = (applicationId: string) =>
  useQuery({ ...threadQueryOptions(applicationId), refetchInterval: POLL_MS });
export const useInvitations = () => useQuery(invitationsQueryOptions());
export const useSentInvitations = (query: SentInvitationsQuery) =>
  useQuery({ ...sentInvitationsQueryOptions(query), placeholderData: keepPreviousData });
export const useInvitablePositions = (advisorId: string, enabled: boolean) =>
  useQuery({
    queryKey: messagingKeys.invitablePositions(advisorId),
    queryFn: () => messagingApi.invitablePositions(advisorId),
    enabled,
  });
export const useNotifications = (enabled: boolean) =>
  useQuery({ ...notificationsQueryOptions(), enabled, refetchInterval: enabled ? POLL_MS : false });
export const usePreferences = () => useQuery(preferencesQueryOptions());
/** `enabled` false for a company member who takes no part in the conversations (their blocks are the company's). */
export const useBlocks = (enabled = true) =>
  useQuery({ queryKey: messagingKeys.blocks(), queryFn: messagingApi.blocks, enabled });

export function useSendMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => messagingApi.send(applicationId, body),
    onSuccess: (message) => {
      queryClient.setQueryData<Thread>(messagingKeys.thread(applicationId), (thread) =>
        thread ? { ...thread, messages: [...thread.messages, message] } : thread,
      );
      void queryClient.invalidateQueries({ queryKey: messagingKeys.threads() });
    },
  });
}

export function useMarkThreadRead(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => messagingApi.markRead(applicationId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.threadList(1) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.notifications() });
    },
  });
}

export function useBlockCounterpart(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => messagingApi.blockCounterpart(applicationId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreate) => messagingApi.invite(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.invitations() }),
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      answer:
        | { id: string; accept: true; input?: ScreeningAnswers }
        | { id: string; accept: false; input: InvitationDecline },
    ): Promise<void> => {
      // The reveal notice stood beside the button when the advisor's confidential mode is on (decision 044).
      if (answer.accept)
        await messagingApi.accept(answer.id, {
          ...answer.input,
          confirmReveal: revealNoticeShown(queryClient),
        });
      else await messagingApi.decline(answer.id, answer.input);
    },
    // Accepting applies: My Applications' own list (another feature's key) is refreshed by the screen.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
    onError: (error) => onRevealRefused(queryClient, error),
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messagingApi.markNotificationsRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.counts() });
    },
  });
}

/** Opening one notification: the server marks it read; the bell and its count follow. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => messagingApi.markNotificationRead(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.counts() });
    },
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<NotificationPreferences>) => messagingApi.savePreferences(values),
    onSuccess: (saved) => queryClient.setQueryData(messagingKeys.preferences(), saved),
  });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => messagingApi.unblock(userId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
  });
}
