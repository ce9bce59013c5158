// /api/board-seats: the handlers; the definitions are in board-seats.definitions.ts (decision 050).
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import {
  checkBeforeApplying,
  checkBeforeInviting,
  getMyCompetitors,
  updateMyCompetitors,
} from './board-checks';
import {
  addSeatRoute,
  checkBeforeApplyingRoute,
  checkBeforeInvitingRoute,
  deleteSeatRoute,
  getCompetitorsRoute,
  listMySeatsRoute,
  updateCompetitorsRoute,
  updateSeatRoute,
} from './board-seats.definitions';
import { createSeat, deleteSeat, findMySeats, updateSeat } from './board-seats.service';

export function boardSeatRoutes(deps: AppDeps) {
  const { db } = deps;
  const withNow = () => ({ db, now: deps.clock.now() });
  return createApiRouter()
    .openapi(listMySeatsRoute, async (c) =>
      c.json(await findMySeats(withNow(), { actor: c.get('user') }), 200),
    )
    .openapi(addSeatRoute, async (c) =>
      c.json(await createSeat(withNow(), { actor: c.get('user'), input: c.req.valid('json') }), 201),
    )
    .openapi(getCompetitorsRoute, async (c) =>
      c.json(await getMyCompetitors(db, { actor: c.get('user') }), 200),
    )
    .openapi(updateCompetitorsRoute, async (c) =>
      c.json(
        await updateMyCompetitors(withNow(), {
          actor: c.get('user'),
          competitors: c.req.valid('json').competitors,
        }),
        200,
      ),
    )
    .openapi(checkBeforeApplyingRoute, async (c) =>
      c.json(
        await checkBeforeApplying(withNow(), { actor: c.get('user'), jobId: c.req.valid('param').jobId }),
        200,
      ),
    )
    .openapi(checkBeforeInvitingRoute, async (c) =>
      c.json(await checkBeforeInviting(withNow(), { actor: c.get('user'), ...c.req.valid('param') }), 200),
    )
    .openapi(updateSeatRoute, async (c) =>
      c.json(
        await updateSeat(withNow(), {
          actor: c.get('user'),
          seatId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        200,
      ),
    )
    .openapi(deleteSeatRoute, async (c) => {
      await deleteSeat({ db }, { actor: c.get('user'), seatId: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
