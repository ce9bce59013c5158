// Saved searches with alerts (decision 045), mounted at /api/saved-searches; definitions in
// saved-searches.definitions.ts. The unsubscribe link of the alert mails answers an HTML page, by the same handler as
// the notification links (lib/one-click-unsubscribe.ts).
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { oneClickUnsubscribe } from '../../lib/one-click-unsubscribe';
import {
  createSavedSearchRoute,
  deleteSavedSearchRoute,
  getSavedSearchRoute,
  listSavedSearchesRoute,
  savedSearchUnsubscribeOneClickRoute,
  savedSearchUnsubscribePageRoute,
  updateSavedSearchRoute,
} from './saved-searches.definitions';
import {
  createSavedSearch,
  deleteSavedSearch,
  findMySavedSearches,
  getMySavedSearch,
  unsubscribeSavedSearchAlerts,
  updateSavedSearch,
} from './saved-searches.service';

export function savedSearchRoutes(deps: AppDeps) {
  const { db } = deps;
  const unsubscribe = oneClickUnsubscribe({
    siteName: deps.env.SITE_NAME,
    appUrl: deps.env.APP_URL,
    unsubscribe: (token) =>
      unsubscribeSavedSearchAlerts({ db, now: deps.clock.now(), env: deps.env }, { token }),
    elsewhere: 'change your saved searches on the search page.',
    done: {
      title: 'Alerts stopped',
      heading: 'Alerts stopped',
      text:
        'You will no longer receive e-mails for this saved search. The search is still saved: you can open it or ' +
        'turn its alerts back on from the search page or your settings.',
    },
  });
  return createApiRouter()
    .openapi(listSavedSearchesRoute, async (c) =>
      c.json(await findMySavedSearches(db, { actor: c.get('user') }), 200),
    )
    .openapi(createSavedSearchRoute, async (c) =>
      c.json(
        await createSavedSearch(
          { db, now: deps.clock.now() },
          { actor: c.get('user'), input: c.req.valid('json') },
        ),
        201,
      ),
    )
    .openapi(savedSearchUnsubscribePageRoute, async (c) => {
      const answer = await unsubscribe(c.req.query('token'));
      return c.html(answer.html, answer.status);
    })
    .openapi(savedSearchUnsubscribeOneClickRoute, async (c) => {
      const answer = await unsubscribe(c.req.query('token'));
      return c.html(answer.html, answer.status);
    })
    .openapi(getSavedSearchRoute, async (c) =>
      c.json(await getMySavedSearch(db, { actor: c.get('user'), id: c.req.valid('param').id }), 200),
    )
    .openapi(updateSavedSearchRoute, async (c) =>
      c.json(
        await updateSavedSearch(
          { db, now: deps.clock.now() },
          { actor: c.get('user'), id: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(deleteSavedSearchRoute, async (c) => {
      await deleteSavedSearch(db, { actor: c.get('user'), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
