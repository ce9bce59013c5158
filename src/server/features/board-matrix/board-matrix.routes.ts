// /api/company/board-matrix: the company's board skills matrix; definitions in board-matrix.definitions.ts
// (decision 051).
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import {
  deleteBoardMatrixRoute,
  getBoardMatrixRoute,
  saveBoardMatrixRoute,
} from './board-matrix.definitions';
import { deleteBoardMatrix, getBoardMatrix, saveBoardMatrix } from './board-matrix.service';

export function boardMatrixRoutes(deps: AppDeps) {
  const { db } = deps;
  return createApiRouter()
    .openapi(getBoardMatrixRoute, async (c) =>
      c.json(await getBoardMatrix({ db, now: deps.clock.now() }, { actor: c.get('user') }), 200),
    )
    .openapi(saveBoardMatrixRoute, async (c) =>
      c.json(
        await saveBoardMatrix(
          { db, now: deps.clock.now(), queue: deps.queue },
          { actor: c.get('user'), input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(deleteBoardMatrixRoute, async (c) => {
      await deleteBoardMatrix({ db, queue: deps.queue }, { actor: c.get('user') });
      return c.body(null, 204);
    });
}
