import type { AppDeps } from '../../app-deps';
import type { StoredMatch } from '../../db/schema';
import { createApiRouter } from '../../lib/api-route';
import { createVersionedMemo } from '../../lib/versioned-memo';
import { getMatchRun, startMatchRun, type MatchDeps } from './match-runs.service';
import { startRun, getRun } from './matching.definitions';

export function matchingRoutes(deps: AppDeps) {
  const matchDeps: MatchDeps = {
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock,
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
