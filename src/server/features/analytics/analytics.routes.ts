import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { CONSENT_COOKIE_MAX_AGE_S, CONSENT_KEY } from '@shared/analytics-consent';
import { ConsentFormSchema, PageViewSchema } from '@shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { validate } from '../../middleware/validate';
import { createPageView } from './analytics.service';

export const analyticsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .post('/pageviews', validate('json', PageViewSchema), async (c) => {
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
    .post('/consent', validate('form', ConsentFormSchema), (c) => {
      const form = c.req.valid('form');
      setCookie(c, CONSENT_KEY, form.choice, {
        path: '/',
        maxAge: CONSENT_COOKIE_MAX_AGE_S,
        sameSite: 'Lax',
        secure: deps.env.isProduction,
      });
      return c.redirect(form.return, 303);
    });
