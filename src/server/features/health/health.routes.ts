import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { checkDatabase, readJobQueueHealth } from './health.service';
import { getHealth } from './health.definitions';

export const healthRoutes = (deps: AppDeps) =>
  createApiRouter().openapi(getHealth, async (c) => {
    const db = await checkDatabase(deps.db);
    if (db !== 'ok') return c.json({ status: 'error' as const, db }, 503);
    const jobs = await readJobQueueHealth(deps.queue);
    return c.json({ status: 'ok' as const, db, ...(jobs ? { jobs } : {}) }, 200);
  });
