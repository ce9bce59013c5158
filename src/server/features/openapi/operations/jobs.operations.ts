// Roles (/api/jobs, /api/positions), the advisor's applications and AI match runs.
import {
  ApplicationCreatedSchema,
  JobFiltersSchema,
  JobPageSchema,
  MatchResultsQuerySchema,
  MatchRunSchema,
  MyApplicationListSchema,
  PublicJobSchema,
} from '@shared/schemas/jobs';
import type { ApiOperation } from '../api-operation';

export const jobOperations: ApiOperation[] = [
  {
    id: 'listJobs',
    method: 'get',
    path: '/api/jobs',
    tag: 'Jobs',
    summary: 'Search open roles',
    description:
      'Ten roles a page, newest first; text filters are case-insensitive "contains". Without a subscription ' +
      'only the first two roles of page 1 are unlocked; the rest are locked cards that identify no role (industry, ' +
      'engagement, compensation and region only: no id, title, company, city or date).',
    auth: 'anonymous',
    query: JobFiltersSchema,
    responses: [{ status: 200, description: 'One page of role cards.', schema: JobPageSchema }],
  },
  {
    id: 'getPublicJob',
    method: 'get',
    path: '/api/jobs/public/{idOrSlug}',
    tag: 'Jobs',
    summary: 'The public page of a role',
    description: 'Public and active roles only, always with full details.',
    auth: 'anonymous',
    pathParams: { idOrSlug: "The role's id (UUID) or its public URL slug." },
    responses: [{ status: 200, description: 'The role.', schema: PublicJobSchema }],
    errors: ['NOT_FOUND'],
  },
  {
    id: 'applyToJob',
    method: 'post',
    path: '/api/jobs/{jobId}/applications',
    tag: 'Jobs',
    summary: 'Apply to a role',
    description:
      'Roles with their own external application page answer 400 BAD_REQUEST; applying twice answers 409 ' +
      'ALREADY_APPLIED.',
    auth: 'advisor',
    pathParams: { jobId: "The role's id." },
    responses: [{ status: 201, description: 'Applied.', schema: ApplicationCreatedSchema }],
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'ALREADY_APPLIED'],
  },
  {
    id: 'getActivePosition',
    method: 'get',
    path: '/api/positions/{jobId}',
    tag: 'Jobs',
    summary: 'An active role by id (the /position page)',
    auth: 'anonymous',
    pathParams: { jobId: "The role's id." },
    responses: [{ status: 200, description: 'The role.', schema: PublicJobSchema }],
    errors: ['NOT_FOUND'],
  },
  {
    id: 'listMyApplications',
    method: 'get',
    path: '/api/my-applications',
    tag: 'Jobs',
    summary: 'My applications',
    description: 'Newest first, at most 200.',
    auth: 'advisor',
    responses: [{ status: 200, description: 'The applications.', schema: MyApplicationListSchema }],
  },
  {
    id: 'startMatchRun',
    method: 'post',
    path: '/api/matches/runs',
    tag: 'Matching',
    summary: 'Start an AI match run',
    description:
      'Needs an eligible profile. A run already in progress is returned instead of starting another. ' +
      'Limited to 10 runs an hour (429 with Retry-After). Poll GET /api/matches/runs/{runId} until `done`.',
    auth: 'advisor',
    responses: [{ status: 202, description: 'The run, usually still running.', schema: MatchRunSchema }],
    errors: ['PROFILE_INCOMPLETE', 'RATE_LIMITED'],
  },
  {
    id: 'getMatchRun',
    method: 'get',
    path: '/api/matches/runs/{runId}',
    tag: 'Matching',
    summary: 'A match run and one page of its results',
    auth: 'advisor',
    pathParams: { runId: 'The run id, or `latest` for my most recent run.' },
    query: MatchResultsQuerySchema,
    responses: [
      { status: 200, description: 'The run; `results` is set once it is done.', schema: MatchRunSchema },
    ],
    errors: ['NOT_FOUND'],
  },
];
