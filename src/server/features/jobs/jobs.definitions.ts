// The definitions of the jobs endpoints (createRoute): method, path, input and answers, beside their handlers
// in jobs.routes.ts (decision 020; docs/architecture.md).
import { createRoute, z } from '@hono/zod-openapi';
import {
  ApplicationCreatedSchema,
  JobFiltersSchema,
  JobPageSchema,
  MyApplicationListSchema,
  PublicJobSchema,
} from '@shared/schemas/jobs';
import { ApplyInputSchema } from '@shared/schemas/screening';
import { idParam, jsonAnswer, operation, optionalJsonBody } from '../../lib/api-route';

const POSITION_NOT_FOUND = 'Job position not found or no longer available.';
const JobIdParams = z.object({ jobId: idParam("The role's id.", POSITION_NOT_FOUND) });

export const listJobs = createRoute({
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

export const getPublicJobRoute = createRoute({
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

export const applyToJob = createRoute({
  method: 'post',
  path: '/{jobId}/applications',
  ...operation({
    id: 'applyToJob',
    tag: 'Jobs',
    summary: 'Apply to a role',
    description:
      'Roles with their own external application page answer 400 BAD_REQUEST; applying twice answers 409 ' +
      'ALREADY_APPLIED. After a withdrawal the advisor may apply again while the role is open (the same ' +
      "application reopens, its timeline kept, its answers replaced). The body answers the role's screening " +
      'questions (GET /api/screening/jobs/{jobId}/questions) and may add a motivation note: a required question ' +
      'left unanswered, or an answer that is not one of its choices or over its limit, is a 422 naming the field ' +
      '(`answers.<questionId>`). A role without questions needs no body. An advisor in confidential mode is ' +
      'revealed to the company by applying: the body must then carry `confirmReveal: true`, else the answer is ' +
      '409 CONFIRM_REVEAL.',
    auth: 'advisor',
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'ALREADY_APPLIED', 'VALIDATION_FAILED', 'CONFIRM_REVEAL'],
  }),
  request: { params: JobIdParams, body: optionalJsonBody('ApplyInput', ApplyInputSchema) },
  responses: { 201: jsonAnswer('ApplicationCreated', ApplicationCreatedSchema, 'Applied.') },
});

export const getActivePositionRoute = createRoute({
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

export const listMyApplications = createRoute({
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
