// The definitions of /api/saved-searches (createRoute), beside their handlers in saved-searches.routes.ts.
import { createRoute, z } from '@hono/zod-openapi';
import {
  SAVED_SEARCH_MESSAGES,
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  SavedSearchUpdateSchema,
} from '@shared/schemas/saved-searches';
import {
  emptyAnswer,
  idParam,
  jsonAnswer,
  jsonBody,
  operation,
  type OperationInfo,
} from '../../lib/api-route';
import { oneClickUnsubscribeRoutes } from '../../lib/one-click-unsubscribe';

const advisorOp = (info: Omit<OperationInfo, 'tag' | 'auth'>) =>
  operation({ ...info, tag: 'Jobs', auth: 'advisor' });
const params = z.object({
  id: idParam('The saved search (one of mine).', SAVED_SEARCH_MESSAGES.notFound),
});

export const listSavedSearchesRoute = createRoute({
  method: 'get',
  path: '/',
  ...advisorOp({ id: 'listMySavedSearches', summary: 'My saved searches, oldest first' }),
  responses: { 200: jsonAnswer('SavedSearchList', SavedSearchListSchema, 'With the most I may keep.') },
});

export const createSavedSearchRoute = createRoute({
  method: 'post',
  path: '/',
  ...advisorOp({
    id: 'createSavedSearch',
    summary: 'Save the manual search’s filters under a name, with how often new roles are e-mailed',
    errors: ['SAVED_SEARCH_LIMIT'],
  }),
  request: { body: jsonBody('SavedSearchInput', SavedSearchInputSchema) },
  responses: { 201: jsonAnswer('SavedSearch', SavedSearchSchema, 'Saved.') },
});

export const getSavedSearchRoute = createRoute({
  method: 'get',
  path: '/{id}',
  ...advisorOp({
    id: 'getMySavedSearch',
    summary: 'One of my saved searches, with the stored filters that no longer exist (dropped)',
    errors: ['NOT_FOUND'],
  }),
  request: { params },
  responses: { 200: jsonAnswer('SavedSearch', SavedSearchSchema, 'The search.') },
});

export const updateSavedSearchRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  ...advisorOp({
    id: 'updateMySavedSearch',
    summary: 'Rename one of my saved searches or change how often it alerts me',
    errors: ['NOT_FOUND'],
  }),
  request: { params, body: jsonBody('SavedSearchUpdate', SavedSearchUpdateSchema) },
  responses: { 200: jsonAnswer('SavedSearch', SavedSearchSchema, 'Saved.') },
});

export const deleteSavedSearchRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  ...advisorOp({
    id: 'deleteMySavedSearch',
    summary: 'Delete one of my saved searches',
    errors: ['NOT_FOUND'],
  }),
  request: { params },
  responses: { 204: emptyAnswer('Deleted.') },
});

// The signed link in saved-search alert mails and its RFC 8058 one-click (lib/one-click-unsubscribe.ts).
export const { page: savedSearchUnsubscribePageRoute, oneClick: savedSearchUnsubscribeOneClickRoute } =
  oneClickUnsubscribeRoutes({
    tag: 'Jobs',
    page: {
      id: 'unsubscribeSavedSearchPage',
      summary: 'The link in a saved-search alert: stops that search’s alerts (or every search of the mail)',
      description: 'Authorized by the signed token (no session).',
    },
    oneClick: {
      id: 'unsubscribeSavedSearchOneClick',
      summary: 'One-click unsubscribe of a saved-search alert (RFC 8058 List-Unsubscribe-Post)',
      bodySchemaId: 'SavedSearchOneClickUnsubscribeInput',
    },
  });
