// The better-auth endpoints Boardly serves under /api/auth, defined once: the description is generated from these
// (registered beside the routes we define ourselves) and auth.routes.ts serves exactly these paths, so the
// library's other endpoints (session lists, profile updates) are a 404. The library validates their input itself.
// Definitions written out one by one look alike across features (method, path, operation, responses) by design:
// each endpoint is defined once, next to its handler (issue #18 §1), rather than generated from a table.
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import {
  AuthSessionSchema,
  AuthStatusSchema,
  PasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  SendVerificationEmailRequestSchema,
  SignInRequestSchema,
  SignInResultSchema,
  SignOutResultSchema,
  SignUpRequestSchema,
  SignUpResultSchema,
} from '@shared/schemas/auth-endpoints';
import { emptyAnswer, jsonAnswer, jsonBody, operation, type OperationInfo } from '../../lib/api-route';

const SESSION_COOKIE = 'Sets the httpOnly session cookie.';

const libraryEndpoint = (info: Omit<OperationInfo, 'tag' | 'auth' | 'inputErrors'>) =>
  operation({ ...info, tag: 'Auth', auth: 'anonymous', inputErrors: 'better-auth' });

export const AUTH_ENDPOINTS: readonly RouteConfig[] = [
  createRoute({
    method: 'post',
    path: '/api/auth/sign-up/email',
    ...libraryEndpoint({
      id: 'signUp',
      summary: 'Create an account',
      description:
        'Creates an advisor or company account and e-mails a confirmation link; the account cannot sign in ' +
        'until the link is opened. The role is chosen here and can never be changed. Passwords are checked for ' +
        'strength (WEAK_PASSWORD with the reasons as issues). Rate limited per client address.',
      errors: ['USER_ALREADY_EXISTS', 'WEAK_PASSWORD', 'RATE_LIMITED'],
    }),
    request: { body: jsonBody('SignUpRequest', SignUpRequestSchema) },
    responses: {
      200: jsonAnswer('SignUpResult', SignUpResultSchema, 'Account created; confirmation e-mail sent.'),
    },
  }),
  createRoute({
    method: 'post',
    path: '/api/auth/sign-in/email',
    ...libraryEndpoint({
      id: 'signIn',
      summary: 'Sign in with e-mail and password',
      description:
        `${SESSION_COOKIE} An unconfirmed account gets 403 EMAIL_NOT_VERIFIED and a fresh confirmation e-mail. ` +
        'Repeated failures lock the account for a while (429 RATE_LIMITED with Retry-After).',
      errors: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
    }),
    request: { body: jsonBody('SignInRequest', SignInRequestSchema) },
    responses: { 200: jsonAnswer('SignInResult', SignInResultSchema, 'Signed in.') },
  }),
  createRoute({
    method: 'post',
    path: '/api/auth/sign-out',
    ...libraryEndpoint({
      id: 'signOut',
      summary: 'Sign out',
      description: 'Ends the session and clears the cookie. Answers success also when no one was signed in.',
    }),
    responses: { 200: jsonAnswer('SignOutResult', SignOutResultSchema, 'Signed out.') },
  }),
  createRoute({
    method: 'get',
    path: '/api/auth/get-session',
    ...libraryEndpoint({
      id: 'getSession',
      summary: 'The current session',
      description:
        'The session and its user, or `null` when signed out. Prefer GET /api/me for what the UI needs.',
    }),
    responses: { 200: jsonAnswer('AuthSession', AuthSessionSchema, 'The session, or null.') },
  }),
  createRoute({
    method: 'get',
    path: '/api/auth/verify-email',
    ...libraryEndpoint({
      id: 'verifyEmail',
      summary: 'Confirm an e-mail address (the link in the confirmation e-mail)',
      description:
        `Opened from the e-mail. Confirms the address, signs the user in (${SESSION_COOKIE.toLowerCase()}) and ` +
        'redirects to `callbackURL`; without a callbackURL it answers JSON.',
      errors: [{ code: 'INVALID_TOKEN', status: 401 }],
    }),
    request: {
      query: z.object({
        token: z.string().min(1).describe('The signed token from the e-mail.'),
        callbackURL: z.string().optional().describe('Where to continue, e.g. /auth/callback.'),
      }),
    },
    responses: {
      302: emptyAnswer('Confirmed; continues to callbackURL (with `?error=…` when the token is not valid).', {
        Location: 'The callbackURL.',
      }),
      200: jsonAnswer('AuthStatus', AuthStatusSchema, 'Confirmed (no callbackURL given).'),
    },
  }),
  createRoute({
    method: 'post',
    path: '/api/auth/send-verification-email',
    ...libraryEndpoint({
      id: 'sendVerificationEmail',
      summary: 'Send a new confirmation e-mail',
      description:
        'Answers the same whether or not the address has an account. Rate limited per client address.',
      errors: ['RATE_LIMITED'],
    }),
    request: { body: jsonBody('SendVerificationEmailRequest', SendVerificationEmailRequestSchema) },
    responses: { 200: jsonAnswer('AuthStatus', AuthStatusSchema, 'Sent if the account exists.') },
  }),
  createRoute({
    method: 'post',
    path: '/api/auth/request-password-reset',
    ...libraryEndpoint({
      id: 'requestPasswordReset',
      summary: 'E-mail a password-reset link',
      description:
        'Answers the same whether or not the address has an account (no account discovery). The link is valid ' +
        'for one hour. Rate limited per client address.',
      errors: ['RATE_LIMITED'],
    }),
    request: { body: jsonBody('PasswordResetRequest', PasswordResetRequestSchema) },
    responses: { 200: jsonAnswer('AuthStatus', AuthStatusSchema, 'Sent if the account exists.') },
  }),
  createRoute({
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    ...libraryEndpoint({
      id: 'openPasswordResetLink',
      summary: 'Open a password-reset link (the link in the e-mail)',
    }),
    request: {
      params: z.object({ token: z.string().describe('The reset token from the e-mail.') }),
      query: z.object({
        callbackURL: z.string().describe('The page that asks for the new password, e.g. /auth/reset.'),
      }),
    },
    responses: {
      302: emptyAnswer('Continues to callbackURL with `?token=…`, or with `?error=INVALID_TOKEN`.', {
        Location: 'The callbackURL with the token or the error.',
      }),
    },
  }),
  createRoute({
    method: 'post',
    path: '/api/auth/reset-password',
    ...libraryEndpoint({
      id: 'resetPassword',
      summary: 'Choose a new password with a reset token',
      description: 'Signs out every session of the account. The new password is checked for strength.',
      errors: ['INVALID_TOKEN', 'WEAK_PASSWORD', 'RATE_LIMITED'],
    }),
    request: { body: jsonBody('ResetPasswordRequest', ResetPasswordRequestSchema) },
    responses: { 200: jsonAnswer('AuthStatus', AuthStatusSchema, 'Password changed.') },
  }),
];

/** Whether `METHOD path` (lowercased, no trailing slash) is one of the endpoints above. */
const SERVED = AUTH_ENDPOINTS.map((route) => ({
  method: route.method.toUpperCase(),
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));
export const isServedAuthEndpoint = (method: string, path: string) =>
  SERVED.some((endpoint) => endpoint.method === method && endpoint.pattern.test(path));
