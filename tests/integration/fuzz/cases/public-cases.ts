// Routes anyone can call: health, the viewer, page views, public advisor and job pages, files, sitemap, the dev
// mailbox and demo checkout, the weekly e-mail's opt-out pages, the /api catch-all and better-auth's /api/auth/*.
import fc from 'fast-check';
import { z } from 'zod';
import { PublicAdvisorProfileSchema } from '@shared/schemas/advisor-profile';
import {
  AuthSessionSchema,
  AuthStatusSchema,
  ForgotPasswordSchema,
  PageViewSchema,
  SignInResultSchema,
  SignInSchema,
  SignOutResultSchema,
  SignUpResultSchema,
  SignUpSchema,
  ViewerSchema,
} from '@shared/schemas/auth';
import { UnsubscribeQuerySchema } from '@shared/schemas/billing';
import { HealthSchema } from '@shared/schemas/health';
import {
  ApplicationCreatedSchema,
  JobFiltersSchema,
  JobPageSchema,
  PublicJobSchema,
  RoleFeedFiltersSchema,
} from '@shared/schemas/jobs';
import { bodyArbitrary, encodeSegment, pathParam } from '../support/fuzz-requests';
import { queryShapedLike } from '../support/schema-arbitrary';
import { hiringPublicCases } from './hiring-cases';
import type { Actor, Expectation, FuzzBody, FuzzRequest, FuzzRoute } from '../support/fuzz-route';
import type { FuzzWorld } from '../support/fuzz-world';
import { anyText, hostileString } from '../support/hostile-values';
import { signInExample, signUpExample } from './examples';
import { ApplyInputSchema } from '@shared/schemas/screening';
import { screeningPublicCases } from './screening-cases';

const none = { kind: 'none' } as const;
const anonymously = (method: string, url: string, body: FuzzBody = none): FuzzRequest => ({
  actor: 'anonymous',
  method,
  url,
  body,
  ip: '203.0.113.20',
});

const everyone: Actor[] = ['anonymous', 'forged', 'advisor', 'subscriber', 'company'];

const fileKey = (world: FuzzWorld) => world.ids.photoKeys[0]?.split('/') ?? [];

/** The better-auth endpoints the client calls, each with the body schema it takes and what it answers. */
const AUTH_POSTS: {
  path: string;
  schema: z.ZodType;
  example?: (world: FuzzWorld) => Record<string, unknown>;
  ok: z.ZodType;
}[] = [
  {
    path: '/api/auth/sign-up/email',
    // Beside our contract, the fields better-auth itself reads: the name it requires and where the link leads.
    schema: SignUpSchema.extend({ name: z.string().max(100), callbackURL: z.string().max(200).optional() }),
    example: signUpExample,
    ok: SignUpResultSchema,
  },
  {
    path: '/api/auth/sign-in/email',
    schema: SignInSchema.extend({
      callbackURL: z.string().max(200).optional(),
      rememberMe: z.boolean().optional(),
    }),
    example: signInExample,
    ok: SignInResultSchema,
  },
  { path: '/api/auth/request-password-reset', schema: ForgotPasswordSchema, ok: AuthStatusSchema },
  {
    path: '/api/auth/reset-password',
    schema: z.object({ newPassword: z.string().min(8).max(256), token: z.string().max(64) }),
    ok: AuthStatusSchema,
  },
  { path: '/api/auth/send-verification-email', schema: ForgotPasswordSchema, ok: AuthStatusSchema },
  { path: '/api/auth/sign-out', schema: z.object({}), ok: SignOutResultSchema },
];

const authGetPaths = (world: FuzzWorld) =>
  fc.oneof(
    fc.constantFrom('/api/auth/get-session', '/api/auth/ok', '/api/auth/list-sessions'),
    fc
      .tuple(fc.constantFrom('/api/auth/verify-email?token=', '/api/auth/reset-password/'), hostileString())
      .map(([path, token]) => path + encodeSegment(token)),
    fc.constantFrom(`/api/auth/reset-password/x?callbackURL=${encodeURIComponent('https://evil.example')}`),
    pathParam(world.allIds).map((segment) => `/api/auth/${segment}`),
  );

/** better-auth's other built-in endpoints answer their own shapes; any JSON is accepted from them. */
const authResponses = (url: string): Partial<Record<number, Expectation>> => {
  const path = url.split('?')[0]!;
  const post = AUTH_POSTS.find((entry) => entry.path === path);
  if (post) return { 200: post.ok };
  if (path === '/api/auth/get-session') return { 200: AuthSessionSchema };
  if (path.startsWith('/api/auth/verify-email')) return { 200: AuthStatusSchema, 302: 'redirect' };
  if (path.startsWith('/api/auth/reset-password/')) return { 302: 'redirect' };
  return { 200: z.json(), 302: 'redirect' };
};

