// The definitions of /api/references (createRoute), beside their handlers in references.routes.ts (decision 046).
import { createRoute, z } from '@hono/zod-openapi';
import { COMPANY_ERROR_MESSAGES } from '@shared/schemas/company';
import {
  ApprovedReferenceListSchema,
  MyReferenceListSchema,
  MyReferenceSchema,
  REFERENCE_MESSAGES,
  RefereeSubmissionSchema,
  ReferenceRequestCreateSchema,
  ReferenceTokenQuerySchema,
} from '@shared/schemas/references';
import {
  idParam,
  jsonAnswer,
  jsonBody,
  operation,
  otherAnswer,
  type OperationInfo,
} from '../../lib/api-route';

const references = (info: Omit<OperationInfo, 'tag'>) => operation({ ...info, tag: 'References' });
const htmlPage = (description: string) => otherAnswer(description, ['text/html']);

const RequestParams = z.object({
  id: idParam('The reference request’s id (one of mine).', REFERENCE_MESSAGES.notFound),
});

export const listMyReferencesRoute = createRoute({
  method: 'get',
  path: '/',
  ...references({
    id: 'listMyReferences',
    summary: 'My reference requests and what was written',
    auth: 'advisor',
  }),
  responses: {
    200: jsonAnswer(
      'MyReferenceList',
      MyReferenceListSchema,
      'Oldest first, with how many places are taken.',
    ),
  },
});

export const requestReferenceRoute = createRoute({
  method: 'post',
  path: '/',
  ...references({
    id: 'requestReference',
    summary: 'Ask someone for a reference (mails them a signed link valid 14 days)',
    description:
      'At most three requests pending, written or approved at once, and ten a day; never to my own address, nor ' +
      'twice to the same person while the first is active.',
    auth: 'advisor',
    errors: ['REFERENCE_LIMIT_REACHED', 'RATE_LIMITED'],
  }),
  request: { body: jsonBody('ReferenceRequestInput', ReferenceRequestCreateSchema) },
  responses: { 201: jsonAnswer('MyReference', MyReferenceSchema, 'The request, pending.') },
});

// Generic in the verb so each route keeps its literal path, and the client's typed RPC knows every one.
const pendingAction = <Verb extends string>(
  id: string,
  verb: Verb,
  summary: string,
  errors: OperationInfo['errors'],
) =>
  createRoute({
    method: 'post',
    path: `/{id}/${verb}` as const,
    ...references({ id, summary, auth: 'advisor', errors: ['NOT_FOUND', ...(errors ?? [])] }),
    request: { params: RequestParams },
    responses: { 200: jsonAnswer('MyReference', MyReferenceSchema, 'The request as it is now.') },
  });

export const resendReferenceRoute = pendingAction(
  'resendReferenceRequest',
  'resend',
  'Send a pending request again with a new link (the old one stops working)',
  ['REFERENCE_NOT_PENDING', 'RATE_LIMITED'],
);
export const withdrawReferenceRoute = pendingAction(
  'withdrawReferenceRequest',
  'withdraw',
  'Withdraw a pending request (its link stops working)',
  ['REFERENCE_NOT_PENDING'],
);
export const approveReferenceRoute = pendingAction(
  'approveReference',
  'approve',
  'Approve a written reference: companies may see it',
  ['REFERENCE_NOT_WRITTEN', 'REFERENCE_NOT_PENDING', 'REFERENCE_LIMIT_REACHED'],
);
export const declineReferenceRoute = pendingAction(
  'declineReference',
  'decline',
  'Decline a written reference: nobody else ever sees it',
  ['REFERENCE_NOT_WRITTEN', 'REFERENCE_NOT_PENDING'],
);

export const advisorReferencesRoute = createRoute({
  method: 'get',
  path: '/advisors/{advisorId}',
  ...references({
    id: 'listApprovedReferences',
    summary: 'An applicant’s approved references (who wrote them and how they know the advisor)',
    description:
      'The same rule as the company’s advisor view: only advisors who applied to one of my positions. Never the ' +
      'referees’ e-mail addresses.',
    auth: 'company',
    errors: ['PROFILE_INCOMPLETE', 'NOT_FOUND'],
  }),
  request: {
    params: z.object({ advisorId: idParam("The advisor's id.", COMPANY_ERROR_MESSAGES.advisorNotFound) }),
  },
  responses: {
    200: jsonAnswer(
      'ApprovedReferenceList',
      ApprovedReferenceListSchema,
      'Approved references, oldest first.',
    ),
  },
});

export const refereePageRoute = createRoute({
  method: 'get',
  path: '/respond',
  ...references({
    id: 'openReferenceLink',
    summary: 'The referee’s page, opened from the e-mail (no account)',
    description:
      'Authorized by the signed token. A valid link shows the form; an unknown one 404 and an expired, withdrawn, ' +
      'replaced or used one 410, each a page that says what to do.',
    auth: 'anonymous',
    inputErrors: 'none',
    readsItself: { query: ReferenceTokenQuerySchema },
  }),
  responses: {
    200: htmlPage('The reference form (HTML page).'),
    404: htmlPage('The link is not valid (HTML page).'),
    410: htmlPage('The link has ended (HTML page).'),
  },
});

export const refereeSubmitRoute = createRoute({
  method: 'post',
  path: '/respond',
  ...references({
    id: 'submitReference',
    summary: 'The referee sends the reference (the form on the referee’s page)',
    auth: 'anonymous',
    inputErrors: 'none',
    readsItself: {
      body: {
        mediaType: 'application/x-www-form-urlencoded',
        id: 'RefereeSubmissionInput',
        schema: RefereeSubmissionSchema,
      },
    },
  }),
  responses: {
    200: htmlPage('Sent: the thank-you page.'),
    404: htmlPage('The link is not valid (HTML page).'),
    410: htmlPage('The link has ended (HTML page).'),
    422: htmlPage('The form again, with a message by each field to correct (HTML page).'),
  },
});
