import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { checkDatabase } from './health.service';

export const healthRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    const db = await checkDatabase(deps.db);
    return db === 'ok'
      ? c.json({ status: 'ok' as const, db }, 200)
      : c.json({ status: 'error' as const, db }, 503);
  });
