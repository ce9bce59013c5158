import { createRoute, z } from '@hono/zod-openapi';
import { MatchResultsQuerySchema, MatchRunSchema } from '@shared/schemas/jobs';
import type { AppDeps } from '../../app-deps';
import type { StoredMatch } from '../../db/schema';
import { createApiRouter, jsonAnswer, operation } from '../../lib/api-route';
import { createVersionedMemo } from '../../lib/versioned-memo';
import { getMatchRun, startMatchRun, type MatchDeps } from './match-runs.service';

const startRun = createRoute({
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

const getRun = createRoute({
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

export function matchingRoutes(deps: AppDeps) {
  const matchDeps: MatchDeps = {
    db: deps.db,
    logger: deps.logger,
    now: () => deps.clock.now(),
    similarity: deps.similarity,
    queue: deps.queue,
    finishedResults: createVersionedMemo<StoredMatch[] | null>({ maxEntries: 500 }),
  };
  return createApiRouter()
    .openapi(startRun, async (c) => {
      const run = await startMatchRun(matchDeps, { actor: c.get('user') });
      return c.json(await getMatchRun(matchDeps, { actor: c.get('user'), runId: run.id, page: 1 }), 202);
    })
    .openapi(getRun, async (c) =>
      c.json(
        await getMatchRun(matchDeps, {
          actor: c.get('user'),
          runId: c.req.valid('param').runId,
          page: c.req.valid('query').page,
        }),
        200,
      ),
    );
}
