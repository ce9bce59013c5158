import { Hono } from 'hono';
import { JobFiltersSchema } from '@shared/schemas/jobs';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { validate } from '../../middleware/validate';
import {
  createApplication,
  findJobs,
  findMyApplications,
  getActivePosition,
  getPublicJob,
} from './jobs.service';
import { createJobTotalsCache } from './job-totals-cache';

export const jobRoutes = (deps: AppDeps) => {
  const totals = createJobTotalsCache();
  return new Hono<AppEnv>()
    .get('/', validate('query', JobFiltersSchema), async (c) =>
      c.json(
        await findJobs(deps.db, {
          actor: c.get('user'),
          filters: c.req.valid('query'),
          now: deps.clock.now(),
          totals,
        }),
      ),
    )
    .get('/public/:idOrSlug', async (c) =>
      c.json(await getPublicJob(deps.db, { idOrSlug: c.req.param('idOrSlug'), actor: c.get('user') })),
    )
    .post('/:jobId/applications', async (c) =>
      c.json(await createApplication(deps.db, { actor: c.get('user'), jobId: c.req.param('jobId') }), 201),
    );
};

export const positionRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/:jobId', async (c) =>
    c.json(await getActivePosition(deps.db, { jobId: c.req.param('jobId'), actor: c.get('user') })),
  );

export const myApplicationRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) =>
    c.json(await findMyApplications(deps.db, { actor: c.get('user') })),
  );