export const publicCases: FuzzRoute[] = [
  ...screeningPublicCases,
  ...hiringPublicCases,
  {
    method: 'GET',
    path: '/api/health',
    actors: everyone,
    responses: { 200: HealthSchema },
    allowed5xx: [503],
  },
  { method: 'GET', path: '/api/me', actors: [...everyone, 'newcomer'], responses: { 200: ViewerSchema } },
  {
    method: 'GET',
    path: '/api/openapi.json',
    actors: everyone,
    responses: {
      200: z.looseObject({ openapi: z.string().startsWith('3.1'), paths: z.record(z.string(), z.unknown()) }),
    },
  },
  { method: 'GET', path: '/api/docs', actors: everyone, responses: { 200: 'html' } },
  // The reference page's renderer (a script file, not JSON).
  { method: 'GET', path: '/api/docs/scalar.js', actors: everyone, responses: { 200: 'file' } },
  {
    method: 'POST',
    path: '/api/analytics/pageviews',
    actors: everyone,
    body: {
      schema: PageViewSchema,
      example: () => ({ path: '/jobs', search: '?page=2', role: 'advisor', plan: null }),
    },
    responses: { 204: 'empty' },
  },
  {
    // The consent banner's form without JavaScript (decision 018).
    method: 'POST',
    path: '/api/analytics/consent',
    actors: everyone,
    body: 'form',
    responses: { 303: 'redirect' },
  },
  {
    method: 'GET',
    path: '/api/advisors/:slugOrId',
    actors: everyone,
    params: { slugOrId: (w) => pathParam([...w.ids.advisorSlugs, ...w.ids.advisors]) },
    // A NUL byte in the slug reached PostgreSQL, which refused it: a 500.
    regressions: [anonymously('GET', '/api/advisors/..%00')],
    responses: { 200: PublicAdvisorProfileSchema },
  },
  {
    method: 'GET',
    path: '/api/advisors/:advisorId/resume',
    actors: everyone,
    params: { advisorId: (w) => pathParam(w.ids.advisors) },
    responses: { 200: 'file' },
  },
  {
    method: 'GET',
    path: '/api/jobs',
    actors: everyone,
    query: JobFiltersSchema,
    responses: { 200: JobPageSchema },
    // A NUL byte in a text filter passed validation and broke the ILIKE query.
    regressions: [anonymously('GET', '/api/jobs?title=a%00b')],
  },
  {
    method: 'GET',
    path: '/api/jobs/public/:idOrSlug',
    actors: everyone,
    params: { idOrSlug: (w) => pathParam([...w.ids.jobs, ...w.ids.jobSlugs]) },
    regressions: [anonymously('GET', '/api/jobs/public/..%00')],
    responses: { 200: PublicJobSchema },
  },
  {
    method: 'POST',
    path: '/api/jobs/:jobId/applications',
    actors: [...everyone, 'newcomer'],
    params: { jobId: (w) => pathParam(w.ids.jobs) },
    body: {
      schema: ApplyInputSchema,
      example: () => ({ answers: {}, motivation: 'Keen to help.', confirmReveal: true }),
    },
    responses: { 201: ApplicationCreatedSchema },
  },
  {
    method: 'GET',
    path: '/api/positions/:jobId',
    actors: everyone,
    params: { jobId: (w) => pathParam(w.ids.jobs) },
    responses: { 200: PublicJobSchema },
  },
  {
    method: 'GET',
    path: '/files/:kind/:owner/:name',
    actors: ['anonymous'],
    // The stored photo's own address, or one part of it changed (kind, owner or name).
    request: (w) =>
      fc.record({
        url: fc
          .tuple(
            fc.oneof(
              fc.constant(fileKey(w)[2] ?? 'photos'),
              fc.constantFrom('badges', 'logos', 'resumes'),
              pathParam([]),
            ),
            fc.oneof(fc.constant(fileKey(w)[3] ?? ''), pathParam([])),
            fc.oneof(fc.constant(fileKey(w)[4] ?? ''), pathParam([])),
          )
          .map(([kind, owner, name]) => `/files/${kind}/${owner}/${name}`),
        body: fc.constant({ kind: 'none' as const }),
      }),
    responses: { 200: 'file' },
  },
  { method: 'GET', path: '/sitemap.xml', actors: ['anonymous'], responses: { 200: 'xml' } },
  ...(['rss', 'atom', 'json'] as const).map((extension): FuzzRoute => ({
    method: 'GET',
    path: `/feeds/roles.${extension}`,
    actors: everyone,
    query: RoleFeedFiltersSchema,
    responses: {
      200: extension === 'json' ? z.looseObject({ version: z.string(), items: z.array(z.unknown()) }) : 'xml',
    },
    // The filters are the job list's: a NUL byte in a text filter must not reach the ILIKE query.
    regressions: [anonymously('GET', `/feeds/roles.${extension}?company=a%00b`)],
  })),
  { method: 'GET', path: '/robots.txt', actors: ['anonymous'], responses: { 200: 'text' } },
  { method: 'GET', path: '/dev/mailbox', actors: ['anonymous'], responses: { 200: 'html' } },
  {
    method: 'GET',
    path: '/dev/checkout',
    actors: ['anonymous', 'advisor'],
    query: z.object({
      plan: z.enum(['monthly', 'annual', 'lifetime']),
      client_reference_id: z.string().max(40),
      prefilled_email: z.email(),
    }),
    responses: { 200: 'html' },
    errorsAsHtml: true,
  },
  {
    method: 'POST',
    path: '/dev/checkout',
    actors: ['anonymous', 'advisor'],
    body: 'form',
    responses: { 303: 'redirect' },
    errorsAsHtml: true,
  },
  {
    method: 'GET',
    path: '/api/billing/weekly-suggestions/unsubscribe',
    actors: ['anonymous', 'advisor'],
    // The e-mail's real link, or a query shaped like it.
    request: (w) =>
      fc.record({
        url: fc
          .oneof(
            fc.constantFrom(...w.ids.unsubscribeTokens).map((token) => `?token=${encodeURIComponent(token)}`),
            queryShapedLike(UnsubscribeQuerySchema).map(
              (pairs) => `?${new URLSearchParams(pairs).toString()}`,
            ),
            fc.constantFrom('', '?token=', `?token=${'a'.repeat(20_000)}`),
          )
          .map((query) => `/api/billing/weekly-suggestions/unsubscribe${query}`),
        body: fc.constant({ kind: 'none' as const }),
      }),
    responses: { 200: 'html' },
    errorsAsHtml: true,
  },
  {
    method: 'POST',
    path: '/api/billing/weekly-suggestions/resubscribe',
    actors: ['anonymous', 'advisor'],
    body: 'form',
    responses: { 200: 'html' },
    errorsAsHtml: true,
  },
  {
    method: 'ALL',
    path: '/api/*',
    actors: ['anonymous', 'advisor', 'company'],
    request: (w) =>
      fc.record({
        url: fc
          .array(fc.oneof(pathParam(w.allIds), anyText(20).map(encodeSegment)), {
            minLength: 1,
            maxLength: 4,
          })
          .map((segments) => `/api/no-such-${segments.join('/')}`),
        body: bodyArbitrary({ method: 'POST' }, w),
      }),
    responses: {},
  },
  {
    method: 'GET',
    path: '/api/auth/*',
    actors: ['anonymous', 'forged', 'newcomer'],
    request: (w) => fc.record({ url: authGetPaths(w), body: fc.constant({ kind: 'none' as const }) }),
    responses: authResponses,
    regressions: [
      // better-auth's 401 for a bad verification token carried INVALID_TOKEN (a 400 code).
      anonymously('GET', '/api/auth/verify-email?token='),
      // better-auth sent a bad reset link's visitor to any callbackURL: an open redirect (issue #28).
      anonymously('GET', '/api/auth/reset-password/x?callbackURL=https%3A%2F%2Fevil.example'),
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/*',
    actors: ['anonymous', 'forged', 'newcomer'],
    request: (w) =>
      fc.oneof(
        ...AUTH_POSTS.map((entry) =>
          bodyArbitrary({ method: 'POST', body: { schema: entry.schema, example: entry.example } }, w).map(
            (body) => ({
              url: entry.path,
              body,
            }),
          ),
        ),
        fc.record({
          url: pathParam(w.allIds).map((s) => `/api/auth/${s}`),
          body: bodyArbitrary({ method: 'POST' }, w),
        }),
      ),
    responses: authResponses,
    regressions: [
      // A NUL byte in the e-mail reached the account-lock query: a 500.
      anonymously('POST', '/api/auth/sign-in/email', {
        kind: 'json',
        value: { email: ' a@a.aa\u0000', password: 'x' },
      }),
      // …and in sign-up, our hook's lookup of an existing account.
      anonymously('POST', '/api/auth/sign-up/email', {
        kind: 'json',
        value: { email: ' a@a.aa\u0000', password: 'Quiet-Lantern-Orbit-42', role: 'advisor', name: '' },
      }),
      // The NUL check itself once recursed: 50 000 nested arrays overflowed the stack.
      anonymously('POST', '/api/auth/reset-password', {
        kind: 'raw',
        text: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
        contentType: 'application/json',
      }),
      // A password that cannot be turned into text (`toString` not a function) threw in our hook: a 500.
      anonymously('POST', '/api/auth/reset-password', {
        kind: 'json',
        value: { newPassword: { toString: 'x', valueOf: 1 }, token: 'a' },
      }),
      // better-auth's 404 for an unknown endpoint had no body at all.
      anonymously('POST', '/api/auth/no-such-endpoint'),
    ],
    // Sign-up and sign-in hash or verify an argon2id password: fewer runs keep the file quick.
    runShare: 0.7,
  },
];
