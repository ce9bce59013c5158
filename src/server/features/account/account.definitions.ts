// The definitions of the account endpoints (createRoute): method, path, input and answers, beside their handlers
// in account.routes.ts (decision 020; docs/architecture.md).
// Written out one by one, they look alike across features (method, path, operation, responses) by design: each
// endpoint is defined once (issue #18 §1), rather than generated from a table.
import { createRoute } from '@hono/zod-openapi';
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
import { jsonAnswer, jsonBody, operation } from '../../lib/api-route';

export const getViewerRoute = createRoute({
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

export const changePasswordRoute = createRoute({
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

export const changeEmailRoute = createRoute({
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

export const exportRoute = createRoute({
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

export const deleteAccountRoute = createRoute({
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
