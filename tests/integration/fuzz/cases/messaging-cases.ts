// Invitations, conversations, blocks and notifications (features/messaging, features/notifications): every
// caller, known ids of every kind mixed with hostile text in the paths, bodies shaped like and mutated from the
// shared schemas.
import { InvitationAcceptSchema } from '@shared/schemas/invitation-accept';
import fc from 'fast-check';
import { z } from 'zod';
import {
  BlockCreateSchema,
  BlockListSchema,
  InvitablePositionsSchema,
  InvitationAcceptedSchema,
  InvitationCreateSchema,
  InvitationDeclineSchema,
  InvitationListSchema,
  InvitationSchema,
  InvitationSentSchema,
  MessageSchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  SendMessageSchema,
  SentInvitationsQuerySchema,
  SentInvitationsSchema,
  ThreadListQuerySchema,
  ThreadListSchema,
  ThreadQuerySchema,
  ThreadSchema,
  UnreadCountsSchema,
  UnsubscribeTokenQuerySchema,
} from '@shared/schemas/messaging';
import { pathParam } from '../support/fuzz-requests';
import type { Actor, FuzzRoute } from '../support/fuzz-route';
import type { FuzzWorld } from '../support/fuzz-world';
import { queryShapedLike } from '../support/schema-arbitrary';

const callers: Actor[] = ['anonymous', 'forged', 'advisor', 'subscriber', 'company', 'newcomer'];
const threadId = (w: FuzzWorld) => pathParam([...w.ids.applications, ...w.ids.jobs, ...w.ids.advisors]);
const invitationId = (w: FuzzWorld) => pathParam([...w.ids.invitations, ...w.ids.applications]);

const unsubscribe = (method: 'GET' | 'POST'): FuzzRoute => ({
  method,
  path: '/api/notifications/unsubscribe',
  actors: ['anonymous', 'advisor'],
  request: (w) =>
    fc.record({
      url: fc
        .oneof(
          fc.constantFrom(...w.ids.notificationTokens).map((token) => `?token=${encodeURIComponent(token)}`),
          queryShapedLike(UnsubscribeTokenQuerySchema).map(
            (pairs) => `?${new URLSearchParams(pairs).toString()}`,
          ),
          fc.constantFrom('', '?token=', `?token=${'a'.repeat(20_000)}`, '?token=a.b.c', '?token=x.digest.y'),
        )
        .map((query) => `/api/notifications/unsubscribe${query}`),
      body:
        method === 'GET'
          ? fc.constant({ kind: 'none' as const })
          : fc.constantFrom(
              {
                kind: 'raw' as const,
                text: 'List-Unsubscribe=One-Click',
                contentType: 'application/x-www-form-urlencoded',
              },
              { kind: 'raw' as const, text: '%%%&&&=', contentType: 'application/x-www-form-urlencoded' },
            ),
    }),
  // The POST takes the RFC 8058 form body (declared on the route); the fuzzer's body-type check reads this.
  ...(method === 'POST' ? { body: 'form' as const } : {}),
  responses: { 200: 'html' },
  errorsAsHtml: true,
});

export const messagingCases: FuzzRoute[] = [
  { method: 'GET', path: '/api/invitations', actors: callers, responses: { 200: InvitationListSchema } },
  {
    method: 'GET',
    path: '/api/invitations/positions',
    actors: callers,
    query: z.object({ advisorId: z.string() }),
    responses: { 200: InvitablePositionsSchema },
  },
  {
    method: 'POST',
    path: '/api/invitations',
    actors: callers,
    body: {
      schema: InvitationCreateSchema,
      example: (w) => ({ jobId: w.ids.positions[2], advisorId: w.ids.advisors[0], note: 'Join us' }),
    },
    responses: { 201: InvitationSentSchema },
  },
  {
    method: 'GET',
    path: '/api/invitations/sent',
    actors: callers,
    query: SentInvitationsQuerySchema,
    responses: { 200: SentInvitationsSchema },
  },
  {
    method: 'POST',
    path: '/api/invitations/:id/accept',
    actors: callers,
    params: { id: invitationId },
    body: { schema: InvitationAcceptSchema, example: () => ({ confirmReveal: true }) },
    responses: { 200: InvitationAcceptedSchema },
  },
  {
    method: 'POST',
    path: '/api/invitations/:id/decline',
    actors: callers,
    params: { id: invitationId },
    body: { schema: InvitationDeclineSchema, example: () => ({ reason: 'Not now' }) },
    responses: { 200: InvitationSchema },
  },
  {
    method: 'GET',
    path: '/api/threads',
    actors: callers,
    query: ThreadListQuerySchema,
    responses: { 200: ThreadListSchema },
  },
  {
    method: 'GET',
    path: '/api/threads/:applicationId',
    actors: callers,
    params: { applicationId: threadId },
    query: ThreadQuerySchema,
    responses: { 200: ThreadSchema },
  },
  {
    method: 'POST',
    path: '/api/threads/:applicationId/messages',
    actors: callers,
    params: { applicationId: threadId },
    body: { schema: SendMessageSchema, example: () => ({ body: 'Hello <b>there</b> https://example.com' }) },
    responses: { 201: MessageSchema },
  },
  {
    method: 'POST',
    path: '/api/threads/:applicationId/read',
    actors: callers,
    params: { applicationId: threadId },
    responses: { 200: z.object({ unread: z.number() }) },
  },
  {
    method: 'POST',
    path: '/api/threads/:applicationId/block',
    actors: callers,
    params: { applicationId: threadId },
    responses: { 204: 'empty' },
  },
  { method: 'GET', path: '/api/blocks', actors: callers, responses: { 200: BlockListSchema } },
  {
    method: 'POST',
    path: '/api/blocks',
    actors: callers,
    body: { schema: BlockCreateSchema, example: (w) => ({ userId: w.ids.companyUsers[0] }) },
    responses: { 204: 'empty' },
  },
  {
    method: 'DELETE',
    path: '/api/blocks/:userId',
    actors: callers,
    params: { userId: (w) => pathParam([...w.ids.companyUsers, ...w.ids.advisors]) },
    responses: { 204: 'empty' },
  },
  { method: 'GET', path: '/api/notifications', actors: callers, responses: { 200: NotificationListSchema } },
  {
    method: 'GET',
    path: '/api/notifications/counts',
    actors: callers,
    responses: { 200: UnreadCountsSchema },
  },
  { method: 'POST', path: '/api/notifications/read', actors: callers, responses: { 204: 'empty' } },
  {
    method: 'POST',
    path: '/api/notifications/:id/read',
    actors: callers,
    params: { id: (w) => pathParam([...w.ids.notifications, ...w.ids.invitations]) },
    responses: { 204: 'empty' },
  },
  {
    method: 'GET',
    path: '/api/notifications/preferences',
    actors: callers,
    responses: { 200: NotificationPreferencesSchema },
  },
  {
    method: 'PUT',
    path: '/api/notifications/preferences',
    actors: callers,
    body: {
      schema: NotificationPreferencesUpdateSchema,
      example: () => ({ message: 'daily', status: 'off' }),
    },
    responses: { 200: NotificationPreferencesSchema },
  },
  unsubscribe('GET'),
  unsubscribe('POST'),
];
