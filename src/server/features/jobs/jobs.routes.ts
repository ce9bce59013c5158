import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ApplicationCreatedSchema,
  JobFiltersSchema,
  JobPageSchema,
  MyApplicationListSchema,
  PublicJobSchema,
} from '@shared/schemas/jobs';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { createApiRouter, idParam, jsonAnswer, operation } from '../../lib/api-route';
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

const POSITION_NOT_FOUND = 'Job position not found or no longer available.';
const JobIdParams = z.object({ jobId: idParam("The role's id.", POSITION_NOT_FOUND) });

const listJobs = createRoute({
  method: 'get',
  path: '/',
  ...operation({
    id: 'listJobs',
    tag: 'Jobs',
    summary: 'Search open roles',
    description:
      'Ten roles a page, newest first; text filters are case-insensitive "contains". Without a subscription ' +
      'only the first two roles of page 1 are unlocked; the rest are locked cards that identify no role (industry, ' +
      'engagement, compensation and region only: no id, title, company, city or date).',
    auth: 'anonymous',
  }),
  request: { query: JobFiltersSchema },
  responses: { 200: jsonAnswer('JobPage', JobPageSchema, 'One page of role cards.') },
});

const getPublicJobRoute = createRoute({
  method: 'get',
  path: '/public/{idOrSlug}',
  ...operation({
    id: 'getPublicJob',
    tag: 'Jobs',
    summary: 'The public page of a role',
    description: 'Public and active roles only, always with full details.',
    auth: 'anonymous',
    errors: ['NOT_FOUND'],
  }),
  request: {
    params: z.object({
      idOrSlug: z
        .string()
        .regex(/^[0-9a-z-]{1,200}$/i, { error: 'This role does not exist or is no longer open.' })
        .describe("The role's id (UUID) or its public URL slug."),
    }),
  },
  responses: { 200: jsonAnswer('PublicJob', PublicJobSchema, 'The role.') },
});

const applyToJob = createRoute({
  method: 'post',
  path: '/{jobId}/applications',
  ...operation({
    id: 'applyToJob',
    tag: 'Jobs',
    summary: 'Apply to a role',
    description:
      'Roles with their own external application page answer 400 BAD_REQUEST; applying twice answers 409 ' +
      'ALREADY_APPLIED. After a withdrawal the advisor may apply again while the role is open (the same ' +
      'application reopens, its timeline kept).',
    auth: 'advisor',
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'ALREADY_APPLIED'],
  }),
  request: { params: JobIdParams },
  responses: { 201: jsonAnswer('ApplicationCreated', ApplicationCreatedSchema, 'Applied.') },
});

const getActivePositionRoute = createRoute({
  method: 'get',
  path: '/{jobId}',
  ...operation({
    id: 'getActivePosition',
    tag: 'Jobs',
    summary: 'An active role by id (the /position page)',
    auth: 'anonymous',
    errors: ['NOT_FOUND'],
  }),
  request: { params: JobIdParams },
  responses: { 200: jsonAnswer('PublicJob', PublicJobSchema, 'The role.') },
});

const listMyApplications = createRoute({
  method: 'get',
  path: '/',
  ...operation({
    id: 'listMyApplications',
    tag: 'Jobs',
    summary: 'My applications',
    description: 'Newest first, at most 200.',
    auth: 'advisor',
  }),
  responses: { 200: jsonAnswer('MyApplicationList', MyApplicationListSchema, 'The applications.') },
});

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
        await getPublicJob(deps.db, { idOrSlug: c.req.valid('param').idOrSlug, actor: c.get('user') }),
        200,
      ),
    )
    .openapi(applyToJob, async (c) =>
      c.json(
        await createApplication(
          { db: deps.db, queue: deps.queue, now: deps.clock.now() },
          { actor: c.get('user'), jobId: c.req.valid('param').jobId },
        ),
        201,
      ),
    );
};

export const positionRoutes = (deps: AppDeps) =>
  createApiRouter().openapi(getActivePositionRoute, async (c) =>
    c.json(
      await getActivePosition(deps.db, { jobId: c.req.valid('param').jobId, actor: c.get('user') }),
      200,
    ),
  );

export const myApplicationRoutes = (deps: AppDeps) =>
  createApiRouter().openapi(listMyApplications, async (c) =>
    c.json(await findMyApplications(deps.db, { actor: c.get('user') }), 200),
  );
