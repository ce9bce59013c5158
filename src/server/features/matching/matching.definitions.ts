// The definitions of the matching endpoints (createRoute): method, path, input and answers, beside their handlers
// in matching.routes.ts (decision 020; docs/architecture.md).
import { createRoute, z } from '@hono/zod-openapi';
import { MatchResultsQuerySchema, MatchRunSchema } from '@shared/schemas/jobs';
import { jsonAnswer, operation } from '../../lib/api-route';

export const startRun = createRoute({
  method: 'post',
  path: '/runs',
  ...operation({
    id: 'startMatchRun',
    tag: 'Matching',
    summary: 'Start an AI match run',
    description:
      'Needs an eligible profile. A run already in progress is returned instead of starting another. ' +
      'Limited to 10 runs an hour (429 with Retry-After). Poll GET /api/matches/runs/{runId} until `done`.',
    auth: 'advisor',
    errors: ['PROFILE_INCOMPLETE', 'RATE_LIMITED'],
  }),
  responses: { 202: jsonAnswer('MatchRun', MatchRunSchema, 'The run, usually still running.') },
});

export const getRun = createRoute({
  method: 'get',
  path: '/runs/{runId}',
  ...operation({
    id: 'getMatchRun',
    tag: 'Matching',
    summary: 'A match run and one page of its results',
    auth: 'advisor',
    errors: ['NOT_FOUND'],
  }),
  request: {
    params: z.object({
      runId: z
        .union([z.literal('latest'), z.guid()], { error: 'Match run not found.' })
        .describe('The run id, or `latest` for my most recent run.'),
    }),
    query: MatchResultsQuerySchema,
  },
  responses: { 200: jsonAnswer('MatchRun', MatchRunSchema, 'The run; `results` is set once it is done.') },
});
