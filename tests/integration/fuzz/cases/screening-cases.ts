// Structured applications and scorecards (decision 049): a position's questions and criteria, an applicant's
// scorecards (the company's), and what applying asks (public).
import {
  ApplyQuestionsSchema,
  CriteriaInputSchema,
  PositionScreeningSchema,
  QuestionsInputSchema,
  ScorecardInputSchema,
  ScorecardsViewSchema,
} from '@shared/schemas/screening';
import { pathParam } from '../support/fuzz-requests';
import type { Actor, FuzzRoute } from '../support/fuzz-route';

const companies: Actor[] = ['anonymous', 'forged', 'advisor', 'company', 'company', 'company'];
const everyone: Actor[] = ['anonymous', 'forged', 'advisor', 'subscriber', 'company'];

export const screeningCompanyCases: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/api/screening/positions/:id',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.positions) },
    responses: { 200: PositionScreeningSchema },
  },
  {
    method: 'PUT',
    path: '/api/screening/positions/:id/questions',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.positions) },
    body: {
      schema: QuestionsInputSchema,
      example: () => ({
        questions: [
          { kind: 'yes_no', prompt: 'Do you hold a board seat today?', required: true, knockoutAnswer: 'no' },
          { kind: 'choice', prompt: 'Travel?', options: ['Often', 'Rarely'], required: false },
        ],
      }),
    },
    responses: { 200: PositionScreeningSchema },
  },
  {
    method: 'PUT',
    path: '/api/screening/positions/:id/criteria',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.positions) },
    body: { schema: CriteriaInputSchema, example: () => ({ criteria: [{ label: 'Governance' }] }) },
    responses: { 200: PositionScreeningSchema },
  },
  {
    method: 'GET',
    path: '/api/screening/applications/:id/scorecards',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.applications) },
    responses: { 200: ScorecardsViewSchema },
  },
  {
    method: 'PUT',
    path: '/api/screening/applications/:id/scorecard',
    actors: companies,
    params: { id: (w) => pathParam(w.ids.applications) },
    body: {
      schema: ScorecardInputSchema,
      example: () => ({ scores: {}, recommendation: 'yes', comment: 'Fuzz comment' }),
    },
    responses: { 200: ScorecardsViewSchema },
  },
];

export const screeningPublicCases: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/api/screening/jobs/:jobId/questions',
    actors: everyone,
    params: { jobId: (w) => pathParam(w.ids.jobs) },
    responses: { 200: ApplyQuestionsSchema },
  },
];
