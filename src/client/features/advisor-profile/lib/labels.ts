// Human labels for the stored option values, and for the field names eligibility reports as missing.
import type {
  AVAILABLE_TO_WORK,
  COMPENSATION_PREFERENCES,
  GENDERS,
  WORK_PREFERENCES,
} from '@shared/constants';

export const WORK_PREFERENCE_LABELS: Record<(typeof WORK_PREFERENCES)[number], string> = {
  'part-time': 'Part-time',
  'full-time': 'Full-time',
  'ad-hoc': 'Ad-hoc',
};

export const COMPENSATION_LABELS: Record<(typeof COMPENSATION_PREFERENCES)[number], string> = {
  paid: 'Paid',
  equity: 'Equity',
  'pro-bono': 'Pro bono',
};

export const AVAILABLE_TO_WORK_LABELS: Record<(typeof AVAILABLE_TO_WORK)[number], string> = {
  Remote: 'Remote',
  'On-site': 'On-site',
};

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The label of a known option, or the stored value itself (older rows may hold free text). */
export function labelOf(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? value;
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  phoneNumber: 'Phone number',
  dateOfBirth: 'Date of birth',
  birthDate: 'Date of birth',
  country: 'Country',
  city: 'City',
  yearsExperience: 'Years of experience',
  industries: 'Industries',
  skills: 'Skills',
  workPreference: 'Work preference',
  compensationPreference: 'Compensation preference',
  availableToWork: 'Available to work',
  hoursAvailable: 'Hours available per month',
  biography: 'Full biography',
  linkedinUrl: 'LinkedIn profile',
  calendlyLink: 'Calendly link',
  hasBeenAdvisorBefore: 'Previous advisor experience',
  advisorExperience: 'Advisor experience',
  photoUrl: 'Profile photo',
  photo: 'Profile photo',
  resumeUrl: 'Resume',
  resume: 'Resume',
};

const camelCase = (value: string) =>
  value.replace(/[_-]+([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** "years_experience" / "yearsExperience" → "Years of experience"; unknown names are turned into words. */
export function missingFieldLabel(field: string): string {
  const known = FIELD_LABELS[field] ?? FIELD_LABELS[camelCase(field)];
  if (known) return known;
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Eligibility counts some fields only past a threshold; say so instead of just naming the field. */
const ELIGIBILITY_HINTS: Record<string, string> = {
  biography: 'A biography of 200+ characters',
  industries: 'At least 2 industries',
  skills: 'At least 5 skills',
};

export function eligibilityItemLabel(field: string): string {
  return ELIGIBILITY_HINTS[camelCase(field)] ?? missingFieldLabel(field);
}
