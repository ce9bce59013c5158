// Contract schemas of the account screens; the server validates with the same schemas.
import { z } from 'zod';
import { COMPANY_ROLES } from '../company-roles';
import { LIMITS, ROLES } from '../constants';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254)
  .email('Please enter a valid email address');

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(256),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const RoleSchema = z.enum(ROLES);

export const SignUpSchema = SignInSchema.extend({
  role: RoleSchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const NewPasswordSchema = z
  .object({
    password: z
      .string()
      .min(LIMITS.minPasswordLength, 'Password must be at least 8 characters long')
      .max(256),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** Who is signed in, and what they may use. `GET /api/me`. */
export const ViewerSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      role: RoleSchema,
      emailVerified: z.boolean(),
    })
    .nullable(),
  access: z.object({
    hasActiveSubscription: z.boolean(),
    plan: z.enum(['monthly', 'annual', 'lifetime']).nullable(),
    status: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: z.string().nullable(),
  }),
  advisorProfileCompleted: z.boolean(),
  companyProfileCompleted: z.boolean(),
  /** A company user's role on their company's team (decision 048); absent for advisors and before a company exists. */
  companyRole: z.enum(COMPANY_ROLES).optional(),
});
export type Viewer = z.infer<typeof ViewerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// What better-auth answers on the account endpoints the client calls (/api/auth/*). Dates are ISO strings.

/** The account as better-auth returns it; `role` is our additional field. */
export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  role: RoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `POST /api/auth/sign-up/email`: no session (token null) until the e-mail address is confirmed. */
export const SignUpResultSchema = z.object({ token: z.string().nullable(), user: AuthUserSchema });

/** `POST /api/auth/sign-in/email`: the session cookie is set; the token is the same session's. */
export const SignInResultSchema = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().optional(),
  user: AuthUserSchema,
});

/** `GET /api/auth/get-session`: null when signed out. */
export const AuthSessionSchema = z
  .object({
    session: z.object({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    user: AuthUserSchema,
  })
  .nullable();

/** `POST /api/auth/sign-out`. */
export const SignOutResultSchema = z.object({ success: z.boolean() });

/** `POST /api/auth/request-password-reset`, `/reset-password`, `/send-verification-email`, `GET /verify-email`. */
export const AuthStatusSchema = z.object({ status: z.boolean(), message: z.string().optional() });

export const PageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  search: z.string().max(2048).default(''),
  role: z.string().max(32).nullable().optional(),
  plan: z.string().max(32).nullable().optional(),
});
export type PageView = z.infer<typeof PageViewSchema>;
