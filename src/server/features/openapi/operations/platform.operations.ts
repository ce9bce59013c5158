// Health, the viewer and account settings, page-view analytics and this API description itself.
import {
  AccountDeletedSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DataExportSchema,
  DeleteAccountSchema,
  EmailChangeRequestedSchema,
  PasswordChangedSchema,
} from '@shared/schemas/account-settings';
import { ConsentFormSchema, PageViewSchema, ViewerSchema } from '@shared/schemas/auth';
import { HealthSchema } from '@shared/schemas/health';
import type { ApiOperation } from '../api-operation';

export const platformOperations: ApiOperation[] = [
  {
    id: 'getHealth',
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Liveness and database check',
    description: 'For load balancers and monitors; never cached.',
    auth: 'anonymous',
    responses: [
      { status: 200, description: 'The server and its database answer.', schema: HealthSchema },
      {
        status: 503,
        description: 'The database does not answer (`status: "error"`, `db: "down"`).',
        schema: HealthSchema,
      },
    ],
  },
  {
    id: 'getViewer',
    method: 'get',
    path: '/api/me',
    tag: 'Account',
    summary: 'Who is signed in, and what they may use',
    description: '`user` is null when signed out; `access` then describes no plan.',
    auth: 'anonymous',
    responses: [{ status: 200, description: 'The viewer.', schema: ViewerSchema }],
  },
  {
    id: 'changePassword',
    method: 'post',
    path: '/api/me/password',
    tag: 'Account',
    summary: 'Change the password (re-authenticates with the current one)',
    description:
      'The new password must pass the same strength rule as at sign-up. Sessions on other devices are signed out; ' +
      'a wrong current password counts towards the per-account sign-in lock.',
    auth: 'signed-in',
    body: { kind: 'json', schema: ChangePasswordSchema },
    responses: [{ status: 200, description: 'Changed.', schema: PasswordChangedSchema }],
    errors: ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'RATE_LIMITED'],
  },
  {
    id: 'changeEmail',
    method: 'post',
    path: '/api/me/email',
    tag: 'Account',
    summary: 'Ask to change the e-mail address',
    description: 'A confirmation link goes to the new address; the address changes only when it is opened.',
    auth: 'signed-in',
    body: { kind: 'json', schema: ChangeEmailSchema },
    responses: [{ status: 202, description: 'Link sent.', schema: EmailChangeRequestedSchema }],
    errors: ['WRONG_PASSWORD', 'USER_ALREADY_EXISTS'],
  },
  {
    id: 'exportMyData',
    method: 'get',
    path: '/api/me/export',
    tag: 'Account',
    summary: 'Download everything stored about the signed-in user (GDPR art. 20)',
    auth: 'signed-in',
    responses: [
      {
        status: 200,
        description: 'A JSON attachment; no password hash, session token or storage key.',
        schema: DataExportSchema,
      },
    ],
  },
  {
    id: 'deleteMyAccount',
    method: 'delete',
    path: '/api/me',
    tag: 'Account',
    summary: 'Delete the account (password and the typed word DELETE)',
    description:
      'Stops Stripe renewals first (a provider failure answers 502 and keeps the account), then removes the ' +
      'account, its profile, applications, positions and uploaded files, and signs out every device.',
    auth: 'signed-in',
    body: { kind: 'json', schema: DeleteAccountSchema },
    responses: [
      { status: 200, description: 'Deleted; the session cookie is expired.', schema: AccountDeletedSchema },
    ],
    errors: ['WRONG_PASSWORD', 'PAYMENT_PROVIDER_ERROR'],
  },
  {
    id: 'recordPageView',
    method: 'post',
    path: '/api/analytics/pageviews',
    tag: 'Analytics',
    summary: 'Count a page view',
    auth: 'anonymous',
    body: { kind: 'json', schema: PageViewSchema },
    responses: [{ status: 204, description: 'Counted.' }],
  },
  {
    id: 'storeAnalyticsConsent',
    method: 'post',
    path: '/api/analytics/consent',
    tag: 'Analytics',
    summary: "Store the consent banner's choice (a browser without JavaScript)",
    description:
      'The consent banner is a plain form (decision 018): the choice goes into the `analytics_consent` cookie, which ' +
      'the page copies into localStorage, and the visitor is sent back to `return`, a path on this site.',
    auth: 'anonymous',
    body: { kind: 'form', schema: ConsentFormSchema },
    responses: [
      {
        status: 303,
        description: 'Stored; back to the page.',
        headers: { Location: '`return`', 'Set-Cookie': '`analytics_consent=true|false`' },
      },
    ],
  },
  {
    id: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Reference',
    summary: 'This API description (OpenAPI 3.1)',
    auth: 'anonymous',
    responses: [
      {
        status: 200,
        description: 'The OpenAPI 3.1 document. Cacheable for five minutes.',
        mediaTypes: ['application/json'],
      },
    ],
  },
  {
    id: 'getApiReference',
    method: 'get',
    path: '/api/docs',
    tag: 'Reference',
    summary: 'The readable API reference (this document as an HTML page)',
    auth: 'anonymous',
    responses: [{ status: 200, description: 'The reference page.', mediaTypes: ['text/html'] }],
  },
];
