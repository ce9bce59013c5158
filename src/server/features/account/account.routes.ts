// /api/me: who is signed in, and the account settings every signed-in user has (advisor and company alike).
// The handlers; each endpoint's definition is in account.definitions.ts (one convention in every feature, issue #32).
import { $ } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-deps';
import type { Auth } from '../../lib/auth';
import { createApiRouter } from '../../lib/api-route';
import { requireUser } from '../../middleware/session';
import { billingDepsFrom } from '../billing/billing-deps';
import { createStripeClient } from '../billing/stripe-client';
import { deleteMyAccount } from './account-deletion.service';
import { getViewer } from './account.service';
import { exportMyData } from './data-export.service';
import { requestEmailChange } from './email-change.service';
import { changePassword, type AccountSettingsDeps } from './password-change.service';
import {
  getViewerRoute,
  changePasswordRoute,
  changeEmailRoute,
  exportRoute,
  deleteAccountRoute,
} from './account.definitions';

const exportFileName = (siteName: string, now: Date) =>
  `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'account'}-data-${now.toISOString().slice(0, 10)}.json`;

export function accountRoutes(deps: AppDeps, auth: Auth) {
  const stripe = createStripeClient(deps.env);
  const settings = (): AccountSettingsDeps => ({
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock,
    maxPasswordFailures: deps.authLimits.failedSignInsPerAccountPerHour,
  });
  return $(
    createApiRouter()
      .openapi(getViewerRoute, async (c) =>
        c.json(await getViewer(deps.db, { actor: c.get('user'), now: deps.clock.now() }), 200),
      )
      // Signed-out callers get 401 before their body is even validated.
      .use('/*', async (c, next) => {
        if (!(c.req.method === 'GET' && c.req.path.replace(/\/+$/, '') === '/api/me'))
          requireUser(c.get('user'));
        await next();
      }),
  )
    .openapi(changePasswordRoute, async (c) =>
      c.json(
        await changePassword(settings(), {
          actor: c.get('user'),
          sessionId: c.get('sessionId'),
          ...c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(changeEmailRoute, async (c) =>
      c.json(
        await requestEmailChange(
          {
            ...settings(),
            auth,
            queue: deps.queue,
            siteName: deps.env.SITE_NAME,
            supportEmail: deps.env.SUPPORT_EMAIL,
          },
          { actor: c.get('user'), sessionHeaders: c.req.raw.headers, ...c.req.valid('json') },
        ),
        202,
      ),
    )
    .openapi(exportRoute, async (c) => {
      const data = await exportMyData(
        { db: deps.db, appUrl: deps.env.APP_URL, clock: deps.clock },
        { actor: c.get('user') },
      );
      c.header(
        'Content-Disposition',
        `attachment; filename="${exportFileName(deps.env.SITE_NAME, deps.clock.now())}"`,
      );
      return c.json(data, 200);
    })
    .openapi(deleteAccountRoute, async (c) => {
      await deleteMyAccount(
        { ...settings(), storage: deps.storage, billing: billingDepsFrom(deps, stripe) },
        { actor: c.get('user'), ...c.req.valid('json') },
      );
      // The sessions went with the user row; better-auth's sign-out expires the cookies the browser still holds.
      const signedOut = await auth.api
        .signOut({ headers: c.req.raw.headers, returnHeaders: true })
        .catch(() => null);
      for (const cookie of signedOut?.headers.getSetCookie() ?? [])
        c.header('Set-Cookie', cookie, { append: true });
      return c.json({ ok: true as const }, 200);
    });
}
