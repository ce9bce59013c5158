import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { getViewer } from './account.service';

export const accountRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) =>
    c.json(await getViewer(deps.db, { actor: c.get('user'), now: deps.clock.now() })),
  );
