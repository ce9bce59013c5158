// The definitions of the analytics endpoints (createRoute): method, path, input and answers, beside their handlers
// in analytics.routes.ts (decision 020; docs/architecture.md).
import { createRoute } from '@hono/zod-openapi';
import { PageViewSchema } from '@shared/schemas/auth';
import { ConsentFormSchema } from '@shared/schemas/consent-form';
import { emptyAnswer, formBody, jsonBody, operation } from '../../lib/api-route';

export const recordPageView = createRoute({
  method: 'post',
  path: '/pageviews',
  ...operation({ id: 'recordPageView', tag: 'Analytics', summary: 'Count a page view', auth: 'anonymous' }),
  request: { body: jsonBody('PageViewInput', PageViewSchema) },
  responses: { 204: emptyAnswer('Counted.') },
});

export const storeConsent = createRoute({
  method: 'post',
  path: '/consent',
  ...operation({
    id: 'storeAnalyticsConsent',
    tag: 'Analytics',
    summary: "Store the consent banner's choice (a browser without JavaScript)",
    description:
      'The consent banner is a plain form (decision 018): the choice goes into the `analytics_consent` cookie, which ' +
      'the page copies into localStorage, and the visitor is sent back to `return`, a path on this site.',
    auth: 'anonymous',
  }),
  request: { body: formBody('ConsentFormInput', ConsentFormSchema) },
  responses: {
    303: emptyAnswer('Stored; back to the page.', {
      Location: '`return`',
      'Set-Cookie': '`analytics_consent=true|false`',
    }),
  },
});
