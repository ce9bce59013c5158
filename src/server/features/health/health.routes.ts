import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { checkDatabase, readJobQueueHealth } from './health.service';

export const healthRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    const db = await checkDatabase(deps.db);
    if (db !== 'ok') return c.json({ status: 'error' as const, db }, 503);
    const jobs = await readJobQueueHealth(deps.queue);
    return c.json({ status: 'ok' as const, db, ...(jobs ? { jobs } : {}) }, 200);
  });
