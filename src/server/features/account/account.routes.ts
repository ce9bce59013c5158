// /api/me: who is signed in, and the account settings every signed-in user has (advisor and company alike).
// Definitions written out one by one look alike across features (method, path, operation, responses) by design:
// each endpoint is defined once, next to its handler (issue #18 §1), rather than generated from a table.
import { $, createRoute } from '@hono/zod-openapi';
import {
  AccountDeletedSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DataExportSchema,
  DeleteAccountSchema,
  EmailChangeRequestedSchema,
  PasswordChangedSchema,
} from '@shared/schemas/account-settings';
import { ViewerSchema } from '@shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import type { Auth } from '../../lib/auth';
import { createApiRouter, jsonAnswer, jsonBody, operation } from '../../lib/api-route';
import { requireUser } from '../../middleware/session';
import { billingDepsFrom } from '../billing/billing-deps';
import { createStripeClient } from '../billing/stripe-client';
import { deleteMyAccount } from './account-deletion.service';
import { getViewer } from './account.service';
import { exportMyData } from './data-export.service';
import { requestEmailChange } from './email-change.service';
import { changePassword, type AccountSettingsDeps } from './password-change.service';

const exportFileName = (siteName: string, now: Date) =>
  `${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'account'}-data-${now.toISOString().slice(0, 10)}.json`;

const getViewerRoute = createRoute({
  method: 'get',
  path: '/',
  ...operation({
    id: 'getViewer',
    tag: 'Account',
    summary: 'Who is signed in, and what they may use',
    description: '`user` is null when signed out; `access` then describes no plan.',
    auth: 'anonymous',
  }),
  responses: { 200: jsonAnswer('Viewer', ViewerSchema, 'The viewer.') },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: '/password',
  ...operation({
    id: 'changePassword',
    tag: 'Account',
    summary: 'Change the password (re-authenticates with the current one)',
    description:
      'The new password must pass the same strength rule as at sign-up. Sessions on other devices are signed out; ' +
      'a wrong current password counts towards the per-account sign-in lock.',
    auth: 'signed-in',
    errors: ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'RATE_LIMITED'],
  }),
  request: { body: jsonBody('ChangePasswordRequest', ChangePasswordSchema) },
  responses: { 200: jsonAnswer('PasswordChanged', PasswordChangedSchema, 'Changed.') },
});

const changeEmailRoute = createRoute({
  method: 'post',
  path: '/email',
  ...operation({
    id: 'changeEmail',
    tag: 'Account',
    summary: 'Ask to change the e-mail address',
    description: 'A confirmation link goes to the new address; the address changes only when it is opened.',
    auth: 'signed-in',
    errors: ['WRONG_PASSWORD', 'USER_ALREADY_EXISTS'],
  }),
  request: { body: jsonBody('ChangeEmailRequest', ChangeEmailSchema) },
  responses: { 202: jsonAnswer('EmailChangeRequested', EmailChangeRequestedSchema, 'Link sent.') },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/export',
  ...operation({
    id: 'exportMyData',
    tag: 'Account',
    summary: 'Download everything stored about the signed-in user (GDPR art. 20)',
    auth: 'signed-in',
  }),
  responses: {
    200: jsonAnswer(
      'DataExport',
      DataExportSchema,
      'A JSON attachment; no password hash, session token or storage key.',
    ),
  },
});

const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/',
  ...operation({
    id: 'deleteMyAccount',
    tag: 'Account',
    summary: 'Delete the account (password and the typed word DELETE)',
    description:
      'Stops Stripe renewals first (a provider failure answers 502 and keeps the account), then removes the ' +
      'account, its profile, applications, positions and uploaded files, and signs out every device.',
    auth: 'signed-in',
    errors: ['WRONG_PASSWORD', 'PAYMENT_PROVIDER_ERROR'],
  }),
  request: { body: jsonBody('DeleteAccountRequest', DeleteAccountSchema) },
  responses: {
    200: jsonAnswer('AccountDeleted', AccountDeletedSchema, 'Deleted; the session cookie is expired.'),
  },
});

export function accountRoutes(deps: AppDeps, auth: Auth) {
  const stripe = createStripeClient(deps.env);
  const settings = (): AccountSettingsDeps => ({
    db: deps.db,
    logger: deps.logger,
    now: () => deps.clock.now(),
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
        { db: deps.db, appUrl: deps.env.APP_URL, now: () => deps.clock.now() },
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
