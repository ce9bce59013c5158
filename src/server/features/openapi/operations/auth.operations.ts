// better-auth's endpoints that Boardly's client and e-mails use. better-auth serves a few more under /api/auth
// (session lists, profile updates); those are not part of Boardly's supported contract and are not listed here.
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
import { z } from 'zod';
import type { ApiOperation } from '../api-operation';

const SESSION_COOKIE = 'Sets the httpOnly session cookie.';

export const authOperations: ApiOperation[] = [
  {
    id: 'signUp',
    method: 'post',
    path: '/api/auth/sign-up/email',
    tag: 'Auth',
    summary: 'Create an account',
    description:
      'Creates an advisor or company account and e-mails a confirmation link; the account cannot sign in ' +
      'until the link is opened. The role is chosen here and can never be changed. Passwords are checked for ' +
      'strength (WEAK_PASSWORD with the reasons as issues). Rate limited per client address.',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    body: { kind: 'json', schema: SignUpRequestSchema },
    responses: [
      { status: 200, description: 'Account created; confirmation e-mail sent.', schema: SignUpResultSchema },
    ],
    errors: ['USER_ALREADY_EXISTS', 'WEAK_PASSWORD', 'RATE_LIMITED'],
  },
  {
    id: 'signIn',
    method: 'post',
    path: '/api/auth/sign-in/email',
    tag: 'Auth',
    summary: 'Sign in with e-mail and password',
    description:
      `${SESSION_COOKIE} An unconfirmed account gets 403 EMAIL_NOT_VERIFIED and a fresh confirmation e-mail. ` +
      'Repeated failures lock the account for a while (429 RATE_LIMITED with Retry-After).',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    body: { kind: 'json', schema: SignInRequestSchema },
    responses: [{ status: 200, description: 'Signed in.', schema: SignInResultSchema }],
    errors: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
  },
  {
    id: 'signOut',
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'Auth',
    summary: 'Sign out',
    description: 'Ends the session and clears the cookie. Answers success also when no one was signed in.',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    responses: [{ status: 200, description: 'Signed out.', schema: SignOutResultSchema }],
  },
  {
    id: 'getSession',
    method: 'get',
    path: '/api/auth/get-session',
    tag: 'Auth',
    summary: 'The current session',
    description:
      'The session and its user, or `null` when signed out. Prefer GET /api/me for what the UI needs.',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    responses: [{ status: 200, description: 'The session, or null.', schema: AuthSessionSchema }],
  },
  {
    id: 'verifyEmail',
    method: 'get',
    path: '/api/auth/verify-email',
    tag: 'Auth',
    summary: 'Confirm an e-mail address (the link in the confirmation e-mail)',
    description:
      `Opened from the e-mail. Confirms the address, signs the user in (${SESSION_COOKIE.toLowerCase()}) and ` +
      'redirects to `callbackURL`; without a callbackURL it answers JSON.',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    query: z.object({
      token: z.string().min(1).describe('The signed token from the e-mail.'),
      callbackURL: z.string().optional().describe('Where to continue, e.g. /auth/callback.'),
    }),
    responses: [
      {
        status: 302,
        description: 'Confirmed; continues to callbackURL (with `?error=…` when the token is not valid).',
        headers: { Location: 'The callbackURL.' },
      },
      { status: 200, description: 'Confirmed (no callbackURL given).', schema: AuthStatusSchema },
    ],
    errors: [{ code: 'INVALID_TOKEN', status: 401 }],
  },
  {
    id: 'sendVerificationEmail',
    method: 'post',
    path: '/api/auth/send-verification-email',
    tag: 'Auth',
    summary: 'Send a new confirmation e-mail',
    description:
      'Answers the same whether or not the address has an account. Rate limited per client address.',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    body: { kind: 'json', schema: SendVerificationEmailRequestSchema },
    responses: [{ status: 200, description: 'Sent if the account exists.', schema: AuthStatusSchema }],
    errors: ['RATE_LIMITED'],
  },
  {
    id: 'requestPasswordReset',
    method: 'post',
    path: '/api/auth/request-password-reset',
    tag: 'Auth',
    summary: 'E-mail a password-reset link',
    description:
      'Answers the same whether or not the address has an account (no account discovery). The link is valid ' +
      'for one hour. Rate limited per client address.',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    body: { kind: 'json', schema: PasswordResetRequestSchema },
    responses: [{ status: 200, description: 'Sent if the account exists.', schema: AuthStatusSchema }],
    errors: ['RATE_LIMITED'],
  },
  {
    id: 'openPasswordResetLink',
    method: 'get',
    path: '/api/auth/reset-password/{token}',
    tag: 'Auth',
    summary: 'Open a password-reset link (the link in the e-mail)',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    pathParams: { token: 'The reset token from the e-mail.' },
    query: z.object({
      callbackURL: z.string().describe('The page that asks for the new password, e.g. /auth/reset.'),
    }),
    responses: [
      {
        status: 302,
        description: 'Continues to callbackURL with `?token=…`, or with `?error=INVALID_TOKEN`.',
        headers: { Location: 'The callbackURL with the token or the error.' },
      },
    ],
  },
  {
    id: 'resetPassword',
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Auth',
    summary: 'Choose a new password with a reset token',
    description: 'Signs out every session of the account. The new password is checked for strength.',
    auth: 'anonymous',
    inputErrors: 'better-auth',
    body: { kind: 'json', schema: ResetPasswordRequestSchema },
    responses: [{ status: 200, description: 'Password changed.', schema: AuthStatusSchema }],
    errors: ['INVALID_TOKEN', 'WEAK_PASSWORD', 'RATE_LIMITED'],
  },
];
