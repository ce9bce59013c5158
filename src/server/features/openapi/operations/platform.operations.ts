// Health, the viewer, page-view analytics and this API description itself.
import { PageViewSchema, ViewerSchema } from '@shared/schemas/auth';
import { HealthSchema } from '@shared/schemas/health';
import type { ApiOperation } from '../api-operation';

export const platformOperations: ApiOperation[] = [
  {
    id: 'getHealth',
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Liveness and database check',
    description: 'For load balancers and monitors; never cached.',
    auth: 'anonymous',
    responses: [
      { status: 200, description: 'The server and its database answer.', schema: HealthSchema },
      {
        status: 503,
        description: 'The database does not answer (`status: "error"`, `db: "down"`).',
        schema: HealthSchema,
      },
    ],
  },
  {
    id: 'getViewer',
    method: 'get',
    path: '/api/me',
    tag: 'Account',
    summary: 'Who is signed in, and what they may use',
    description: '`user` is null when signed out; `access` then describes no plan.',
    auth: 'anonymous',
    responses: [{ status: 200, description: 'The viewer.', schema: ViewerSchema }],
  },
  {
    id: 'recordPageView',
    method: 'post',
    path: '/api/analytics/pageviews',
    tag: 'Analytics',
    summary: 'Count a page view',
    auth: 'anonymous',
    body: { kind: 'json', schema: PageViewSchema },
    responses: [{ status: 204, description: 'Counted.' }],
  },
  {
    id: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Reference',
    summary: 'This API description (OpenAPI 3.1)',
    auth: 'anonymous',
    responses: [
      {
        status: 200,
        description: 'The OpenAPI 3.1 document. Cacheable for five minutes.',
        mediaTypes: ['application/json'],
      },
    ],
  },
  {
    id: 'getApiReference',
    method: 'get',
    path: '/api/docs',
    tag: 'Reference',
    summary: 'The readable API reference (this document as an HTML page)',
    auth: 'anonymous',
    responses: [{ status: 200, description: 'The reference page.', mediaTypes: ['text/html'] }],
  },
];
