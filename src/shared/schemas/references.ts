// References (issue #34 part 3, decision 046): an advisor asks up to three people by e-mail; each referee writes
// their reference on a public page opened from a signed, expiring link; the advisor approves or declines each, and
// only approved ones are shown to companies. The referee's e-mail address is private to the advisor who entered it.
import { z } from 'zod';
import { EmailSchema } from './auth';

export const REFERENCE_LIMITS = {
  /** Pending, written (awaiting the advisor) and approved requests count; declined and withdrawn free a place. */
  maxActive: 3,
  linkValidDays: 14,
  /** A pending request can be sent again once this long has passed since its last mail. */
  resendAfterMinutes: 60,
  /** Requests an advisor may send in 24 hours, withdrawn ones included (no mail flood through ask-and-withdraw). */
  maxPerDay: 10,
  nameMaxLength: 120,
  relationshipMaxLength: 80,
  organisationMaxLength: 120,
  bodyMinLength: 50,
  bodyMaxLength: 2000,
  firstYear: 1950,
} as const;

export const REFERENCE_STATUSES = ['pending', 'submitted', 'approved', 'declined', 'withdrawn'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
/** The statuses that hold one of the three places. */
export const ACTIVE_REFERENCE_STATUSES = ['pending', 'submitted', 'approved'] as const;

export const REFERENCE_MESSAGES = {
  notFound: 'This reference request was not found.',
  limitReached: `You can have at most ${REFERENCE_LIMITS.maxActive} reference requests open or approved. Withdraw or decline one first.`,
  ownEmail: 'Ask someone else: this is your own e-mail address.',
  alreadyAsked: 'You have already asked this person; resend that request instead.',
  notPending: 'This request has already been answered or withdrawn.',
  notWritten: 'This reference has not been written yet.',
  tooManyToday: 'You have sent many reference requests today. Please try again tomorrow.',
  resendTooSoon: `You can send the request again ${REFERENCE_LIMITS.resendAfterMinutes} minutes after the last e-mail.`,
} as const;

const currentYear = () => new Date().getUTCFullYear();

const yearSchema = (label: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : 'Enter the year as a number.'),
    })
    .int({ error: `Enter the year as a whole number.` })
    .min(REFERENCE_LIMITS.firstYear, { error: `${label} cannot be before ${REFERENCE_LIMITS.firstYear}.` })
    .refine((year) => year <= currentYear(), { error: `${label} cannot be in the future.` });

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .min(min, { error: `${label} needs at least ${min} characters.`, abort: true })
    .max(max, { error: `${label} can be at most ${max} characters.` });

export const ReferenceRequestCreateSchema = z
  .object({
    refereeName: text("The referee's name", 2, REFERENCE_LIMITS.nameMaxLength),
    refereeEmail: EmailSchema,
    relationship: text('The relationship', 2, REFERENCE_LIMITS.relationshipMaxLength),
    organisation: text('The organisation', 1, REFERENCE_LIMITS.organisationMaxLength),
    yearFrom: yearSchema('The first year'),
    /** Null: they still work together. */
    yearTo: yearSchema('The last year').nullable().default(null),
  })
  .refine((input) => input.yearTo === null || input.yearTo >= input.yearFrom, {
    path: ['yearTo'],
    error: 'The last year cannot be before the first year.',
  });
export type ReferenceRequestCreate = z.input<typeof ReferenceRequestCreateSchema>;

/** What the referee sends from the public page (an HTML form: every field arrives as text). */
export const RefereeSubmissionSchema = z.object({
  token: z.string().max(300),
  confirmedName: text('Your name', 2, REFERENCE_LIMITS.nameMaxLength),
  confirmedRelationship: text('Your relationship', 2, REFERENCE_LIMITS.relationshipMaxLength),
  body: text('The reference', REFERENCE_LIMITS.bodyMinLength, REFERENCE_LIMITS.bodyMaxLength),
  confirm: z.literal('yes', { error: 'Please confirm that you wrote this reference yourself.' }),
});
export type RefereeSubmission = z.input<typeof RefereeSubmissionSchema>;

export const ReferenceTokenQuerySchema = z.object({ token: z.string().max(300) });

/** The advisor's own view of one request: everything, the referee's e-mail included (they entered it). */
export const MyReferenceSchema = z.object({
  id: z.string(),
  refereeName: z.string(),
  refereeEmail: z.string(),
  relationship: z.string(),
  organisation: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int().nullable(),
  status: z.enum(REFERENCE_STATUSES),
  /** A pending request whose link has expired: resend it or withdraw it. */
  expired: z.boolean(),
  expiresAt: z.string(),
  sentAt: z.string(),
  /** When it can be sent again (pending only), or null. */
  canResendAt: z.string().nullable(),
  body: z.string().nullable(),
  confirmedName: z.string().nullable(),
  confirmedRelationship: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyReference = z.infer<typeof MyReferenceSchema>;

export const MyReferenceListSchema = z.object({
  items: z.array(MyReferenceSchema),
  activeCount: z.number().int(),
  maxActive: z.number().int(),
});
export type MyReferenceList = z.infer<typeof MyReferenceListSchema>;

/** An approved reference as a company sees it: who wrote it and how they know the advisor; never their e-mail. */
export const ApprovedReferenceSchema = z.object({
  id: z.string(),
  refereeName: z.string(),
  relationship: z.string(),
  organisation: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int().nullable(),
  body: z.string(),
  submittedAt: z.string(),
});
export type ApprovedReference = z.infer<typeof ApprovedReferenceSchema>;

export const ApprovedReferenceListSchema = z.object({ items: z.array(ApprovedReferenceSchema) });
export type ApprovedReferenceList = z.infer<typeof ApprovedReferenceListSchema>;

/** "2019–2023", or "since 2019" while they still work together. */
export const referenceYears = (from: number, to: number | null) =>
  to === null ? `since ${from}` : from === to ? String(from) : `${from}–${to}`;

/** "Board colleague at Acme, 2019–2023": how a referee knows the advisor, in one line. */
export const describeReferee = (ref: {
  relationship: string;
  organisation: string;
  yearFrom: number;
  yearTo: number | null;
}) => {
  const relationship = ref.relationship.charAt(0).toUpperCase() + ref.relationship.slice(1);
  return `${relationship} at ${ref.organisation}, ${referenceYears(ref.yearFrom, ref.yearTo)}`;
};
