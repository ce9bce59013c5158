// The notification centre, the header's unread counts, e-mail preferences and the signed unsubscribe link,
// mounted at /api/notifications; definitions in notifications.definitions.ts.
import { MESSAGING_LIMITS } from '@shared/schemas/messaging';
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { escapeHtml } from '../../lib/escape-html';
import { plainPage } from '../../lib/plain-page';
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
  const siteName = deps.env.SITE_NAME;
  const invalidPage = () =>
    plainPage({
      title: `Link not valid · ${siteName}`,
      body:
        '<h1>This link is not valid</h1><p>It may have been cut short by your e-mail program: open it from the ' +
        'latest e-mail again, or change your e-mail settings on the Settings page.</p>',
    });
  const donePage = () =>
    plainPage({
      title: `Unsubscribed · ${siteName}`,
      body:
        '<h1>You are unsubscribed</h1><p>You will no longer receive these e-mails. You still see everything in ' +
        `the notification centre, and you can switch e-mail back on in your settings.</p>` +
        `<div class="actions"><a href="${escapeHtml(deps.env.APP_URL)}/settings">Open my settings</a></div>`,
    });
  const unsubscribe = async (token: string) =>
    unsubscribeByToken({ db, now: deps.clock.now(), env: deps.env }, { token: token.slice(0, 300) });
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
    .openapi(unsubscribePageRoute, async (c) =>
      (await unsubscribe(c.req.query('token') ?? '')) ? c.html(donePage(), 200) : c.html(invalidPage(), 400),
    )
    .openapi(unsubscribeOneClickRoute, async (c) =>
      (await unsubscribe(c.req.query('token') ?? '')) ? c.html(donePage(), 200) : c.html(invalidPage(), 400),
    );
}
