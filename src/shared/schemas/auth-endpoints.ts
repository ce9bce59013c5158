// The wire contract of the better-auth endpoints under /api/auth that the client calls. The form schemas in
// ./auth are the user-facing part; these add the fields better-auth itself needs (name, callbackURL, token) and
// describe its answers, which keep better-auth's own shapes (errors are rewritten to our error wire shape).
import { z } from 'zod';
import {
  EmailSchema,
  ForgotPasswordSchema,
  NewPasswordSchema,
  RoleSchema,
  SignInSchema,
  SignUpSchema,
} from './auth';

/** An on-site path (e.g. `/auth/callback`) that better-auth redirects to after the e-mailed link is opened. */
const callbackPath = z.string().max(2048);

export const SignUpRequestSchema = SignUpSchema.extend({
  /** Required by better-auth; Boardly sends '' and collects the real name on the profile screens. */
  name: z.string().max(200),
  /** Where the confirmation link continues to. */
  callbackURL: callbackPath.optional(),
});

export const SignInRequestSchema = SignInSchema.extend({
  /** Where an unconfirmed account's new confirmation link continues to. */
  callbackURL: callbackPath.optional(),
  rememberMe: z.boolean().optional(),
});

export const PasswordResetRequestSchema = ForgotPasswordSchema.extend({
  /** The page the e-mailed link lands on, with `?token=` (or `?error=INVALID_TOKEN`). */
  redirectTo: callbackPath.optional(),
});

export const ResetPasswordRequestSchema = z.object({
  newPassword: NewPasswordSchema.shape.password,
  /** The token from the e-mailed link. */
  token: z.string().min(1),
});

export const SendVerificationEmailRequestSchema = z.object({
  email: EmailSchema,
  callbackURL: callbackPath.optional(),
});

/** The account as better-auth reports it (dates are ISO 8601 strings on the wire). */
export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  role: RoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Sign-up never signs in (the e-mail must be confirmed first), so `token` is null. */
export const SignUpResultSchema = z.object({
  token: z.string().nullable(),
  user: AuthUserSchema,
});

export const SignInResultSchema = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().optional(),
  user: AuthUserSchema,
});

/** `GET /api/auth/get-session`: the current session, or null when signed out. */
export const AuthSessionSchema = z
  .object({
    session: z.object({
      id: z.string(),
      token: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      ipAddress: z.string().nullable().optional(),
      userAgent: z.string().nullable().optional(),
    }),
    user: AuthUserSchema,
  })
  .nullable();
export type AuthSession = z.infer<typeof AuthSessionSchema>;

export const SignOutResultSchema = z.object({ success: z.boolean() });

/** Password-reset and verification endpoints answer a bare status (the same whether or not the address exists). */
export const AuthStatusSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
});
