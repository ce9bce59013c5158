import { setCookie } from 'hono/cookie';
import { CONSENT_COOKIE_MAX_AGE_S, CONSENT_KEY } from '@shared/analytics-consent';
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { createPageView } from './analytics.service';
import { recordPageView, storeConsent } from './analytics.definitions';

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
