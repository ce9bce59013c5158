// The hiring process's API, mounted at /api/hiring; each endpoint's definition is in hiring.definitions.ts.
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { markApplicationViewed, saveAssessment } from './assessment.service';
import {
  markViewedRoute,
  responsivenessRoute,
  saveAssessmentRoute,
  withdrawRoute,
} from './hiring.definitions';
import { getPositionResponsiveness } from './responsiveness.service';
import { withdrawApplication } from './withdrawal.service';

export function hiringRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.clock.now();
  const site = { siteName: deps.env.SITE_NAME, appUrl: deps.env.APP_URL };
  return createApiRouter()
    .openapi(saveAssessmentRoute, async (c) =>
      c.json(
        await saveAssessment(
          { db, now: now() },
          { actor: c.get('user'), applicationId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(markViewedRoute, async (c) =>
      c.json(
        await markApplicationViewed(
          { db, now: now() },
          { actor: c.get('user'), applicationId: c.req.valid('param').id },
        ),
        200,
      ),
    )
    .openapi(withdrawRoute, async (c) =>
      c.json(
        await withdrawApplication(
          { db, queue: deps.queue, now: now(), site },
          { actor: c.get('user'), applicationId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(responsivenessRoute, async (c) =>
      c.json(await getPositionResponsiveness(db, { jobId: c.req.valid('param').jobId }), 200),
    );
}
