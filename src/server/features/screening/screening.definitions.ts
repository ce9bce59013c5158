// The definitions of /api/screening's endpoints (createRoute), beside their handlers in screening.routes.ts
// (decision 049): a position's screening questions and interview criteria, the questions an advisor answers when
// applying, and the interviewers' scorecards. Everything but the apply screen's questions is the company's alone.
import { createRoute, z } from '@hono/zod-openapi';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import {
  ApplyQuestionsSchema,
  CriteriaInputSchema,
  PositionScreeningSchema,
  QuestionsInputSchema,
  ScorecardInputSchema,
  ScorecardsViewSchema,
} from '@shared/schemas/screening';
import { idParam, jsonAnswer, jsonBody, operation, type OperationInfo } from '../../lib/api-route';

const screening = (info: Omit<OperationInfo, 'tag'>) => operation({ ...info, tag: 'Screening' });

const PositionIdParams = z.object({
  id: idParam(
    "The position's id (one of the company's own; others are 404).",
    COMPANY_ERROR_MESSAGES.positionNotFound,
  ),
});
const ApplicationIdParams = z.object({
  id: idParam(
    "The application's id (to one of the company's own positions).",
    COMPANY_ERROR_MESSAGES.applicationNotFound,
  ),
});

export const getPositionScreeningRoute = createRoute({
  method: 'get',
  path: '/positions/{id}',
  ...screening({
    id: 'getPositionScreening',
    summary: "A position's screening questions and interview criteria",
    description: 'With criteria suggested from the position’s requirements, for the editor to offer.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { params: PositionIdParams },
  responses: { 200: jsonAnswer('PositionScreening', PositionScreeningSchema, 'Questions and criteria.') },
});

export const saveQuestionsRoute = createRoute({
  method: 'put',
  path: '/positions/{id}/questions',
  ...screening({
    id: 'savePositionQuestions',
    summary: "Replace a position's screening questions (at most five)",
    description:
      'A question sent with its id is kept (answers stay linked); one left out is removed. Answers already given ' +
      'keep the question text they answered.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  request: { params: PositionIdParams, body: jsonBody('QuestionsInput', QuestionsInputSchema) },
  responses: { 200: jsonAnswer('PositionScreening', PositionScreeningSchema, 'Saved.') },
});

export const saveCriteriaRoute = createRoute({
  method: 'put',
  path: '/positions/{id}/criteria',
  ...screening({
    id: 'savePositionCriteria',
    summary: "Replace a position's interview criteria",
    description: 'Scorecards already submitted keep the labels they scored.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  request: { params: PositionIdParams, body: jsonBody('CriteriaInput', CriteriaInputSchema) },
  responses: { 200: jsonAnswer('PositionScreening', PositionScreeningSchema, 'Saved.') },
});

export const getApplyQuestionsRoute = createRoute({
  method: 'get',
  path: '/jobs/{jobId}/questions',
  ...screening({
    id: 'getApplyQuestions',
    summary: 'What an open role asks when applying',
    description: 'Never which answer is a knockout.',
    auth: 'anonymous',
    errors: ['NOT_FOUND'],
  }),
  request: {
    params: z.object({
      jobId: idParam("The role's id.", 'Job position not found or no longer available.'),
    }),
  },
  responses: { 200: jsonAnswer('ApplyQuestions', ApplyQuestionsSchema, 'The questions, in order.') },
});

export const getScorecardsRoute = createRoute({
  method: 'get',
  path: '/applications/{id}/scorecards',
  ...screening({
    id: 'getApplicantScorecards',
    summary: "An applicant's scorecards",
    description:
      "Colleagues' cards (and the averages) only once the caller submitted their own: independent judgement. " +
      'Private to the company.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { params: ApplicationIdParams },
  responses: { 200: jsonAnswer('ScorecardsView', ScorecardsViewSchema, 'The scorecards.') },
});

export const saveScorecardRoute = createRoute({
  method: 'put',
  path: '/applications/{id}/scorecard',
  ...screening({
    id: 'saveMyScorecard',
    summary: 'Submit or revise my scorecard of an applicant',
    description: 'Every criterion of the position scored 1–4, a recommendation, an optional private comment.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND', 'VALIDATION_FAILED'],
  }),
  request: { params: ApplicationIdParams, body: jsonBody('ScorecardInput', ScorecardInputSchema) },
  responses: {
    200: jsonAnswer('ScorecardsView', ScorecardsViewSchema, 'Saved; the scorecards as now seen.'),
  },
});
