import { createRoute } from '@hono/zod-openapi';
import { setCookie } from 'hono/cookie';
import { CONSENT_COOKIE_MAX_AGE_S, CONSENT_KEY } from '@shared/analytics-consent';
import { PageViewSchema } from '@shared/schemas/auth';
import { ConsentFormSchema } from '@shared/schemas/consent-form';
import type { AppDeps } from '../../app-deps';
import { createApiRouter, emptyAnswer, formBody, jsonBody, operation } from '../../lib/api-route';
import { createPageView } from './analytics.service';

const recordPageView = createRoute({
  method: 'post',
  path: '/pageviews',
  ...operation({ id: 'recordPageView', tag: 'Analytics', summary: 'Count a page view', auth: 'anonymous' }),
  request: { body: jsonBody('PageViewInput', PageViewSchema) },
  responses: { 204: emptyAnswer('Counted.') },
});

const storeConsent = createRoute({
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

export const analyticsRoutes = (deps: AppDeps) =>
  createApiRouter()
    .openapi(recordPageView, async (c) => {
      await createPageView(deps.db, {
        actor: c.get('user'),
        view: c.req.valid('json'),
        now: deps.clock.now(),
      });
      return c.body(null, 204);
    })
    // The consent banner's form, posted by a browser that has no JavaScript (yet): the choice goes into the cookie
    // the browser mirrors it in (the page copies it into localStorage), and the visitor goes back to their page.
    // Not httpOnly: the browser's own code reads and writes the same cookie.
    .openapi(storeConsent, (c) => {
      const form = c.req.valid('form');
      setCookie(c, CONSENT_KEY, form.choice, {
        path: '/',
        maxAge: CONSENT_COOKIE_MAX_AGE_S,
        sameSite: 'Lax',
        secure: deps.env.isProduction,
      });
      return c.redirect(form.return, 303);
    });
