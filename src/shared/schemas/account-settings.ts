// Contract schemas of the account settings screen (/settings → /api/me/*): change password, change e-mail, export
// my data, delete my account. The server validates with these; the forms resolve with them (or extend them).
import { z } from 'zod';
import { BoardSeatSchema } from '../board-seat-roles';
import { LIMITS, ROLES } from '../constants';
import { EmailSchema } from './auth';
import { ExportedMessagingSchema } from './messaging';

/** better-auth's limit, as on the sign-in and sign-up forms. */
const MAX_PASSWORD_LENGTH = 256;

/** What the user types to confirm that the account should be deleted. */
export const DELETE_CONFIRMATION_PHRASE = 'DELETE';

export const ACCOUNT_SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  wrongPassword: 'Your password is incorrect.',
  samePassword: 'Choose a password different from your current one',
  passwordsDoNotMatch: 'Passwords do not match',
  sameEmail: 'This is already your e-mail address',
  emailInUse: 'This e-mail address is already used by another account.',
  typeToConfirm: `Type ${DELETE_CONFIRMATION_PHRASE} to confirm`,
  renewalNotCancelled:
    'We could not stop the renewal of your subscription with our payment provider, so your account was not ' +
    'deleted. Please try again in a moment.',
} as const;

const CurrentPasswordSchema = z
  .string()
  .min(1, ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired)
  .max(MAX_PASSWORD_LENGTH);

const NewPasswordValueSchema = z
  .string()
  .min(LIMITS.minPasswordLength, 'Password must be at least 8 characters long')
  .max(MAX_PASSWORD_LENGTH);

/** The fields of a password change, without the cross-field rule (so forms can extend them). */
export const ChangePasswordFieldsSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordValueSchema,
});

/** `POST /api/me/password`. Strength (zxcvbn) is judged on the server, as at sign-up. */
export const ChangePasswordSchema = ChangePasswordFieldsSchema.refine(
  (value) => value.newPassword !== value.currentPassword,
  { path: ['newPassword'], message: ACCOUNT_SETTINGS_MESSAGES.samePassword },
);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The change-password form: the request plus a confirmation of the new password. */
export const ChangePasswordFormSchema = ChangePasswordFieldsSchema.extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: ACCOUNT_SETTINGS_MESSAGES.samePassword,
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_SETTINGS_MESSAGES.passwordsDoNotMatch,
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const PasswordChangedSchema = z.object({
  ok: z.literal(true),
  /** Sessions on other devices that were signed out. */
  otherSessionsEnded: z.number().int().nonnegative(),
});
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

/** `POST /api/me/email`: a confirmation link goes to the new address; nothing changes until it is opened. */
export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: CurrentPasswordSchema,
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

export const EmailChangeRequestedSchema = z.object({
  ok: z.literal(true),
  pendingEmail: z.string(),
});
export type EmailChangeRequested = z.infer<typeof EmailChangeRequestedSchema>;

/** `DELETE /api/me`: the password again, and the typed confirmation. */
export const DeleteAccountSchema = z.object({
  password: CurrentPasswordSchema,
  confirmation: z
    .string()
    .trim()
    // Typed as boolean: an inferred type guard would narrow the output to the literal, which forms cannot start from.
    .refine(
      (value): boolean => value === DELETE_CONFIRMATION_PHRASE,
      ACCOUNT_SETTINGS_MESSAGES.typeToConfirm,
    ),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

export const AccountDeletedSchema = z.object({ ok: z.literal(true) });
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;

// ---- `GET /api/me/export`: everything we hold about the user (GDPR art. 20), without secrets. ----

const isoDate = z.string();

const ExportedFileSchema = z.object({
  kind: z.enum(['photo', 'resume', 'badge', 'company-logo', 'position-logo']),
  /** Absolute URL; resumes are served to their owner (and to companies they applied to) only. */
  url: z.string(),
});

const ExportedAdvisorProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  gender: z.string().nullable(),
  industries: z.array(z.string()),
  skills: z.array(z.string()),
  workPreference: z.string().nullable(),
  compensationPreference: z.array(z.string()),
  availableToWork: z.array(z.string()),
  hoursAvailable: z.number().nullable(),
  biography: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  calendlyLink: z.string().nullable(),
  hasBeenAdvisorBefore: z.string().nullable(),
  advisorExperience: z.array(z.record(z.string(), z.unknown())),
  photoUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  badgeUrl: z.string().nullable(),
  publicProfileSlug: z.string().nullable(),
  isPublic: z.boolean(),
  profileCompleted: z.boolean(),
  lifetimeAccess: z.boolean(),
  weeklySuggestions: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const ExportedCompanyProfileSchema = z.object({
  companyName: z.string(),
  contactFullName: z.string(),
  contactPosition: z.string(),
  contactLinkedinUrl: z.string().nullable(),
  companyDescription: z.string().nullable(),
  industries: z.array(z.string()),
  city: z.string().nullable(),
  country: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  companySize: z.string().nullable(),
  fundingStage: z.string().nullable(),
  skillsNeeded: z.array(z.string()),
  yearsExperienceRequired: z.number(),
  expectedMonthlyAvailability: z.number(),
  compensationType: z.string().nullable(),
  logoUrl: z.string().nullable(),
  profileCompleted: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const ExportedPositionSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  companyUrl: z.string().nullable(),
  companySummary: z.string().nullable(),
  jobDescription: z.string().nullable(),
  industry: z.string().nullable(),
  type: z.string(),
  engagementType: z.string().nullable(),
  compensationType: z.string().nullable(),
  salary: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  jobUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  publicJobSlug: z.string().nullable(),
  postedDate: isoDate,
  createdAt: isoDate,
  updatedAt: isoDate,
  /** How many applications the position received, by status (the applicants' own data is theirs). */
  applicationsByStatus: z.record(z.string(), z.number()),
});

const ExportedStatusChangeSchema = z.object({
  status: z.string(),
  reason: z.string().nullable(),
  at: isoDate,
});

const ExportedApplicationSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string(), companyName: z.string() }),
  status: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  statusHistory: z.array(ExportedStatusChangeSchema),
});

