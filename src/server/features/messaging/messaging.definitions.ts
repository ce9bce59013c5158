// The definitions of the invitation, conversation and block endpoints (createRoute), beside their handlers in
// messaging.routes.ts. Threads are named by their application's id; only its two parties get anything but 404.
import { InvitationAcceptSchema } from '@shared/schemas/invitation-accept';
import { createRoute, z } from '@hono/zod-openapi';
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
  MESSAGING_MESSAGES,
  SentInvitationsQuerySchema,
  SentInvitationsSchema,
  MessageSchema,
  SendMessageSchema,
  ThreadListQuerySchema,
  ThreadListSchema,
  ThreadQuerySchema,
  ThreadSchema,
} from '@shared/schemas/messaging';
import {
  emptyAnswer,
  idParam,
  jsonAnswer,
  jsonBody,
  operation,
  optionalJsonBody,
  type OperationInfo,
} from '../../lib/api-route';

const messaging = (info: Omit<OperationInfo, 'tag'>) => operation({ ...info, tag: 'Messaging' });

const ThreadParams = z.object({
  applicationId: idParam(
    "The application's id: the thread between its advisor and the company that posted the position.",
    MESSAGING_MESSAGES.threadNotFound,
  ),
});
const InvitationParams = z.object({
  id: idParam('The invitation’s id (one addressed to the caller).', MESSAGING_MESSAGES.invitationNotFound),
});

// --- invitations ----------------------------------------------------------------------------------------------

export const createInvitationRoute = createRoute({
  method: 'post',
  path: '/invitations',
  ...messaging({
    id: 'createInvitation',
    summary: 'Invite an advisor to one of my active positions',
    description:
      'Notifies the advisor in the app, and by e-mail as their invitation mail setting says; `delivery` says ' +
      'which. Never opens the profile, so it costs no profile view and needs no plan (decision 038).',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'ALREADY_APPLIED', 'ALREADY_INVITED', 'RATE_LIMITED'],
  }),
  request: { body: jsonBody('InvitationInput', InvitationCreateSchema) },
  responses: {
    201: jsonAnswer(
      'InvitationSent',
      InvitationSentSchema,
      'The invitation (pending) and how it reaches them.',
    ),
  },
});

