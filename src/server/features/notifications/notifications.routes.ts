// The notification centre, the header's unread counts, e-mail preferences and the signed unsubscribe link,
// mounted at /api/notifications; definitions in notifications.definitions.ts.
import { MESSAGING_LIMITS } from '@shared/schemas/messaging';
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { oneClickUnsubscribe } from '../../lib/one-click-unsubscribe';
import {
  getMyNotificationPreferences,
  getMyUnreadCounts,
  findMyNotifications,
  markMyNotificationRead,
  markMyNotificationsRead,
  unsubscribeByToken,
  updateMyNotificationPreferences,
} from './notify.service';
import {
  getPreferencesRoute,
  listNotificationsRoute,
  markNotificationReadRoute,
  markNotificationsReadRoute,
  unreadCountsRoute,
  unsubscribeOneClickRoute,
  unsubscribePageRoute,
  updatePreferencesRoute,
} from './notifications.definitions';

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const unsubscribe = oneClickUnsubscribe({
    siteName: deps.env.SITE_NAME,
    appUrl: deps.env.APP_URL,
    unsubscribe: (token) => unsubscribeByToken({ db, now: deps.clock.now(), env: deps.env }, { token }),
    elsewhere: 'change your e-mail settings on the Settings page.',
    done: {
      title: 'Unsubscribed',
      heading: 'You are unsubscribed',
      text:
        'You will no longer receive these e-mails. You still see everything in the notification centre, and you ' +
        'can switch e-mail back on in your settings.',
    },
  });
  return createApiRouter()
    .openapi(listNotificationsRoute, async (c) =>
      c.json(
        await findMyNotifications(db, {
          actor: c.get('user'),
          limit: MESSAGING_LIMITS.notificationsPageSize,
        }),
        200,
      ),
    )
    .openapi(unreadCountsRoute, async (c) =>
      c.json(await getMyUnreadCounts(db, { actor: c.get('user') }), 200),
    )
    .openapi(markNotificationsReadRoute, async (c) => {
      await markMyNotificationsRead({ db, now: deps.clock.now() }, { actor: c.get('user') });
      return c.body(null, 204);
    })
    .openapi(markNotificationReadRoute, async (c) => {
      await markMyNotificationRead(
        { db, now: deps.clock.now() },
        { actor: c.get('user'), notificationId: c.req.valid('param').id },
      );
      return c.body(null, 204);
    })
    .openapi(getPreferencesRoute, async (c) =>
      c.json(await getMyNotificationPreferences(db, { actor: c.get('user') }), 200),
    )
    .openapi(updatePreferencesRoute, async (c) =>
      c.json(
        await updateMyNotificationPreferences(
          { db, now: deps.clock.now() },
          { actor: c.get('user'), input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(unsubscribePageRoute, async (c) => {
      const answer = await unsubscribe(c.req.query('token'));
      return c.html(answer.html, answer.status);
    })
    .openapi(unsubscribeOneClickRoute, async (c) => {
      const answer = await unsubscribe(c.req.query('token'));
      return c.html(answer.html, answer.status);
    });
}
