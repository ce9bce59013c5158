// References (features/references, decision 046): the advisor's requests and decisions, a company's read of an
// applicant's approved references, and the referee's public page and form (signed token, no account) with real,
// forged, cut-off and hostile tokens and fields.
import fc from 'fast-check';
import {
  ApprovedReferenceListSchema,
  MyReferenceListSchema,
  MyReferenceSchema,
  ReferenceRequestCreateSchema,
  ReferenceTokenQuerySchema,
} from '@shared/schemas/references';
import { pathParam } from '../support/fuzz-requests';
import { anyText } from '../support/hostile-values';
import type { Actor, FuzzBody, FuzzRoute } from '../support/fuzz-route';
import type { FuzzWorld } from '../support/fuzz-world';
import { queryShapedLike } from '../support/schema-arbitrary';

const callers: Actor[] = ['anonymous', 'forged', 'advisor', 'subscriber', 'company', 'newcomer'];
const referenceId = (w: FuzzWorld) =>
  pathParam([...w.ids.references, ...w.ids.applications, ...w.ids.advisors]);

const tokens = (w: FuzzWorld) =>
  fc.oneof(
    fc.constantFrom(...w.ids.referenceTokens),
    // Cut short, altered, or someone else's kind of token.
    fc.constantFrom(...w.ids.referenceTokens).map((token) => token.slice(0, -3)),
    fc.constantFrom(...w.ids.referenceTokens).map((token) => `${token.split('.')[0]}.forged.mac`),
    fc.constantFrom(...w.ids.unsubscribeTokens, '', 'a.b.c', 'x'.repeat(20_000)),
    anyText(60),
  );

const formOf = (pairs: [string, string][]): FuzzBody => ({
  kind: 'raw',
  text: new URLSearchParams(pairs).toString(),
  contentType: 'application/x-www-form-urlencoded',
});

const pendingAction = (verb: string): FuzzRoute => ({
  method: 'POST',
  path: `/api/references/:id/${verb}`,
  actors: callers,
  params: { id: referenceId },
  responses: { 200: MyReferenceSchema },
});

export const referenceCases: FuzzRoute[] = [
  { method: 'GET', path: '/api/references', actors: callers, responses: { 200: MyReferenceListSchema } },
  {
    method: 'POST',
    path: '/api/references',
    actors: callers,
    body: {
      schema: ReferenceRequestCreateSchema,
      example: () => ({
        refereeName: 'Margaret Hamilton',
        refereeEmail: 'margaret@example.org',
        relationship: 'board colleague',
        organisation: 'Acme',
        yearFrom: 2019,
        yearTo: 2023,
      }),
    },
    responses: { 201: MyReferenceSchema },
  },
  pendingAction('resend'),
  pendingAction('withdraw'),
  pendingAction('approve'),
  pendingAction('decline'),
  {
    method: 'GET',
    path: '/api/references/advisors/:advisorId',
    actors: callers,
    params: { advisorId: (w) => pathParam([...w.ids.advisors, ...w.ids.companyUsers]) },
    responses: { 200: ApprovedReferenceListSchema },
  },
  {
    method: 'GET',
    path: '/api/references/respond',
    actors: ['anonymous', 'advisor', 'company'],
    request: (w) =>
      fc.record({
        url: fc
          .oneof(
            tokens(w).map((token) => `?token=${encodeURIComponent(token)}`),
            queryShapedLike(ReferenceTokenQuerySchema).map(
              (pairs) => `?${new URLSearchParams(pairs).toString()}`,
            ),
            fc.constantFrom('', '?token=', '?token=a&token=b'),
          )
          .map((query) => `/api/references/respond${query}`),
        body: fc.constant({ kind: 'none' as const }),
      }),
    responses: { 200: 'html' },
    errorsAsHtml: true,
  },
  {
    method: 'POST',
    path: '/api/references/respond',
    actors: ['anonymous', 'advisor', 'company'],
    request: (w) =>
      fc.record({
        url: fc.constant('/api/references/respond'),
        body: fc.oneof(
          fc
            .tuple(tokens(w), anyText(200), anyText(100), anyText(3000), fc.constantFrom('yes', 'no', ''))
            .map(([token, name, relationship, body, confirm]) =>
              formOf([
                ['token', token],
                ['confirmedName', name],
                ['confirmedRelationship', relationship],
                ['body', body],
                ['confirm', confirm],
              ]),
            ),
          fc
            .array(fc.tuple(fc.constantFrom('token', 'body', 'confirm', 'x'), anyText(50)), { maxLength: 6 })
            .map(formOf),
          fc.constant<FuzzBody>({
            kind: 'raw',
            text: '%%%&&&=',
            contentType: 'application/x-www-form-urlencoded',
          }),
        ),
      }),
    body: 'form',
    responses: { 200: 'html' },
    errorsAsHtml: true,
  },
];
