// The definitions of the openapi endpoints (createRoute): method, path, input and answers, beside their handlers
// in openapi.routes.ts (decision 020; docs/architecture.md).
import { createRoute } from '@hono/zod-openapi';
import { operation, otherAnswer } from '../../lib/api-route';

export const getDocument = createRoute({
  method: 'get',
  path: '/openapi.json',
  ...operation({
    id: 'getOpenApiDocument',
    tag: 'Reference',
    summary: 'This API description (OpenAPI 3.1)',
    auth: 'anonymous',
  }),
  responses: {
    200: otherAnswer('The OpenAPI 3.1 document. Cacheable for five minutes.', ['application/json']),
  },
});

export const getReference = createRoute({
  method: 'get',
  path: '/docs',
  ...operation({
    id: 'getApiReference',
    tag: 'Reference',
    summary: 'The readable API reference (Scalar, rendering this document)',
    auth: 'anonymous',
  }),
  responses: { 200: otherAnswer('The reference page.', ['text/html']) },
});

export const getReferenceScript = createRoute({
  method: 'get',
  path: '/docs/scalar.js',
  ...operation({
    id: 'getApiReferenceScript',
    tag: 'Reference',
    summary: "The reference page's renderer (@scalar/api-reference's browser build)",
    auth: 'anonymous',
  }),
  responses: { 200: otherAnswer('The script, compressed when the client accepts it.', ['text/javascript']) },
});
