import { Hono } from 'hono';
import { MatchResultsQuerySchema } from '@shared/schemas/jobs';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import type { StoredMatch } from '../../db/schema';
import { createVersionedMemo } from '../../lib/versioned-memo';
import { validate } from '../../middleware/validate';
import { getMatchRun, startMatchRun, type MatchDeps } from './match-runs.service';

export function matchingRoutes(deps: AppDeps) {
  const matchDeps: MatchDeps = {
    db: deps.db,
    logger: deps.logger,
    now: () => deps.clock.now(),
    similarity: deps.similarity,
    queue: deps.queue,
    finishedResults: createVersionedMemo<StoredMatch[] | null>({ maxEntries: 500 }),
  };
  return new Hono<AppEnv>()
    .post('/runs', async (c) => {
      const run = await startMatchRun(matchDeps, { actor: c.get('user') });
      return c.json(await getMatchRun(matchDeps, { actor: c.get('user'), runId: run.id, page: 1 }), 202);
    })
    .get('/runs/:runId', validate('query', MatchResultsQuerySchema), async (c) =>
      c.json(
        await getMatchRun(matchDeps, {
          actor: c.get('user'),
          runId: c.req.param('runId'),
          page: c.req.valid('query').page,
        }),
      ),
    );
}
