// Contract schemas of the advisor profile. The completion form and /my-profile resolve with AdvisorProfileInputSchema;
// the server validates with it too, then sanitizes (markup stripped, biography cleaned) before saving.
import { z } from 'zod';
import { PublicBoardSeatSchema } from '../board-seat-roles';
import { AVAILABLE_TO_WORK, COMPENSATION_PREFERENCES, GENDERS, LIMITS, WORK_PREFERENCES } from '../constants';
import { isTimeZone } from '../time-zones';

const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** Free-text list (industries, skills): non-empty items, at most 50. */
const textList = (label: string) =>
  z
    .array(z.string().trim().max(60, `Each ${label.toLowerCase()} entry must be at most 60 characters`))
    .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
    .pipe(
      z
        .array(z.string())
        .min(1, `Select at least one ${label.toLowerCase()} entry`)
        .max(LIMITS.listCap, `At most ${LIMITS.listCap} ${label.toLowerCase()} entries`),
    );

/** Accepts "calendly.com/x" and returns "https://calendly.com/x"; only http(s) URLs are kept. */
export const optionalLink = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long`)
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    })
    .refine((value) => value === undefined || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      message: `${label} must be a valid http(s) link`,
    });

export const AdvisorExperienceSchema = z.object({
  company: requiredText('Company', 120),
  website: optionalLink('Website'),
  role: z.string().trim().max(120).optional(),
  description: z.string().trim().max(1000).optional(),
});

const currentYear = new Date().getUTCFullYear();

export const BirthDateSchema = z
  .object({
    birthDay: z.coerce
      .number({ error: 'Date of birth is required' })
      .int()
      .min(1, 'Day must be 1-31')
      .max(31, 'Day must be 1-31'),
    birthMonth: z.coerce
      .number({ error: 'Date of birth is required' })
      .int()
      .min(1, 'Month must be 1-12')
      .max(12, 'Month must be 1-12'),
    birthYear: z.coerce
      .number({ error: 'Date of birth is required' })
      .int()
      .min(1900, 'Year must be 1900 or later')
      .max(currentYear, 'Year cannot be in the future'),
  })
  .refine(
    ({ birthDay, birthMonth, birthYear }) => {
      const date = new Date(Date.UTC(birthYear, birthMonth - 1, birthDay));
      return date.getUTCDate() === birthDay;
    },
    { message: 'That date does not exist', path: ['birthDay'] },
  );

export const PUBLIC_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;
export const PublicSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    PUBLIC_SLUG_PATTERN,
    'Use 3-60 lowercase letters, numbers and hyphens, starting and ending with a letter or number',
  );

export const AdvisorProfileInputSchema = z
  .object({
    firstName: requiredText('First name', 80),
    lastName: requiredText('Last name', 80),
    phoneNumber: z.string().trim().max(40, 'Phone number is too long').optional(),
    country: requiredText('Country', 80),
    city: requiredText('City', 80),
    yearsExperience: z.coerce
      .number({ error: 'Years of experience is required' })
      .int('Years of experience must be a whole number')
      .min(0, 'Years of experience cannot be negative')
      .max(80, 'Years of experience must be at most 80'),
    gender: z.enum(GENDERS).optional(),
    industries: textList('Industry'),
    skills: textList('Skill'),
    workPreference: z.enum(WORK_PREFERENCES, { error: 'Work preference is required' }),
    compensationPreference: z
      .array(z.enum(COMPENSATION_PREFERENCES))
      .min(1, 'Select at least one compensation preference')
      .transform((items) => [...new Set(items)]),
    availableToWork: z
      .array(z.enum(AVAILABLE_TO_WORK))
      .min(1, 'Select where you are available to work')
      .transform((items) => [...new Set(items)]),
    hoursAvailable: z.coerce
      .number({ error: 'Hours available per month is required' })
      .int('Hours must be a whole number')
      .min(1, 'Hours available per month must be at least 1')
      .max(744, 'Hours available per month must be at most 744'),
    biography: requiredText('Full biography', 5000),
    linkedinUrl: optionalLink('LinkedIn'),
    calendlyLink: optionalLink('Calendly link'),
    // Interview times are written in it (decision 027); empty until the advisor chooses one or books a slot.
    timeZone: z
      .string()
      .trim()
      .max(64, 'Choose a time zone from the list')
      .refine((value) => value === '' || isTimeZone(value), 'Choose a time zone from the list')
      // null: a client sending back the profile it read, before any zone was chosen.
      .nullish()
      .transform((value) => value || undefined),
    hasBeenAdvisorBefore: z.enum(['yes', 'no'], {
      error: 'Please tell us whether you have been an advisor before',
    }),
    advisorExperience: z.array(AdvisorExperienceSchema).max(LIMITS.listCap).default([]),
  })
  .and(BirthDateSchema);
export type AdvisorProfileInput = z.input<typeof AdvisorProfileInputSchema>;
export type AdvisorProfileValues = z.output<typeof AdvisorProfileInputSchema>;

export const VisibilityInputSchema = z.object({
  isPublic: z.boolean(),
  publicProfileSlug: PublicSlugSchema.optional(),
});
export type VisibilityInput = z.infer<typeof VisibilityInputSchema>;

export const EligibilitySchema = z.object({
  completionPercentage: z.number().int().min(0).max(100),
  isEligible: z.boolean(),
  missing: z.array(z.string()),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;

export const AdvisorExperienceOutSchema = z.object({
  company: z.string(),
  website: z.string().optional(),
  role: z.string().optional(),
  description: z.string().optional(),
});

/** The owner's view of their profile (GET/PUT /api/profile). */
export const MyProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  birthDay: z.number().nullable(),
  birthMonth: z.number().nullable(),
  birthYear: z.number().nullable(),
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
  timeZone: z.string().nullable(),
  hasBeenAdvisorBefore: z.string().nullable(),
  advisorExperience: z.array(AdvisorExperienceOutSchema),
  photoUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  publicProfileSlug: z.string().nullable(),
  badgeUrl: z.string().nullable(),
  isPublic: z.boolean(),
  profileCompleted: z.boolean(),
  eligibility: EligibilitySchema,
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

/** Only these fields ever leave the server for the public advisor page. */
export const PublicAdvisorProfileSchema = z.object({
  id: z.string(),
  publicProfileSlug: z.string().nullable(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  yearsExperience: z.number().nullable(),
  linkedinUrl: z.string().nullable(),
  calendlyLink: z.string().nullable(),
  biography: z.string().nullable(),
  industries: z.array(z.string()),
  skills: z.array(z.string()),
  hoursAvailable: z.number().nullable(),
  workPreference: z.string().nullable(),
  availableToWork: z.array(z.string()),
  compensationPreference: z.array(z.string()),
  photoUrl: z.string().nullable(),
  badgeUrl: z.string().nullable(),
  earlySupporter: z.boolean(),
  /** Board seats the advisor shows (never a hidden one), current first (issue #35, decision 050). */
  boardSeats: z.array(PublicBoardSeatSchema),
});
export type PublicAdvisorProfile = z.infer<typeof PublicAdvisorProfileSchema>;

export const BadgeSchema = z.object({
  badgeUrl: z.string(),
  shareText: z.string(),
  profileUrl: z.string(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const ALLOWED_PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const ALLOWED_RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
