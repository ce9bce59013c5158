// The definitions of /api/company/board-matrix (createRoute), beside their handlers in board-matrix.routes.ts
// (decision 051). A company account with a saved profile; the matrix is always the caller's own.
import { createRoute } from '@hono/zod-openapi';
import { BoardMatrixInputSchema, BoardMatrixSchema } from '@shared/schemas/board-matrix';
import { emptyAnswer, jsonAnswer, jsonBody, operation, type OperationInfo } from '../../lib/api-route';

const board = (info: Omit<OperationInfo, 'tag' | 'auth'>) =>
  operation({
    ...info,
    tag: 'Company',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', ...(info.errors ?? [])],
  });

export const getBoardMatrixRoute = createRoute({
  method: 'get',
  path: '/',
  ...board({
    id: 'getBoardMatrix',
    summary: 'My board skills matrix: members, covered skills, gaps, terms ending within 12 months',
    description:
      '`exists` is false until a matrix is saved; the gaps are what matching and advisor search use.',
  }),
  responses: { 200: jsonAnswer('BoardMatrix', BoardMatrixSchema, 'The matrix and what it shows.') },
});

export const saveBoardMatrixRoute = createRoute({
  method: 'put',
  path: '/',
  ...board({
    id: 'saveBoardMatrix',
    summary: 'Describe my current board (replaces the whole matrix)',
    description:
      'At least one member; term end dates must lie ahead and within ten years. Bad input (422 with issues by ' +
      'field) changes nothing.',
  }),
  request: { body: jsonBody('BoardMatrixInput', BoardMatrixInputSchema) },
  responses: { 200: jsonAnswer('BoardMatrix', BoardMatrixSchema, 'The saved matrix.') },
});

export const deleteBoardMatrixRoute = createRoute({
  method: 'delete',
  path: '/',
  ...board({ id: 'deleteBoardMatrix', summary: 'Remove my board matrix', errors: ['NOT_FOUND'] }),
  responses: { 204: emptyAnswer('Removed.') },
});
