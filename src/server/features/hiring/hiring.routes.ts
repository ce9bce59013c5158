// The hiring process's API, mounted at /api/hiring; each endpoint's definition is in hiring.definitions.ts.
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { markApplicationViewed, saveAssessment } from './assessment.service';
import {
  bookInterviewRoute,
  cancelInterviewRoute,
  proposeInterviewRoute,
  reproposeInterviewRoute,
  requestOtherTimesRoute,
  markViewedRoute,
  responsivenessRoute,
  saveAssessmentRoute,
  withdrawRoute,
} from './hiring.definitions';
import {
  bookInterview,
  cancelInterview,
  proposeInterview,
  reproposeInterview,
  requestOtherTimes,
} from './interviews.service';
import { getPositionResponsiveness } from './responsiveness.service';
import { withdrawApplication } from './withdrawal.service';

export function hiringRoutes(deps: AppDeps) {
  const { db } = deps;
  const now = () => deps.clock.now();
  const site = { siteName: deps.env.SITE_NAME, appUrl: deps.env.APP_URL };
  // What the services that write and mail need, read at the request's moment.
  const serviceDeps = () => ({ db, queue: deps.queue, now: now(), site, notifyEnv: deps.env });
  return createApiRouter()
    .openapi(saveAssessmentRoute, async (c) =>
      c.json(
        await saveAssessment(
          { db, queue: deps.queue, env: deps.env, now: now() },
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
        await withdrawApplication(serviceDeps(), {
          actor: c.get('user'),
          applicationId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(proposeInterviewRoute, async (c) =>
      c.json(
        await proposeInterview(serviceDeps(), {
          actor: c.get('user'),
          applicationId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        201,
      ),
    )
    .openapi(reproposeInterviewRoute, async (c) =>
      c.json(
        await reproposeInterview(serviceDeps(), {
          actor: c.get('user'),
          interviewId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(bookInterviewRoute, async (c) =>
      c.json(
        await bookInterview(serviceDeps(), {
          actor: c.get('user'),
          interviewId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(requestOtherTimesRoute, async (c) =>
      c.json(
        await requestOtherTimes(serviceDeps(), {
          actor: c.get('user'),
          interviewId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(cancelInterviewRoute, async (c) =>
      c.json(
        await cancelInterview(serviceDeps(), {
          actor: c.get('user'),
          interviewId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(responsivenessRoute, async (c) =>
      c.json(await getPositionResponsiveness(db, { jobId: c.req.valid('param').jobId }), 200),
    );
}
