// Saved searches with alerts (decision 045), mounted at /api/saved-searches; definitions in
// saved-searches.definitions.ts. The unsubscribe link of the alert mails answers an HTML page, like the
// notification links.
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { escapeHtml } from '../../lib/escape-html';
import { plainPage } from '../../lib/plain-page';
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
  const siteName = deps.env.SITE_NAME;
  const invalidPage = () =>
    plainPage({
      title: `Link not valid · ${siteName}`,
      body:
        '<h1>This link is not valid</h1><p>It may have been cut short by your e-mail program: open it from the ' +
        'latest e-mail again, or change your saved searches on the search page.</p>',
    });
  const donePage = () =>
    plainPage({
      title: `Alerts stopped · ${siteName}`,
      body:
        '<h1>Alerts stopped</h1><p>You will no longer receive e-mails for this saved search. The search is still ' +
        'saved: you can open it or turn its alerts back on from the search page or your settings.</p>' +
        `<div class="actions"><a href="${escapeHtml(deps.env.APP_URL)}/settings">Open my settings</a></div>`,
    });
  const unsubscribe = async (token: string) =>
    unsubscribeSavedSearchAlerts(
      { db, now: deps.clock.now(), env: deps.env },
      { token: token.slice(0, 300) },
    );
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
    .openapi(savedSearchUnsubscribePageRoute, async (c) =>
      (await unsubscribe(c.req.query('token') ?? '')) ? c.html(donePage(), 200) : c.html(invalidPage(), 400),
    )
    .openapi(savedSearchUnsubscribeOneClickRoute, async (c) =>
      (await unsubscribe(c.req.query('token') ?? '')) ? c.html(donePage(), 200) : c.html(invalidPage(), 400),
    )
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
