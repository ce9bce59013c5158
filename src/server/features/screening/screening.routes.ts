// /api/screening: a position's questions and criteria, the apply screen's questions, scorecards (decision 049).
import type { AppDeps } from '../../app-deps';
import { createApiRouter } from '../../lib/api-route';
import { findApplyQuestions, getPositionScreening, saveCriteria, saveQuestions } from './questions.service';
import { getScorecards, saveScorecard } from './scorecards.service';
import {
  getApplyQuestionsRoute,
  getPositionScreeningRoute,
  getScorecardsRoute,
  saveCriteriaRoute,
  saveQuestionsRoute,
  saveScorecardRoute,
} from './screening.definitions';

export const screeningRoutes = (deps: AppDeps) =>
  createApiRouter()
    .openapi(getPositionScreeningRoute, async (c) =>
      c.json(
        await getPositionScreening(deps.db, { actor: c.get('user'), positionId: c.req.valid('param').id }),
        200,
      ),
    )
    .openapi(saveQuestionsRoute, async (c) =>
      c.json(
        await saveQuestions(
          { db: deps.db, now: deps.clock.now() },
          { actor: c.get('user'), positionId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(saveCriteriaRoute, async (c) =>
      c.json(
        await saveCriteria(
          { db: deps.db, now: deps.clock.now() },
          { actor: c.get('user'), positionId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    )
    .openapi(getApplyQuestionsRoute, async (c) =>
      c.json(await findApplyQuestions(deps.db, { jobId: c.req.valid('param').jobId }), 200),
    )
    .openapi(getScorecardsRoute, async (c) =>
      c.json(
        await getScorecards(deps.db, { actor: c.get('user'), applicationId: c.req.valid('param').id }),
        200,
      ),
    )
    .openapi(saveScorecardRoute, async (c) =>
      c.json(
        await saveScorecard(
          { db: deps.db, now: deps.clock.now() },
          { actor: c.get('user'), applicationId: c.req.valid('param').id, input: c.req.valid('json') },
        ),
        200,
      ),
    );
