import { Hono } from 'hono';
import { PageViewSchema } from '@shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { validate } from '../../middleware/validate';
import { createPageView } from './analytics.service';

export const analyticsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().post('/pageviews', validate('json', PageViewSchema), async (c) => {
    await createPageView(deps.db, { actor: c.get('user'), view: c.req.valid('json'), now: deps.clock.now() });
    return c.body(null, 204);
  });
