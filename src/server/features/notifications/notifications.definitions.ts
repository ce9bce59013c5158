// The definitions of /api/notifications (createRoute), beside their handlers in notifications.routes.ts.
import { createRoute, z } from '@hono/zod-openapi';
import {
  MESSAGING_MESSAGES,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  UnreadCountsSchema,
} from '@shared/schemas/messaging';
import {
  emptyAnswer,
  idParam,
  jsonAnswer,
  jsonBody,
  operation,
  type OperationInfo,
} from '../../lib/api-route';
import { oneClickUnsubscribeRoutes } from '../../lib/one-click-unsubscribe';

const notificationsOp = (info: Omit<OperationInfo, 'tag'>) => operation({ ...info, tag: 'Notifications' });

export const listNotificationsRoute = createRoute({
  method: 'get',
  path: '/',
  ...notificationsOp({ id: 'listMyNotifications', summary: 'My latest notifications', auth: 'signed-in' }),
  responses: {
    200: jsonAnswer('NotificationList', NotificationListSchema, 'Newest first, with the unread count.'),
  },
});

export const unreadCountsRoute = createRoute({
  method: 'get',
  path: '/counts',
  ...notificationsOp({
    id: 'getMyUnreadCounts',
    summary: 'Unread messages and notifications (polled by the header)',
    auth: 'signed-in',
  }),
  responses: { 200: jsonAnswer('UnreadCounts', UnreadCountsSchema, 'The counts.') },
});

export const markNotificationsReadRoute = createRoute({
  method: 'post',
  path: '/read',
  ...notificationsOp({
    id: 'markMyNotificationsRead',
    summary: 'Mark all my notifications read',
    auth: 'signed-in',
  }),
  responses: { 204: emptyAnswer('Done.') },
});

export const markNotificationReadRoute = createRoute({
  method: 'post',
  path: '/{id}/read',
  ...notificationsOp({
    id: 'markMyNotificationRead',
    summary: 'Mark one of my notifications read (opened from the bell)',
    auth: 'signed-in',
    errors: ['NOT_FOUND'],
  }),
  request: {
    params: z.object({
      id: idParam("The notification's id (one of mine).", MESSAGING_MESSAGES.notificationNotFound),
    }),
  },
  responses: { 204: emptyAnswer('Done (already read is fine).') },
});

export const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/preferences',
  ...notificationsOp({ id: 'getMyNotificationPreferences', summary: 'E-mail per kind', auth: 'signed-in' }),
  responses: {
    200: jsonAnswer(
      'NotificationPreferences',
      NotificationPreferencesSchema,
      'Immediately, daily digest or off, for each kind my side of the marketplace receives.',
    ),
  },
});

export const updatePreferencesRoute = createRoute({
  method: 'put',
  path: '/preferences',
  ...notificationsOp({
    id: 'updateMyNotificationPreferences',
    summary: 'Change e-mail per kind',
    auth: 'signed-in',
  }),
  request: { body: jsonBody('NotificationPreferencesInput', NotificationPreferencesUpdateSchema) },
  responses: {
    200: jsonAnswer('NotificationPreferences', NotificationPreferencesSchema, 'All of my kinds, saved.'),
  },
});

// The signed link in every notification mail and its RFC 8058 one-click (lib/one-click-unsubscribe.ts).
export const { page: unsubscribePageRoute, oneClick: unsubscribeOneClickRoute } = oneClickUnsubscribeRoutes({
  tag: 'Notifications',
  page: {
    id: 'unsubscribeNotificationsPage',
    summary: 'The unsubscribe link in every notification e-mail',
    description: 'Authorized by the signed token (no session): turns that kind of e-mail off at once.',
  },
  oneClick: {
    id: 'unsubscribeNotificationsOneClick',
    summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
    bodySchemaId: 'OneClickUnsubscribeInput',
  },
});
