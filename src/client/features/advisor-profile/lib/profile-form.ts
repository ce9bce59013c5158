// The profile form's values: how a saved profile becomes form values, the resolver (the shared contract schema),
// and the fields the server's issues may name (lib/form-errors.ts puts them there).
import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldErrors, Resolver, UseFormSetFocus } from 'react-hook-form';
import { AVAILABLE_TO_WORK, COMPENSATION_PREFERENCES, GENDERS, WORK_PREFERENCES } from '@shared/constants';
import {
  AdvisorProfileInputSchema,
  type AdvisorProfileInput,
  type AdvisorProfileValues,
  type MyProfile,
} from '@shared/schemas/advisor-profile';

export type ProfileFormInput = AdvisorProfileInput;
export type ProfileFormValues = AdvisorProfileValues;
/** Form values before the advisor has answered everything (enums and numbers may still be empty). */
export type ProfileFormDefaults = DefaultValues<ProfileFormInput>;

export interface ExperienceEntryInput {
  company: string;
  website?: string;
  role?: string;
  description?: string;
}

export const emptyExperienceEntry = (): ExperienceEntryInput => ({
  company: '',
  website: '',
  role: '',
  description: '',
});

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

const someOf = <T extends string>(options: readonly T[], values: string[]): T[] =>
  options.filter((option) => values.includes(option));

/** The zones the Time zone field offers: the runtime's list, which leaves out 'UTC' itself in some browsers. */
export const timeZoneOptions = () => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
};

/** The browser's own zone when the field offers it (the list the server also accepts), else none. */
const browserTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && timeZoneOptions().includes(zone) ? zone : '';
};

/** Saved profile → form values; missing numbers become "" so their controls start empty. */
export function profileToFormInput(profile: MyProfile): ProfileFormDefaults {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    birthDay: profile.birthDay ?? '',
    birthMonth: profile.birthMonth ?? '',
    birthYear: profile.birthYear ?? '',
    gender: oneOf(GENDERS, profile.gender),
    country: profile.country ?? '',
    city: profile.city ?? '',
    yearsExperience: profile.yearsExperience ?? '',
    industries: profile.industries,
    skills: profile.skills,
    biography: profile.biography ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    hasBeenAdvisorBefore: oneOf(['yes', 'no'] as const, profile.hasBeenAdvisorBefore),
    advisorExperience: profile.advisorExperience.map((entry) => ({
      company: entry.company,
      website: entry.website ?? '',
      role: entry.role ?? '',
      description: entry.description ?? '',
    })),
    workPreference: oneOf(WORK_PREFERENCES, profile.workPreference),
    hoursAvailable: profile.hoursAvailable ?? '',
    availableToWork: someOf(AVAILABLE_TO_WORK, profile.availableToWork),
    compensationPreference: someOf(COMPENSATION_PREFERENCES, profile.compensationPreference),
    calendlyLink: profile.calendlyLink ?? '',
    // Not chosen yet: the browser's zone, so saving the profile records one and interview mails can name the
    // advisor's own zone beside the company's (issue #29); the advisor can change it in the field.
    timeZone: profile.timeZone ?? browserTimeZone(),
  };
}

const contractResolver = zodResolver(AdvisorProfileInputSchema);

/**
 * The contract schema as the form's resolver. Experience entries only count when the advisor says they have
 * been an advisor before, so a half-filled entry hidden by answering "No" cannot block the save.
 */
export const profileFormResolver: Resolver<ProfileFormInput, unknown, ProfileFormValues> = (
  values,
  context,
  options,
) =>
  contractResolver(
    values.hasBeenAdvisorBefore === 'yes' ? values : { ...values, advisorExperience: [] },
    context,
    options,
  );

/** `setValueAs` for number controls: an empty control is "not answered", not zero. */
export const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const PROFILE_FORM_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'birthDay',
  'birthMonth',
  'birthYear',
  'gender',
  'country',
  'city',
  'yearsExperience',
  'industries',
  'skills',
  'biography',
  'linkedinUrl',
  'hasBeenAdvisorBefore',
  'advisorExperience',
  'workPreference',
  'hoursAvailable',
  'availableToWork',
  'compensationPreference',
  'calendlyLink',
  'timeZone',
] as const satisfies readonly (keyof ProfileFormInput)[];

/**
 * Focuses the first invalid field in the order the form shows them (react-hook-form's own choice follows
 * registration order, which differs once groups mount and unmount).
 */
export function focusFirstError(
  errors: FieldErrors<ProfileFormInput>,
  setFocus: UseFormSetFocus<ProfileFormInput>,
) {
  for (const name of PROFILE_FORM_FIELDS) {
    const error = errors[name];
    if (!error) continue;
    if (name === 'advisorExperience' && Array.isArray(error)) {
      const index = error.findIndex(Boolean);
      const entry = error[index] as Record<string, unknown> | undefined;
      const key =
        entry && (['company', 'website', 'role', 'description'] as const).find((field) => field in entry);
      if (key) {
        setFocus(`advisorExperience.${index}.${key}`);
        return;
      }
      continue;
    }
    setFocus(name);
    return;
  }
}
