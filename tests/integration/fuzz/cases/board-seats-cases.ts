// Board seats, competitors and the checks (features/board-seats, decision 050): the advisor's seats, the company's
// competitor list (long lists, hostile entries) and the checks before applying, inviting and on applicant cards.
import {
  BoardCheckSchema,
  BoardSeatInputSchema,
  BoardSeatSchema,
  CompetitorsInputSchema,
  CompetitorsSchema,
  MyBoardSeatsSchema,
} from '@shared/schemas/board-seats';
import { pathParam } from '../support/fuzz-requests';
import type { Actor, FuzzRoute } from '../support/fuzz-route';

const callers: Actor[] = ['anonymous', 'forged', 'advisor', 'subscriber', 'company', 'newcomer'];

const seatExample = () => ({
  companyName: 'Rival Robotics Ltd',
  companyWebsite: 'https://rival.example',
  role: 'non_executive_director',
  listed: true,
  exchange: 'NYSE',
  country: 'United States',
  industry: 'Technology',
  committees: ['audit'],
  startDate: '2021-03-01',
  endDate: null,
  hidden: false,
});

export const boardSeatCases: FuzzRoute[] = [
  { method: 'GET', path: '/api/board-seats', actors: callers, responses: { 200: MyBoardSeatsSchema } },
  {
    method: 'POST',
    path: '/api/board-seats',
    actors: callers,
    body: { schema: BoardSeatInputSchema, example: seatExample },
    responses: { 201: BoardSeatSchema },
  },
  {
    method: 'PUT',
    path: '/api/board-seats/:id',
    actors: callers,
    params: { id: (w) => pathParam([...w.ids.seats, ...w.ids.advisors]) },
    body: { schema: BoardSeatInputSchema, example: seatExample },
    responses: { 200: BoardSeatSchema },
  },
  {
    method: 'DELETE',
    path: '/api/board-seats/:id',
    actors: callers,
    params: { id: (w) => pathParam([...w.ids.seats, ...w.ids.advisors]) },
    responses: { 204: 'empty' },
  },
  {
    method: 'GET',
    path: '/api/board-seats/check/:jobId',
    actors: callers,
    params: { jobId: (w) => pathParam([...w.ids.jobs, ...w.ids.applications]) },
    responses: { 200: BoardCheckSchema },
  },
  {
    method: 'GET',
    path: '/api/board-seats/competitors',
    actors: callers,
    responses: { 200: CompetitorsSchema },
  },
  {
    method: 'PUT',
    path: '/api/board-seats/competitors',
    actors: callers,
    body: {
      schema: CompetitorsInputSchema,
      example: () => ({ competitors: ['Rival Robotics', 'acme.com'] }),
    },
    responses: { 200: CompetitorsSchema },
  },
  {
    method: 'GET',
    path: '/api/board-seats/advisors/:advisorId/check/:jobId',
    actors: callers,
    params: {
      advisorId: (w) => pathParam([...w.ids.advisors, ...w.ids.companyUsers]),
      jobId: (w) => pathParam([...w.ids.positions, ...w.ids.jobs]),
    },
    responses: { 200: BoardCheckSchema },
  },
];
