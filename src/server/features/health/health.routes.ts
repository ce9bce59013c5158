import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '@shared/schemas/health';
import type { AppDeps } from '../../app-deps';
import { createApiRouter, jsonAnswer, operation } from '../../lib/api-route';
import { checkDatabase, readJobQueueHealth } from './health.service';

const getHealth = createRoute({
  method: 'get',
  path: '/',
  ...operation({
    id: 'getHealth',
    tag: 'Health',
    summary: 'Liveness and database check',
    description: 'For load balancers and monitors; never cached.',
    auth: 'anonymous',
  }),
  responses: {
    200: jsonAnswer('Health', HealthSchema, 'The server and its database answer.'),
    503: jsonAnswer(
      'Health',
      HealthSchema,
      'The database does not answer (`status: "error"`, `db: "down"`).',
    ),
  },
});

export const healthRoutes = (deps: AppDeps) =>
  createApiRouter().openapi(getHealth, async (c) => {
    const db = await checkDatabase(deps.db);
    if (db !== 'ok') return c.json({ status: 'error' as const, db }, 503);
    const jobs = await readJobQueueHealth(deps.queue);
    return c.json({ status: 'ok' as const, db, ...(jobs ? { jobs } : {}) }, 200);
  });
