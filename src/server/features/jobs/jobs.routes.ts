import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { createApiRouter } from '../../lib/api-route';
import type { ReadCaches } from '../../lib/read-caches';
import { cachedByVersion } from '../../lib/response-cache';
import { createVersionedMemo } from '../../lib/versioned-memo';
import {
  createApplication,
  findJobs,
  findMyApplications,
  getActivePosition,
  getPublicJob,
} from './jobs.service';
import {
  listJobs,
  getPublicJobRoute,
  applyToJob,
  getActivePositionRoute,
  listMyApplications,
} from './jobs.definitions';

/** The request's path and query: the key must not depend on the Host header a client sends. */
const pathAndQuery = (url: string) => url.slice(url.indexOf('/', url.indexOf('//') + 2));

/**
 * Public reads are cached by jobs content version: an anonymous caller's list page or public job is one answer
 * for everybody (served whole from `responses`), and a signed-in list reuses the shared part (total and rows) and
 * adds its own (plan, applied-to).
 */
export const jobRoutes = (deps: AppDeps, { versions, responses }: ReadCaches) => {
  const jobsVersion = () => versions('jobs');
  const lists = createVersionedMemo<unknown>();
  const anonymous = (prefix: string) =>
    cachedByVersion(responses, jobsVersion, (c: Context<AppEnv>) =>
      c.get('user') ? undefined : `${prefix}${pathAndQuery(c.req.url)}`,
    );
  return createApiRouter()
    .openapi({ ...listJobs, middleware: [anonymous('jobs ')] }, async (c) =>
      c.json(
        await findJobs(deps.db, {
          actor: c.get('user'),
          filters: c.req.valid('query'),
          now: deps.clock.now(),
          cache: { version: await jobsVersion(), memo: lists },
        }),
        200,
      ),
    )
    .openapi({ ...getPublicJobRoute, middleware: [anonymous('public job ')] }, async (c) =>
      c.json(
        await getPublicJob(deps.db, {
          idOrSlug: c.req.valid('param').idOrSlug,
          actor: c.get('user'),
          now: deps.clock.now(),
        }),
        200,
      ),
    )
    .openapi(applyToJob, async (c) =>
      c.json(
        await createApplication(
          { db: deps.db, queue: deps.queue, now: deps.clock.now() },
          { actor: c.get('user'), jobId: c.req.valid('param').jobId, input: c.req.valid('json') },
        ),
        201,
      ),
    );
};

export const positionRoutes = (deps: AppDeps) =>
  createApiRouter().openapi(getActivePositionRoute, async (c) =>
    c.json(
      await getActivePosition(deps.db, {
        jobId: c.req.valid('param').jobId,
        actor: c.get('user'),
        now: deps.clock.now(),
      }),
      200,
    ),
  );

export const myApplicationRoutes = (deps: AppDeps) =>
  createApiRouter().openapi(listMyApplications, async (c) =>
    c.json(await findMyApplications(deps.db, { actor: c.get('user') }), 200),
  );