const ExportedSubscriptionSchema = z.object({
  planType: z.string(),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: isoDate.nullable(),
  stripeSubscriptionId: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

const ExportedMatchRunSchema = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: isoDate,
  finishedAt: isoDate.nullable(),
  results: z.array(
    z.object({
      jobId: z.string(),
      score: z.number(),
      confidence: z.number(),
      reasons: z.array(z.string()),
      improvements: z.array(z.string()),
    }),
  ),
});

/**
 * One reference request as its advisor sees it (decision 046; the same fields as `MyReferenceSchema` in
 * references.ts, written out here so the export's schema does not pull the references module into other screens).
 */
const ExportedReferenceSchema = z.object({
  id: z.string(),
  refereeName: z.string(),
  refereeEmail: z.string(),
  relationship: z.string(),
  organisation: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int().nullable(),
  status: z.string(),
  expired: z.boolean(),
  expiresAt: isoDate,
  sentAt: isoDate,
  canResendAt: isoDate.nullable(),
  body: z.string().nullable(),
  confirmedName: z.string().nullable(),
  confirmedRelationship: z.string().nullable(),
  submittedAt: isoDate.nullable(),
  decidedAt: isoDate.nullable(),
  createdAt: isoDate,
});

export const DataExportSchema = z.object({
  format: z.literal('boardly-data-export/1'),
  exportedAt: isoDate,
  account: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(ROLES),
    name: z.string(),
    createdAt: isoDate,
    updatedAt: isoDate,
    /** How the user signs in (e.g. 'credential' = e-mail and password); never the password itself. */
    signInMethods: z.array(z.object({ provider: z.string(), createdAt: isoDate })),
    /** Devices currently signed in: when, from which address and browser. */
    sessions: z.array(
      z.object({
        createdAt: isoDate,
        expiresAt: isoDate,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
  }),
  advisorProfile: ExportedAdvisorProfileSchema.nullable(),
  /** The advisor's confidential mode (decision 044): whether it is on, the headline, the companies hidden from. */
  confidentialMode: z
    .object({
      enabled: z.boolean(),
      headline: z.string().nullable(),
      hiddenFrom: z.array(z.string()),
      updatedAt: isoDate,
    })
    .nullable(),
  companyProfile: ExportedCompanyProfileSchema.nullable(),
  positions: z.array(ExportedPositionSchema),
  applications: z.array(ExportedApplicationSchema),
  /** A company's private ratings and notes on its applicants (its own work; never in the advisor's export). */
  applicantAssessments: z.array(
    z.object({
      applicationId: z.string(),
      jobId: z.string(),
      rating: z.number().int().nullable(),
      notes: z.string(),
      updatedAt: isoDate,
    }),
  ),
  subscriptions: z.array(ExportedSubscriptionSchema),
  matchRuns: z.array(ExportedMatchRunSchema),
  advisorProfilesViewed: z.array(z.object({ advisorId: z.string(), viewedAt: isoDate })),
  pageViews: z.array(
    z.object({
      path: z.string(),
      search: z.string(),
      role: z.string().nullable(),
      plan: z.string(),
      at: isoDate,
    }),
  ),
  files: z.array(ExportedFileSchema),
  /** Invitations, conversations (both sides' messages), notifications, e-mail settings and blocks. */
  messaging: ExportedMessagingSchema,
  /** The advisor's reference requests: whom they asked (with the address they entered), what was written, decisions. */
  references: z.array(ExportedReferenceSchema),
  /** The advisor's board seats, hidden ones included (decision 050). */
  boardSeats: z.array(BoardSeatSchema),
  /** The company's competitor list as typed (decision 050). */
  competitors: z.array(z.string()),
});
export type DataExport = z.infer<typeof DataExportSchema>;
