// Saved searches with alerts (decision 045): the advisor's CRUD with bodies shaped like and mutated from the shared
// schemas, known ids mixed with hostile text in the path, and the signed unsubscribe link with hostile tokens.
import fc from 'fast-check';
import { UnsubscribeTokenQuerySchema } from '@shared/schemas/messaging';
import {
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  SavedSearchUpdateSchema,
} from '@shared/schemas/saved-searches';
import { pathParam } from '../support/fuzz-requests';
import type { Actor, FuzzRoute } from '../support/fuzz-route';
import type { FuzzWorld } from '../support/fuzz-world';
import { queryShapedLike } from '../support/schema-arbitrary';

const callers: Actor[] = ['anonymous', 'forged', 'company', 'advisor', 'advisor', 'subscriber', 'newcomer'];
const searchId = (w: FuzzWorld) => pathParam([...w.ids.savedSearches, ...w.ids.jobs]);

const unsubscribe = (method: 'GET' | 'POST'): FuzzRoute => ({
  method,
  path: '/api/saved-searches/unsubscribe',
  actors: ['anonymous', 'advisor'],
  request: () =>
    fc.record({
      url: fc
        .oneof(
          queryShapedLike(UnsubscribeTokenQuerySchema).map(
            (pairs) => `?${new URLSearchParams(pairs).toString()}`,
          ),
          fc.constantFrom(
            '',
            '?token=',
            `?token=${'a'.repeat(20_000)}`,
            '?token=s.x.y',
            '?token=i.00000000-0000-4000-a000-000000000000.forged',
            '?token=q.00000000-0000-4000-a000-000000000000.forged',
          ),
        )
        .map((query) => `/api/saved-searches/unsubscribe${query}`),
      body:
        method === 'GET'
          ? fc.constant({ kind: 'none' as const })
          : fc.constantFrom(
              {
                kind: 'raw' as const,
                text: 'List-Unsubscribe=One-Click',
                contentType: 'application/x-www-form-urlencoded',
              },
              { kind: 'raw' as const, text: '%%%&&&=', contentType: 'application/x-www-form-urlencoded' },
            ),
    }),
  ...(method === 'POST' ? { body: 'form' as const } : {}),
  responses: { 200: 'html' },
  errorsAsHtml: true,
});

export const savedSearchCases: FuzzRoute[] = [
  { method: 'GET', path: '/api/saved-searches', actors: callers, responses: { 200: SavedSearchListSchema } },
  {
    method: 'POST',
    path: '/api/saved-searches',
    actors: callers,
    body: {
      schema: SavedSearchInputSchema,
      example: () => ({
        name: 'Fintech chairs',
        filters: { title: 'Chair', engagement: 'part-time' },
        frequency: 'daily',
      }),
    },
    responses: { 201: SavedSearchSchema },
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method): FuzzRoute => ({
    method,
    path: '/api/saved-searches/:id',
    actors: callers,
    params: { id: searchId },
    ...(method === 'PATCH'
      ? {
          body: {
            schema: SavedSearchUpdateSchema,
            example: () => ({ name: 'Renamed', frequency: 'weekly' }),
          },
        }
      : {}),
    responses: method === 'DELETE' ? { 204: 'empty' } : { 200: SavedSearchSchema },
  })),
  unsubscribe('GET'),
  unsubscribe('POST'),
];
