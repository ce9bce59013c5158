// Contract schemas of the company side (spec part 2 §3, §5, §9): the company profile, positions (new form, edit
// form, older board-position form), the dashboard, applicants and status changes, the advisor view and search.
// The server validates with these and the client forms resolve with them; the server then sanitizes text.
import { z } from 'zod';
import { JobContentSchema } from './jobs';
import {
  APPLICATION_STATUSES,
  COMPANY_SET_STATUSES,
  COMPANY_COMPENSATION_TYPES,
  COMPANY_INDUSTRIES,
  COMPANY_SIZES,
  COMPANY_SKILLS,
  FEE_CURRENCIES,
  FUNDING_STAGES,
  JOB_COMPENSATION_TYPES,
  JOB_ENGAGEMENT_TYPES,
  JOB_TYPES,
} from '../constants';
import { optionalLink } from './advisor-profile';
import { MatchFitSchema, pageOf } from './jobs';
import { ApplicantHiringSchema, ResponseDaysSchema } from './hiring';
import { ApplicantScreeningSchema, KNOCKOUT_FILTERS } from './screening-card';
import type { BoardCheck } from './board-check';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

/** Form selects send '' (and some clients null) for "nothing chosen": both mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

const optionalText = (label: string, max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${label} is too long`).optional());

const optionalChoice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional(),
  );

/** Whole numbers of at least 0; anything non-numeric (blank, "abc") becomes 0, as the spec's form did. */
const wholeNumberOrZero = (label: string, max: number) =>
  z
    .union([z.number(), z.string(), z.null(), z.undefined()])
    .transform((value) => {
      const parsed = typeof value === 'number' ? value : Number(String(value ?? '').trim());
      return Number.isFinite(parsed) ? parsed : 0;
    })
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number`)
        .min(0, `${label} must be 0 or more`)
        .max(max, `${label} must be at most ${max}`),
    );

/** A number typed in a form: blank = not given; else within [min, max] with at most `decimals` decimals. */
const optionalNumber = (
  label: string,
  { min, max, decimals }: { min: number; max: number; decimals: number },
) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank.trim().replace(',', '.')) : blank;
    },
    z
      .number({ error: `${label} must be a number` })
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
      .refine((n) => Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-6, {
        message:
          decimals === 0 ? `${label} must be a whole number` : `${label}: at most ${decimals} decimals`,
      })
      // Within the tolerance above, the stored value is the rounded one (999999.9999990001 is 1000000): an integer
      // column refuses anything else.
      .transform((n) => Math.round(n * 10 ** decimals) / 10 ** decimals)
      .optional(),
  );

const choiceList = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .array(z.enum(values, { error: `Choose ${label} from the list` }))
    .max(values.length)
    .default([])
    .transform((items) => [...new Set(items)]);

export const IMAGE_URL_MESSAGE = 'Please enter a valid image URL';
export const LOGO_FILE_TOO_LARGE_MESSAGE = 'File size must be less than 2MB';
export const LOGO_FILE_INVALID_MESSAGE = 'Please upload a valid image file';
export const LOGO_ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** The spec's pasted-URL rule: an http(s) URL that contains .png, .jpg, .jpeg, .gif or .webp. */
export const PASTED_IMAGE_URL_PATTERN = /^https?:\/\/[^\s/]+\S*\.(png|jpe?g|gif|webp)\S*$/i;
/** A logo uploaded through POST /api/company/logo-uploads (served by /files). */
export const UPLOADED_LOGO_PATH_PATTERN = /^\/files\/logos\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{8,80}\.webp$/;

export const isAcceptableLogoUrl = (value: string) =>
  PASTED_IMAGE_URL_PATTERN.test(value) || UPLOADED_LOGO_PATH_PATTERN.test(value);

/** A logo: the path of an uploaded file, or a pasted image URL. Blank = no logo given. */
export const LogoUrlSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(1000, IMAGE_URL_MESSAGE)
    .refine(isAcceptableLogoUrl, { message: IMAGE_URL_MESSAGE })
    .optional(),
);

// ---------------------------------------------------------------------------------------------------------------
// Company profile (GET/PUT /api/company/profile, POST /api/company/logo-uploads)

export const CompanyProfileInputSchema = z.object({
  companyName: requiredText('Company name', 120),
  companyDescription: requiredText('Company description', 5000),
  contactFullName: requiredText('Contact full name', 120),
  contactPosition: requiredText('Contact position', 120),
  contactLinkedinUrl: optionalLink('Contact LinkedIn'),
  industries: choiceList('industries', COMPANY_INDUSTRIES),
  city: optionalText('City', 80),
  country: optionalText('Country', 80),
  websiteUrl: optionalLink('Website'),
  companySize: optionalChoice('Company size', COMPANY_SIZES),
  fundingStage: optionalChoice('Funding stage', FUNDING_STAGES),
  skillsNeeded: choiceList('skills', COMPANY_SKILLS),
  yearsExperienceRequired: wholeNumberOrZero('Years of experience required', 80),
  expectedMonthlyAvailability: wholeNumberOrZero('Expected monthly availability', 744),
  compensationType: optionalChoice('Compensation type', COMPANY_COMPENSATION_TYPES),
  logoUrl: LogoUrlSchema,
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInputSchema>;
export type CompanyProfileValues = z.output<typeof CompanyProfileInputSchema>;

export const CompanyProfileSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  companyDescription: z.string().nullable(),
  contactFullName: z.string(),
  contactPosition: z.string(),
  contactLinkedinUrl: z.string().nullable(),
  industries: z.array(z.string()),
  city: z.string().nullable(),
  country: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  companySize: z.string().nullable(),
  fundingStage: z.string().nullable(),
  skillsNeeded: z.array(z.string()),
  yearsExperienceRequired: z.number().int(),
  expectedMonthlyAvailability: z.number().int(),
  compensationType: z.string().nullable(),
  logoUrl: z.string().nullable(),
  profileCompleted: z.boolean(),
  updatedAt: z.string(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/**
 * GET answers `{ profile: null }` when no row exists, or the blank row (profileCompleted false) that the first
 * sign-in creates; either way the form starts empty.
 */
export const MyCompanyProfileSchema = z.object({ profile: CompanyProfileSchema.nullable() });
export type MyCompanyProfile = z.infer<typeof MyCompanyProfileSchema>;

export const LogoUploadSchema = z.object({ logoUrl: z.string() });
export type LogoUpload = z.infer<typeof LogoUploadSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Positions (POST /positions, GET/PUT /positions/:id, PATCH /positions/:id/status, POST /board-positions)

/**
 * The spec's message: '{field} is required' where field is the snake_case column with its FIRST underscore
 * replaced by a space ('company_summary' → 'company summary is required').
 */
export const requiredMessage = (snakeCaseField: string) => `${snakeCaseField.replace('_', ' ')} is required`;

const requiredField = (snakeCaseField: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: requiredMessage(snakeCaseField) })
      .trim()
      .min(1, requiredMessage(snakeCaseField))
      .max(max, `${snakeCaseField.replace('_', ' ')} is too long`),
  );

/** A required select: missing or blank says '{field} is required', a value off the list names the choices. */
const requiredChoice = <const T extends readonly [string, ...string[]]>(snakeCaseField: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, {
      error: (issue) =>
        issue.input === undefined
          ? requiredMessage(snakeCaseField)
          : `${snakeCaseField.replace('_', ' ')} must be one of: ${values.join(', ')}`,
    }),
  );

const positionFields = {
  title: requiredField('title', 150),
  industry: requiredField('industry', 80),
  city: requiredField('city', 80),
  country: requiredField('country', 80),
  type: requiredChoice('type', JOB_TYPES),
  compensationType: requiredChoice('compensation_type', JOB_COMPENSATION_TYPES),
  engagementType: requiredChoice('engagement_type', JOB_ENGAGEMENT_TYPES),
  companySummary: requiredField('company_summary', 2000),
  /** Rich text (HTML); sanitized on the server to a small set of formatting tags. */
  jobDescription: requiredField('job_description', 20_000),
  salary: optionalText('Salary', 120),
  jobUrl: optionalLink('External job URL'),
  /** Required only when the company profile has no logo (checked by the server, which knows). */
  logoUrl: LogoUrlSchema,
  /** No ghosting: days an application may wait for a first answer before it closes (7–60, default 21). */
  responseDays: ResponseDaysSchema,
  /** Advisory equity offered, percent of the company (0.01–10, two decimals); blank = not stated (decision 051). */
  equityPercent: optionalNumber('Equity', { min: 0.01, max: 10, decimals: 2 }),
  /** A paid role's fee per month, whole units of `feeCurrency`; blank = not stated (decision 051). */
  monthlyFee: optionalNumber('Monthly fee', { min: 1, max: 1_000_000, decimals: 0 }),
  feeCurrency: optionalChoice('Fee currency', FEE_CURRENCIES),
  /** The board is a listed (public) company's: the overboarding check applies (issue #35, decision 050). */
  boardListed: z.boolean({ error: 'Say whether the board is a listed company’s' }).default(false),
};

export const PositionInputSchema = z.object(positionFields);
export type PositionInput = z.input<typeof PositionInputSchema>;
export type PositionValues = z.output<typeof PositionInputSchema>;

export const PositionUpdateSchema = z.object({
  ...positionFields,
  companyName: requiredField('company_name', 120),
});
export type PositionUpdateInput = z.input<typeof PositionUpdateSchema>;
export type PositionUpdateValues = z.output<typeof PositionUpdateSchema>;

/** The older /post-board-position form: only title and description are required; its lists are capitalised. */
export const LEGACY_ENGAGEMENT_TYPES = [
  'Board Member',
  'Advisory Board',
  'Strategic Advisor',
  'Consultant',
] as const;

export const LegacyPostInputSchema = z.object({
  title: requiredField('title', 150),
  description: requiredField('description', 20_000),
  industry: optionalText('Industry', 80),
  city: optionalText('City', 80),
  country: optionalText('Country', 80),
  engagementType: optionalChoice('Engagement type', LEGACY_ENGAGEMENT_TYPES),
  compensationType: optionalChoice('Compensation type', COMPANY_COMPENSATION_TYPES),
  salary: optionalText('Salary', 120),
});
export type LegacyPostInput = z.input<typeof LegacyPostInputSchema>;
export type LegacyPostValues = z.output<typeof LegacyPostInputSchema>;

export const PositionStatusInputSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});
export type PositionStatusInput = z.infer<typeof PositionStatusInputSchema>;

/** The owner's full view of one position (edit form). */
export const PositionSchema = JobContentSchema.extend({
  source: z.string().nullable(),
  responseDays: z.number().int(),
  /** The message to the other applicants when someone is hired (null: the default wording). */
  closingMessage: z.string().nullable(),
  boardListed: z.boolean(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  publicJobSlug: z.string().nullable(),
  postedDate: z.string(),
  updatedAt: z.string(),
  equityPercent: z.number().nullable(),
  monthlyFee: z.number().nullable(),
  feeCurrency: z.string().nullable(),
});
export type Position = z.infer<typeof PositionSchema>;
export const POSITION_FEE_CURRENCY_REQUIRED = 'Choose the currency of the monthly fee';

export const PositionStatusSchema = z.object({ id: z.string(), isActive: z.boolean() });

// ---------------------------------------------------------------------------------------------------------------
// Dashboard (GET /positions?page=)

const pageParam = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
);

export const DashboardQuerySchema = z.object({ page: pageParam });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const DashboardPositionSchema = z.object({
  id: z.string(),
  title: z.string(),
  industry: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  type: z.string(),
  engagementType: z.string().nullable(),
  compensationType: z.string().nullable(),
  isActive: z.boolean(),
  publicJobSlug: z.string().nullable(),
  postedDate: z.string(),
  applicantCount: z.number().int(),
});
export type DashboardPosition = z.infer<typeof DashboardPositionSchema>;

export const DashboardPageSchema = pageOf(DashboardPositionSchema);
export type DashboardPage = z.infer<typeof DashboardPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Applicants (GET /applicants?job_id=&status=&page=, PATCH /applications/:id/status)

export const APPLICANT_STATUS_FILTERS = ['all', ...APPLICATION_STATUSES] as const;
export const APPLICANT_SORTS = ['newest', 'fit', 'rating'] as const;

export const ApplicantsQuerySchema = z.object({
  /** Omitted: the newest position. Not one of the company's own: 404. */
  job_id: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(APPLICANT_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
  ),
  /**
   * newest: newest application first; fit: best fit to the position first (decision 017); rating: the company's
   * private rating, highest first, unrated last (decision 026).
   */
  sort: z.preprocess(
    blankToUndefined,
    z.enum(APPLICANT_SORTS, { error: 'Unknown sort order' }).default('newest'),
  ),
  /** Only applicants the company rated at least this (1–5). */
  min_rating: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'min_rating must be a number from 1 to 5' })
      .int({ error: 'min_rating must be a number from 1 to 5' })
      .min(1, { error: 'min_rating must be a number from 1 to 5' })
      .max(5, { error: 'min_rating must be a number from 1 to 5' })
      .optional(),
  ),
  /** Knockout answers (decision 049): all applicants, hide those who gave one, or only those. */
  knockout: z.preprocess(
    blankToUndefined,
    z.enum(KNOCKOUT_FILTERS, { error: 'knockout must be all, hide or only' }).default('all'),
  ),
  /** Only applicants who answered this screening question (of the shown position) with `answer`. */
  question_id: z.preprocess(
    blankToUndefined,
    z.guid({ error: 'question_id must be a question of the position' }).optional(),
  ),
  answer: z.preprocess(
    blankToUndefined,
    z.string().trim().max(500, { error: 'answer is too long' }).optional(),
  ),
  page: pageParam,
});
export type ApplicantsQuery = z.infer<typeof ApplicantsQuerySchema>;

/** Shown on applicant cards (spec: 8 skills and 6 industries, then '+N more'). */
export const APPLICANT_CARD_SKILLS = 8;
export const APPLICANT_CARD_INDUSTRIES = 6;

export const ApplicantCardSchema = z.object({
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  advisor: z.object({
    id: z.string(),
    name: z.string(),
    photoUrl: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    yearsExperience: z.number().nullable(),
    skills: z.array(z.string()),
    moreSkills: z.number().int(),
    industries: z.array(z.string()),
    moreIndustries: z.number().int(),
    hoursAvailable: z.number().nullable(),
    workPreference: z.string().nullable(),
    compensationPreference: z.array(z.string()),
  }),
  /** The advisor's fit to the position, by the same engine and bands the advisor sees. */
  fit: MatchFitSchema,
  /** Private to the company: rating, notes, the timeline with who acted, the answer deadline. */
  hiring: ApplicantHiringSchema,
  /** The screening answers, motivation note, knockouts and the scorecards' summary (decision 049). */
  screening: ApplicantScreeningSchema,
});
/**
 * A card as the page answers it: with the overboarding figures and conflict flags from the seats the advisor shows
 * (decision 050). The schema that adds the check is `ApplicantsAnswerSchema` (applicants-answer.ts), which only the
 * server and the tests load, so the screens' bundle does not carry it.
 */
export type ApplicantCard = z.infer<typeof ApplicantCardSchema> & { boardCheck: BoardCheck };

export const PositionPickerItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  isActive: z.boolean(),
});
export type PositionPickerItem = z.infer<typeof PositionPickerItemSchema>;

/** `GET /api/company/applicants/positions`: the position picker, every position of the company, newest first. */
export const PositionPickerSchema = z.object({ positions: z.array(PositionPickerItemSchema) });
export type PositionPicker = z.infer<typeof PositionPickerSchema>;

export const ApplicantsPageSchema = pageOf(ApplicantCardSchema).extend({
  /** The position shown (null when the company has none yet). */
  position: PositionPickerItemSchema.nullable(),
  status: z.enum(APPLICANT_STATUS_FILTERS),
  sort: z.enum(APPLICANT_SORTS),
  minRating: z.number().int().nullable(),
  knockout: z.enum(KNOCKOUT_FILTERS),
  /** Applications of the shown position per status, for the filter's counts. */
  statusCounts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
});
export type ApplicantsPage = Omit<z.infer<typeof ApplicantsPageSchema>, 'items'> & { items: ApplicantCard[] };

export const REJECTION_REASONS = [
  'Looking for different industry experience',
  'Looking for more years of experience',
  'Looking for more availability',
  'Position filled',
  'Position no longer open',
  'Other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const ApplicationStatusChangeSchema = z
  .object({
    status: z.enum(COMPANY_SET_STATUSES, {
      error: `status must be one of: ${COMPANY_SET_STATUSES.join(', ')}`,
    }),
    reason: z.preprocess(
      blankToUndefined,
      z.enum(REJECTION_REASONS, { error: 'Choose a reason from the list' }).optional(),
    ),
    /** Whether the advisor is told the rejection reason (default yes); unshared, only the company sees it. */
    shareReason: z.boolean({ error: 'shareReason must be true or false' }).optional(),
    /** Hiring only: also deactivate the position (the other open applications are closed either way). */
    deactivatePosition: z.boolean({ error: 'deactivatePosition must be true or false' }).optional(),
    /**
     * Hiring only: the message to the other applicants ({firstName}, {jobTitle}, {companyName} are filled in);
     * saved on the position as its template. Omitted: the position's saved template, or the default wording.
     */
    closingMessage: z
      .string({ error: 'The message must be text' })
      .trim()
      .max(2000, { error: 'The message can be at most 2000 characters' })
      .optional(),
  })
  .refine((value) => value.reason === undefined || value.status === 'rejected', {
    message: 'A reason can only be given when rejecting',
    path: ['reason'],
  });
export type ApplicationStatusChange = z.input<typeof ApplicationStatusChangeSchema>;
export type ApplicationStatusChangeValues = z.output<typeof ApplicationStatusChangeSchema>;

export const ApplicationStatusChangedSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  updatedAt: z.string(),
  /** False when the application already had this status (nothing recorded, no e-mail). */
  changed: z.boolean(),
  /** What a hire also did, as recorded (the toast says it, never guesses): other open applications it closed… */
  closedOthers: z.number().int().nonnegative(),
  /** …and whether it deactivated the position. */
  positionDeactivated: z.boolean(),
});
export type ApplicationStatusChanged = z.infer<typeof ApplicationStatusChangedSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The company's view of an applicant (GET /advisors/:advisorId)

export const AdvisorExperienceForCompanySchema = z.object({
  company: z.string(),
  website: z.string().nullable(),
  role: z.string().nullable(),
  description: z.string().nullable(),
});

export const AdvisorForCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  hoursAvailable: z.number().nullable(),
  workPreference: z.string().nullable(),
  compensationPreference: z.array(z.string()),
  availableToWork: z.array(z.string()),
  industries: z.array(z.string()),
  skills: z.array(z.string()),
  biography: z.string().nullable(),
  advisorExperience: z.array(AdvisorExperienceForCompanySchema),
  contact: z.object({
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    calendlyLink: z.string().nullable(),
    /** https://wa.me/<digits of the phone number>, or null without a phone number. */
    whatsappUrl: z.string().nullable(),
    resumeUrl: z.string().nullable(),
  }),
  /** The advisor's applications to this company's positions (status changes from the advisor view). */
  applications: z.array(
    z.object({
      id: z.string(),
      jobId: z.string(),
      jobTitle: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      createdAt: z.string(),
    }),
  ),
});
export type AdvisorForCompany = z.infer<typeof AdvisorForCompanySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Advisor search (GET /advisor-search, POST /advisor-search/:advisorId/views)

export const SEARCH_INDUSTRIES = ['Technology', 'Healthcare', 'Finance', 'Manufacturing', 'Retail'] as const;
export const SEARCH_MIN_EXPERIENCE = ['5', '10', '15', '20'] as const;
export const SEARCH_MIN_HOURS = ['5', '10', '20'] as const;
export const SEARCH_COMPENSATIONS = ['Equity', 'Paid', 'Pro bono'] as const;
/** Search cards (spec §9): 3 industries and 4 skills, then '+N more'. */
export const SEARCH_CARD_INDUSTRIES = 3;
export const SEARCH_CARD_SKILLS = 4;

export const AdvisorSearchQuerySchema = z.object({
  industry: optionalChoice('industry', SEARCH_INDUSTRIES),
  minExperience: optionalChoice('minExperience', SEARCH_MIN_EXPERIENCE).transform((value) =>
    value === undefined ? undefined : Number(value),
  ),
  minHours: optionalChoice('minHours', SEARCH_MIN_HOURS).transform((value) =>
    value === undefined ? undefined : Number(value),
  ),
  compensation: optionalChoice('compensation', SEARCH_COMPENSATIONS),
  location: optionalText('Location', 100),
  page: pageParam,
});
export type AdvisorSearchQuery = z.input<typeof AdvisorSearchQuerySchema>;
export type AdvisorSearchFilters = z.output<typeof AdvisorSearchQuerySchema>;

export const AdvisorSearchCardSchema = z.object({
  id: z.string(),
  /** The advisor's name, or their anonymous title while they are confidential to this company (decision 044). */
  name: z.string(),
  /** Confidential mode: the name, photo and companies are hidden until the advisor applies or accepts an invitation. */
  confidential: z.boolean(),
  photoUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  hoursAvailable: z.number().nullable(),
  industries: z.array(z.string()),
  moreIndustries: z.number().int(),
  skills: z.array(z.string()),
  moreSkills: z.number().int(),
  /** Company-to-advisor match, a rounded percentage (spec §9 weights). */
  score: z.number().int().min(0).max(100),
  /** This company has already opened the profile (re-opening is free). */
  viewed: z.boolean(),
  /** "Fills 3 of your 4 board gaps: …" when the company's board matrix has gaps this advisor fills (decision 051). */
  boardGapReason: z.string().nullable().default(null),
});
export type AdvisorSearchCard = z.infer<typeof AdvisorSearchCardSchema>;

export const ViewAllowanceSchema = z.object({
  /** Free profile openings left (0-2); irrelevant when `unlimitedViews`. */
  freeViewsRemaining: z.number().int().min(0),
  /** The company user has paid access: no view limit. */
  unlimitedViews: z.boolean(),
});
export type ViewAllowance = z.infer<typeof ViewAllowanceSchema>;

export const AdvisorSearchPageSchema = pageOf(AdvisorSearchCardSchema).extend(ViewAllowanceSchema.shape);
export type AdvisorSearchPage = z.infer<typeof AdvisorSearchPageSchema>;

/** What opening a profile from search shows: the public field set; contact details are only for applicants. */
export const SearchedAdvisorProfileSchema = z.object({
  id: z.string(),
  /** The name, or the anonymous title while the advisor is confidential to this company (decision 044). */
  name: z.string(),
  /** Confidential mode: name, photo, biography and links are withheld until the advisor applies or accepts. */
  confidential: z.boolean(),
  photoUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  hoursAvailable: z.number().nullable(),
  workPreference: z.string().nullable(),
  availableToWork: z.array(z.string()),
  compensationPreference: z.array(z.string()),
  industries: z.array(z.string()),
  skills: z.array(z.string()),
  biography: z.string().nullable(),
  /** Present only when the advisor made the profile public (then they are on the public page anyway). */
  linkedinUrl: z.string().nullable(),
  calendlyLink: z.string().nullable(),
  publicProfileSlug: z.string().nullable(),
});
export type SearchedAdvisorProfile = z.infer<typeof SearchedAdvisorProfileSchema>;

export const AdvisorProfileViewSchema = ViewAllowanceSchema.extend({ advisor: SearchedAdvisorProfileSchema });
export type AdvisorProfileView = z.infer<typeof AdvisorProfileViewSchema>;

export const COMPANY_ERROR_MESSAGES = {
  profileIncomplete: 'Complete your company profile first.',
  positionNotFound: 'Position not found.',
  applicationNotFound: 'Application not found.',
  advisorNotFound: 'Advisor Not Found',
  searchedAdvisorNotFound: 'Advisor profile not found',
  profileLimitReached: "You've viewed your 2 free profiles. Upgrade to see more advisor details.",
  logoRequired: 'logo is required',
} as const;
