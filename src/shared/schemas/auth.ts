// Contract schemas of the account screens; the server validates with the same schemas.
import { z } from 'zod';
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
});
export type Viewer = z.infer<typeof ViewerSchema>;

export const PageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  search: z.string().max(2048).default(''),
  role: z.string().max(32).nullable().optional(),
  plan: z.string().max(32).nullable().optional(),
});
export type PageView = z.infer<typeof PageViewSchema>;
