// The definitions of /api/board-seats (createRoute), beside their handlers in board-seats.routes.ts (decision 050):
// the advisor's seats, the company's competitors, and the checks shown before applying or inviting (an applicant
// card's check comes with the applicants page: GET /api/company/applicants).
import { createRoute, z } from '@hono/zod-openapi';
import {
  BOARD_SEAT_MESSAGES,
  BoardCheckSchema,
  BoardSeatInputSchema,
  BoardSeatSchema,
  CompetitorsInputSchema,
  CompetitorsSchema,
  MyBoardSeatsSchema,
} from '@shared/schemas/board-seats';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import {
  emptyAnswer,
  idParam,
  jsonAnswer,
  jsonBody,
  operation,
  type OperationInfo,
} from '../../lib/api-route';

const seats = (info: Omit<OperationInfo, 'tag'>) => operation({ ...info, tag: 'Board seats' });

const SeatParams = z.object({ id: idParam('The seat’s id (one of mine).', BOARD_SEAT_MESSAGES.notFound) });
const JobParams = z.object({ jobId: idParam('The position’s id.', BOARD_SEAT_MESSAGES.jobNotFound) });
const InviteParams = z.object({
  advisorId: idParam("The advisor's id.", COMPANY_ERROR_MESSAGES.advisorNotFound),
  jobId: idParam('The position’s id (one of mine).', COMPANY_ERROR_MESSAGES.positionNotFound),
});

export const listMySeatsRoute = createRoute({
  method: 'get',
  path: '/',
  ...seats({
    id: 'listMyBoardSeats',
    summary: 'My board seats, and what one more listed board would mean by each proxy adviser’s limit',
    auth: 'advisor',
  }),
  responses: {
    200: jsonAnswer('MyBoardSeats', MyBoardSeatsSchema, 'Current seats first, hidden ones included.'),
  },
});

export const addSeatRoute = createRoute({
  method: 'post',
  path: '/',
  ...seats({
    id: 'addBoardSeat',
    summary: 'Add a board seat (or my employer, as chief executive or executive officer)',
    description: 'A seat that starts in the future or ends before it starts answers 422 by field.',
    auth: 'advisor',
    errors: ['NOT_FOUND', 'BOARD_SEAT_LIMIT'],
  }),
  request: { body: jsonBody('BoardSeatInput', BoardSeatInputSchema) },
  responses: { 201: jsonAnswer('BoardSeat', BoardSeatSchema, 'The seat as saved.') },
});

export const updateSeatRoute = createRoute({
  method: 'put',
  path: '/{id}',
  ...seats({
    id: 'updateBoardSeat',
    summary: 'Edit, hide or end one of my seats (ending is an end date)',
    auth: 'advisor',
    errors: ['NOT_FOUND'],
  }),
  request: { params: SeatParams, body: jsonBody('BoardSeatInput', BoardSeatInputSchema) },
  responses: { 200: jsonAnswer('BoardSeat', BoardSeatSchema, 'The seat as saved.') },
});

export const deleteSeatRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  ...seats({
    id: 'deleteBoardSeat',
    summary: 'Delete one of my seats',
    auth: 'advisor',
    errors: ['NOT_FOUND'],
  }),
  request: { params: SeatParams },
  responses: { 204: emptyAnswer('Deleted.') },
});

export const checkBeforeApplyingRoute = createRoute({
  method: 'get',
  path: '/check/{jobId}',
  ...seats({
    id: 'checkBoardSeatsBeforeApplying',
    summary: 'Before I apply: what this role would mean for my listed boards, and any conflict with my seats',
    description: 'Informs only: applying is never refused on these grounds.',
    auth: 'advisor',
    errors: ['NOT_FOUND'],
  }),
  request: { params: JobParams },
  responses: {
    200: jsonAnswer('BoardCheck', BoardCheckSchema, 'The overboarding figures and conflict flags.'),
  },
});

export const getCompetitorsRoute = createRoute({
  method: 'get',
  path: '/competitors',
  ...seats({
    id: 'getMyCompetitors',
    summary: 'My company’s competitors (names or websites)',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  responses: { 200: jsonAnswer('Competitors', CompetitorsSchema, 'The list as typed.') },
});

export const updateCompetitorsRoute = createRoute({
  method: 'put',
  path: '/competitors',
  ...seats({
    id: 'updateMyCompetitors',
    summary: 'Replace my company’s competitor list',
    description:
      'At most 50 entries, each a company name or a website; a longer list answers 422 and saves nothing.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE'],
  }),
  request: { body: jsonBody('CompetitorsInput', CompetitorsInputSchema) },
  responses: { 200: jsonAnswer('Competitors', CompetitorsSchema, 'The saved list.') },
});

export const checkBeforeInvitingRoute = createRoute({
  method: 'get',
  path: '/advisors/{advisorId}/check/{jobId}',
  ...seats({
    id: 'checkBoardSeatsBeforeInviting',
    summary: 'Before I invite an advisor to one of my positions: overboarding and conflict flags',
    description:
      'Reads only the seats the advisor shows; while the advisor is anonymous to the company (confidential mode) ' +
      'the flags do not name the seat’s company.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: { params: InviteParams },
  responses: {
    200: jsonAnswer('BoardCheck', BoardCheckSchema, 'The overboarding figures and conflict flags.'),
  },
});
