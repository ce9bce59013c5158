// The invitation, conversation, block and notification endpoints over the typed RPC client. Each call resolves
// with the contract type or throws ApiError (code, message, field issues).
import type { InvitationAccept } from '@shared/schemas/invitation-accept';
import type {
  InvitationCreate,
  InvitationDecline,
  NotificationPreferences,
  SentInvitationsQuery,
} from '@shared/schemas/messaging';
import { api, unwrap } from '@client/lib/api-client';

/** A 204 answer has no body to read: resolve once the status is a success (errors still throw ApiError). */
const unwrapEmpty = (call: Promise<Response>) =>
  unwrap(
    call.then((res) =>
      res.ok ? Object.assign(res.clone(), { json: () => Promise.resolve(undefined) }) : res,
    ) as Promise<{ ok: boolean; status: number; headers: Headers; json: () => Promise<undefined> }>,
  );

export const messagingApi = {
  counts: () => unwrap(api.notifications.counts.$get()),
  notifications: () => unwrap(api.notifications.$get()),
  markNotificationsRead: () => unwrapEmpty(api.notifications.read.$post()),
  markNotificationRead: (id: string) => unwrapEmpty(api.notifications[':id'].read.$post({ param: { id } })),
  preferences: () => unwrap(api.notifications.preferences.$get()),
  savePreferences: (values: Partial<NotificationPreferences>) =>
    unwrap(api.notifications.preferences.$put({ json: values })),
  threads: (page: number) => unwrap(api.threads.$get({ query: { page: String(page) } })),
  thread: (applicationId: string) =>
    unwrap(api.threads[':applicationId'].$get({ param: { applicationId }, query: {} })),
  send: (applicationId: string, body: string) =>
    unwrap(api.threads[':applicationId'].messages.$post({ param: { applicationId }, json: { body } })),
  markRead: (applicationId: string) =>
    unwrap(api.threads[':applicationId'].read.$post({ param: { applicationId } })),
  blockCounterpart: (applicationId: string) =>
    unwrapEmpty(api.threads[':applicationId'].block.$post({ param: { applicationId } })),
  invitations: () => unwrap(api.invitations.$get()),
  sentInvitations: (query: SentInvitationsQuery) =>
    unwrap(
      api.invitations.sent.$get({
        query: {
          ...(query.jobId ? { jobId: query.jobId } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.page !== 1 ? { page: String(query.page) } : {}),
        },
      }),
    ),
  invitablePositions: (advisorId: string) => unwrap(api.invitations.positions.$get({ query: { advisorId } })),
  invite: (input: InvitationCreate) => unwrap(api.invitations.$post({ json: input })),
  accept: (id: string, input: InvitationAccept) =>
    unwrap(api.invitations[':id'].accept.$post({ param: { id }, json: input })),
  decline: (id: string, input: InvitationDecline) =>
    unwrap(api.invitations[':id'].decline.$post({ param: { id }, json: input })),
  blocks: () => unwrap(api.blocks.$get()),
  block: (userId: string) => unwrapEmpty(api.blocks.$post({ json: { userId } })),
  unblock: (userId: string) => unwrapEmpty(api.blocks[':userId'].$delete({ param: { userId } })),
};
