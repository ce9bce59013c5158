// The board skills matrix (decision 051): the company's own matrix read, replaced with bodies shaped like and
// mutated from the shared schema (no members, impossible or past term dates, off-list skills), and removed.
import { BoardMatrixInputSchema, BoardMatrixSchema } from '@shared/schemas/board-matrix';
import type { Actor, FuzzRoute } from '../support/fuzz-route';

const callers: Actor[] = ['anonymous', 'forged', 'advisor', 'company', 'company', 'company'];

export const boardMatrixCases: FuzzRoute[] = [
  {
    method: 'GET',
    path: '/api/company/board-matrix',
    actors: callers,
    responses: { 200: BoardMatrixSchema },
  },
  {
    method: 'PUT',
    path: '/api/company/board-matrix',
    actors: callers,
    body: {
      schema: BoardMatrixInputSchema,
      example: () => ({
        members: [
          { name: 'A. Chen', skills: ['Legal', 'Technology'], termEndsOn: '2030-06-30' },
          { name: 'RM', skills: [], termEndsOn: null },
        ],
        targetSkills: ['Mergers & Acquisitions'],
      }),
    },
    responses: { 200: BoardMatrixSchema },
  },
  {
    method: 'DELETE',
    path: '/api/company/board-matrix',
    actors: callers,
    responses: { 204: 'empty' },
  },
];
