// The definitions of the health endpoints (createRoute): method, path, input and answers, beside their handlers
// in health.routes.ts (decision 020; docs/architecture.md).
import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '@shared/schemas/health';
import { jsonAnswer, operation } from '../../lib/api-route';

export const getHealth = createRoute({
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