export const listSentInvitationsRoute = createRoute({
  method: 'get',
  path: '/invitations/sent',
  ...messaging({
    id: 'listSentInvitations',
    summary: 'Invitations my company sent: overall or for one position, by status',
    description:
      'Newest first, 10 per page, with the count per status and the positions that have invitations.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  request: { query: SentInvitationsQuerySchema },
  responses: { 200: jsonAnswer('SentInvitations', SentInvitationsSchema, 'One page of sent invitations.') },
});

export const listInvitationsRoute = createRoute({
  method: 'get',
  path: '/invitations',
  ...messaging({
    id: 'listMyInvitations',
    summary: 'Invitations I received (advisor) or sent (company)',
    auth: 'signed-in',
  }),
  responses: { 200: jsonAnswer('InvitationList', InvitationListSchema, 'Newest first.') },
});

export const listInvitablePositionsRoute = createRoute({
  method: 'get',
  path: '/invitations/positions',
  ...messaging({
    id: 'listInvitablePositions',
    summary: 'My positions, for inviting one advisor, with why each unavailable one is',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: {
    query: z.object({ advisorId: idParam('The advisor to invite.', MESSAGING_MESSAGES.advisorNotFound) }),
  },
  responses: {
    200: jsonAnswer('InvitablePositions', InvitablePositionsSchema, 'Those open to this advisor first.'),
  },
});

export const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/invitations/{id}/accept',
  ...messaging({
    id: 'acceptInvitation',
    summary: 'Accept an invitation (applies to the position)',
    description:
      'An advisor in confidential mode is revealed to the company by accepting: the body must then carry ' +
      '`confirmReveal: true`, else the answer is 409 CONFIRM_REVEAL and nothing changes.',
    auth: 'advisor',
    errors: ['NOT_FOUND', 'INVITATION_ANSWERED', 'FORBIDDEN', 'BAD_REQUEST', 'CONFIRM_REVEAL'],
  }),
  request: {
    params: InvitationParams,
    body: optionalJsonBody('InvitationAcceptInput', InvitationAcceptSchema),
  },
  responses: {
    200: jsonAnswer('InvitationAccepted', InvitationAcceptedSchema, 'Accepted, with the application.'),
  },
});

export const declineInvitationRoute = createRoute({
  method: 'post',
  path: '/invitations/{id}/decline',
  ...messaging({
    id: 'declineInvitation',
    summary: 'Decline an invitation, optionally with a reason (and blocking the company)',
    auth: 'advisor',
    errors: ['NOT_FOUND', 'INVITATION_ANSWERED'],
  }),
  request: { params: InvitationParams, body: jsonBody('InvitationDeclineInput', InvitationDeclineSchema) },
  responses: { 200: jsonAnswer('Invitation', InvitationSchema, 'Declined.') },
});

// --- threads ----------------------------------------------------------------------------------------------------

export const listThreadsRoute = createRoute({
  method: 'get',
  path: '/threads',
  ...messaging({ id: 'listMyThreads', summary: 'My conversations with unread counts', auth: 'signed-in' }),
  request: { query: ThreadListQuerySchema },
  responses: { 200: jsonAnswer('ThreadList', ThreadListSchema, 'Newest message first.') },
});

export const getThreadRoute = createRoute({
  method: 'get',
  path: '/threads/{applicationId}',
  ...messaging({
    id: 'getThread',
    summary: 'A conversation (the latest messages, or those before `before`)',
    auth: 'signed-in',
    errors: ['NOT_FOUND'],
  }),
  request: { params: ThreadParams, query: ThreadQuerySchema },
  responses: { 200: jsonAnswer('Thread', ThreadSchema, 'The thread.') },
});

export const sendMessageRoute = createRoute({
  method: 'post',
  path: '/threads/{applicationId}/messages',
  ...messaging({
    id: 'sendMessage',
    summary: 'Send a message',
    description:
      'Plain text. 409 CONFLICT when the application is closed; 403 when either side blocked the other.',
    auth: 'signed-in',
    errors: ['NOT_FOUND', 'APPLICATION_CLOSED', 'FORBIDDEN', 'RATE_LIMITED'],
  }),
  request: { params: ThreadParams, body: jsonBody('SendMessageInput', SendMessageSchema) },
  responses: { 201: jsonAnswer('Message', MessageSchema, 'The message as stored.') },
});

export const markThreadReadRoute = createRoute({
  method: 'post',
  path: '/threads/{applicationId}/read',
  ...messaging({
    id: 'markThreadRead',
    summary: 'Mark a conversation read (read receipt for the other side)',
    auth: 'signed-in',
    errors: ['NOT_FOUND'],
  }),
  request: { params: ThreadParams },
  responses: { 200: jsonAnswer('ThreadRead', z.object({ unread: z.number().int() }), 'Now read.') },
});

export const blockThreadCounterpartRoute = createRoute({
  method: 'post',
  path: '/threads/{applicationId}/block',
  ...messaging({
    id: 'blockThreadCounterpart',
    summary: 'Block the other party of a conversation',
    auth: 'signed-in',
    errors: ['NOT_FOUND'],
  }),
  request: { params: ThreadParams },
  responses: { 204: emptyAnswer('Blocked.') },
});

// --- blocks -----------------------------------------------------------------------------------------------------

export const listBlocksRoute = createRoute({
  method: 'get',
  path: '/blocks',
  ...messaging({ id: 'listMyBlocks', summary: 'Whom I blocked', auth: 'signed-in' }),
  responses: { 200: jsonAnswer('BlockList', BlockListSchema, 'Newest first.') },
});

export const createBlockRoute = createRoute({
  method: 'post',
  path: '/blocks',
  ...messaging({
    id: 'blockUser',
    summary: 'Block a user (an advisor from search, for a company)',
    description: 'Answers 204 whether or not the id exists.',
    auth: 'signed-in',
  }),
  request: { body: jsonBody('BlockInput', BlockCreateSchema) },
  responses: { 204: emptyAnswer('Blocked.') },
});

export const deleteBlockRoute = createRoute({
  method: 'delete',
  path: '/blocks/{userId}',
  ...messaging({ id: 'unblockUser', summary: 'Unblock a user', auth: 'signed-in' }),
  request: { params: z.object({ userId: idParam('The blocked user.', 'Not blocked.') }) },
  responses: { 204: emptyAnswer('Unblocked (or was not blocked).') },
});
