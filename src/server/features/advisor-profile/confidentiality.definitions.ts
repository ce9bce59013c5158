// /api/profile/confidentiality: the advisor's confidential mode (issue #34, decision 044).
import { createRoute } from '@hono/zod-openapi';
import { ConfidentialityInputSchema, ConfidentialitySchema } from '@shared/schemas/confidentiality';
import { jsonAnswer, jsonBody, operation } from '../../lib/api-route';

export const getMyConfidentialityRoute = createRoute({
  method: 'get',
  path: '/',
  ...operation({
    id: 'getMyConfidentiality',
    tag: 'Advisor profile',
    summary: 'My confidential mode: whether companies see me anonymised, and which companies never see me',
    auth: 'advisor',
  }),
  responses: {
    200: jsonAnswer(
      'Confidentiality',
      ConfidentialitySchema,
      'The setting and the anonymised card companies see.',
    ),
  },
});

export const updateMyConfidentialityRoute = createRoute({
  method: 'put',
  path: '/',
  ...operation({
    id: 'updateMyConfidentiality',
    tag: 'Advisor profile',
    summary: 'Turn confidential mode on or off, choose my headline and the companies that never see me',
    description:
      'While on, companies see the anonymised card until the advisor applies to them or accepts their invitation; ' +
      'the named companies never find the advisor. A headline that names the advisor answers 422.',
    auth: 'advisor',
    errors: ['NOT_FOUND'],
  }),
  request: { body: jsonBody('ConfidentialityInput', ConfidentialityInputSchema) },
  responses: { 200: jsonAnswer('Confidentiality', ConfidentialitySchema, 'The saved setting.') },
});
