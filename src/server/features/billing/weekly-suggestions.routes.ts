// The weekly e-mail's opt-out link: GET unsubscribes at once (what a reader expects of the link) and offers an undo.
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { resubscribeRoute, unsubscribeRoute } from './billing.definitions';
import { escapeHtml } from '../../lib/escape-html';
import { plainPage } from '../../lib/plain-page';
import { UNSUBSCRIBE_PATHS } from '../../lib/unsubscribe-token';
import { resubscribeWeeklySuggestions, unsubscribeWeeklySuggestions } from './weekly-suggestions.service';

const UNSUBSCRIBE_PATH = UNSUBSCRIBE_PATHS['weekly-suggestions'];
const RESUBSCRIBE_PATH = '/api/billing/weekly-suggestions/resubscribe';

const invalidLinkPage = (siteName: string, supportEmail: string) =>
  plainPage({
    title: `Link not valid · ${siteName}`,
    body:
      `<h1>This link is not valid</h1><p>It may have been cut short by your e-mail program: open the link from ` +
      `the latest e-mail again, or write to <a href="mailto:${escapeHtml(supportEmail)}">` +
      `${escapeHtml(supportEmail)}</a> and we will unsubscribe you.</p>`,
  });

export function weeklySuggestionsOptOutRoutes(deps: AppDeps) {
  const siteName = deps.env.SITE_NAME;
  const weeklyDeps = { db: deps.db, env: deps.env, logger: deps.logger, queue: deps.queue };
  return createApiRouter()
    .openapi(unsubscribeRoute, async (c) => {
      const token = c.req.query('token') ?? '';
      if (!(await unsubscribeWeeklySuggestions(weeklyDeps, { token })))
        return c.html(invalidLinkPage(siteName, deps.env.SUPPORT_EMAIL), 400);
      return c.html(
        plainPage({
          title: `Unsubscribed · ${siteName}`,
          body:
            `<h1>You are unsubscribed</h1><p>You will no longer receive the weekly e-mail of new roles. ` +
            `Your plan and everything else stay as they are.</p>` +
            `<form method="post" action="${RESUBSCRIBE_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
            `<div class="actions"><button type="submit">Keep receiving them</button>` +
            `<a href="${escapeHtml(deps.env.APP_URL)}/">Go to ${escapeHtml(siteName)}</a></div></form>`,
        }),
      );
    })
    .openapi(resubscribeRoute, async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const token = typeof form.token === 'string' ? form.token : '';
      if (!(await resubscribeWeeklySuggestions(weeklyDeps, { token })))
        return c.html(invalidLinkPage(siteName, deps.env.SUPPORT_EMAIL), 400);
      return c.html(
        plainPage({
          title: `Subscribed again · ${siteName}`,
          body:
            `<h1>Welcome back</h1><p>You will receive the weekly e-mail of new roles again. ` +
            `<a href="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}">Unsubscribe</a></p>`,
        }),
      );
    });
}
