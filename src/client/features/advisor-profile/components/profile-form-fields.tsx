// The five groups of profile fields. The completion form and the in-place editor of /my-profile render the same
// groups inside a react-hook-form FormProvider, so both validate with the one contract schema.
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  ADVISOR_INDUSTRIES,
  ADVISOR_SKILLS,
  AVAILABLE_TO_WORK,
  COMPENSATION_PREFERENCES,
  GENDERS,
  LIMITS,
} from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import {
  AVAILABLE_TO_WORK_LABELS,
  COMPENSATION_LABELS,
  GENDER_LABELS,
  MONTH_NAMES,
  WORK_PREFERENCE_LABELS,
} from '../lib/labels';
import { emptyAsUndefined, emptyExperienceEntry, type ProfileFormInput } from '../lib/profile-form';
import { ChipMultiSelect } from './chip-multi-select';
import { OptionCards } from './option-cards';

const BIOGRAPHY_MAX = 5000;
const BIOGRAPHY_GOOD = 200;

const presetOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const labelledOptions = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const DAY_OPTIONS = Array.from({ length: 31 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));
const MONTH_OPTIONS = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));

/** The last 85 years, newest first; a saved year outside that window stays selectable. */
function yearOptions(saved: unknown) {
  const currentYear = new Date().getFullYear();
  const years = Array.from({ length: LIMITS.birthYearsOffered }, (_, index) => currentYear - index);
  const savedYear = Number(saved);
  if (Number.isInteger(savedYear) && savedYear >= 1900 && !years.includes(savedYear)) years.push(savedYear);
  return years.map((year) => ({ value: String(year), label: String(year) }));
}

function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">{children}</div>;
}

const useProfileForm = () => useFormContext<ProfileFormInput>();

export function PersonalInformationFields({ email, photo }: { email: string; photo?: ReactNode }) {
  const {
    register,
    control,
    formState: { errors },
  } = useProfileForm();
  const birthYear = useWatch({ control, name: 'birthYear' });
  const birthError = errors.birthDay?.message ?? errors.birthMonth?.message ?? errors.birthYear?.message;
  const numberSelect = { setValueAs: emptyAsUndefined };

  return (
    <div className="flex flex-col gap-6">
      {photo}
      <FieldGrid>
        <Field label="First name" required error={errors.firstName?.message}>
          {(c) => <Input autoComplete="given-name" {...c} {...register('firstName')} />}
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          {(c) => <Input autoComplete="family-name" {...c} {...register('lastName')} />}
        </Field>
        <Field label="Email" hint="Your sign-in address. It is never shown on your public profile.">
          {(c) => <Input type="email" value={email} readOnly {...c} />}
        </Field>
        <Field label="Phone number" hint="Optional" error={errors.phoneNumber?.message}>
          {(c) => <Input type="tel" autoComplete="tel" {...c} {...register('phoneNumber')} />}
        </Field>
      </FieldGrid>
      <fieldset aria-describedby={birthError ? 'birth-date-error' : undefined} className="min-w-0">
        <legend className="text-sm leading-5 font-medium text-ink">
          Date of birth
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </legend>
        <div className="mt-2 grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-2 sm:max-w-md sm:grid-cols-[5rem_minmax(0,1fr)_6.5rem]">
          <NativeSelect
            aria-label="Day"
            aria-invalid={errors.birthDay ? true : undefined}
            placeholder="Day"
            className="pr-8 pl-2.5"
            options={DAY_OPTIONS}
            {...register('birthDay', numberSelect)}
          />
          <NativeSelect
            aria-label="Month"
            aria-invalid={errors.birthMonth ? true : undefined}
            placeholder="Month"
            className="pr-8 pl-2.5"
            options={MONTH_OPTIONS}
            {...register('birthMonth', numberSelect)}
          />
          <NativeSelect
            aria-label="Year"
            aria-invalid={errors.birthYear ? true : undefined}
            placeholder="Year"
            className="pr-8 pl-2.5"
            options={yearOptions(birthYear)}
            {...register('birthYear', numberSelect)}
          />
        </div>
        {birthError ? (
          <p id="birth-date-error" role="alert" className="mt-2 text-sm font-medium text-danger">
            {birthError}
          </p>
        ) : null}
      </fieldset>
      <FieldGrid>
        <Field label="Gender" hint="Optional" error={errors.gender?.message}>
          {(c) => (
            <NativeSelect
              placeholder="Prefer not to answer"
              options={labelledOptions(GENDERS, GENDER_LABELS)}
              {...c}
              {...register('gender', { setValueAs: emptyAsUndefined })}
            />
          )}
        </Field>
        <div className="hidden sm:block" />
        <Field label="Country" required error={errors.country?.message}>
          {(c) => <Input autoComplete="country-name" {...c} {...register('country')} />}
        </Field>
        <Field label="City" required error={errors.city?.message}>
          {(c) => <Input autoComplete="address-level2" {...c} {...register('city')} />}
        </Field>
      </FieldGrid>
    </div>
  );
}

export function ProfessionalBackgroundFields({ resume }: { resume?: ReactNode }) {
  const {
    register,
    control,
    formState: { errors },
  } = useProfileForm();
  const biography = useWatch({ control, name: 'biography' }) ?? '';
  const length = typeof biography === 'string' ? biography.length : 0;

  return (
    <div className="flex flex-col gap-8">
      <FieldGrid>
        <Field label="Years of experience" required error={errors.yearsExperience?.message}>
          {(c) => (
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={80}
              step={1}
              {...c}
              {...register('yearsExperience', { setValueAs: emptyAsUndefined })}
            />
          )}
        </Field>
      </FieldGrid>
      <Controller
        control={control}
        name="industries"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            legend="Industries"
            required
            hint="Choose every industry you know well, or add your own."
            options={presetOptions(ADVISOR_INDUSTRIES)}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message ?? errors.industries?.root?.message}
            customEntryLabel="Another industry"
            customEntryPlaceholder="e.g. Maritime"
          />
        )}
      />
      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            legend="Skills"
            required
            hint="Pick the skills you bring to a board, or add your own."
            options={presetOptions(ADVISOR_SKILLS)}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message ?? errors.skills?.root?.message}
            customEntryLabel="Another skill"
            customEntryPlaceholder="e.g. Turnarounds"
          />
        )}
      />
      <Field
        label="Full biography"
        required
        error={errors.biography?.message}
        hint={
          <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <span>Tip: a biography of {BIOGRAPHY_GOOD}+ characters improves matching.</span>
            <span aria-live="polite" className={length >= BIOGRAPHY_GOOD ? 'text-success' : undefined}>
              {length.toLocaleString('en-US')} / {BIOGRAPHY_MAX.toLocaleString('en-US')} characters
            </span>
          </span>
        }
      >
        {(c) => <Textarea rows={8} maxLength={BIOGRAPHY_MAX} {...c} {...register('biography')} />}
      </Field>
      <FieldGrid>
        <Field label="LinkedIn profile" hint="Optional" error={errors.linkedinUrl?.message}>
          {(c) => (
            <Input
              inputMode="url"
              autoComplete="url"
              placeholder="linkedin.com/in/your-name"
              {...c}
              {...register('linkedinUrl')}
            />
          )}
        </Field>
      </FieldGrid>
      {resume}
    </div>
  );
}

export function AdvisorExperienceFields() {
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = useProfileForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'advisorExperience' });
  const hasBeenAdvisor = useWatch({ control, name: 'hasBeenAdvisorBefore' });
  const registration = register('hasBeenAdvisorBefore', {
    onChange: (event: { target: { value: string } }) => {
      // Answering "Yes" opens the first entry right away.
      if (event.target.value === 'yes' && (getValues('advisorExperience') ?? []).length === 0) {
        append(emptyExperienceEntry(), { shouldFocus: false });
      }
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <OptionCards
        legend="Have you been an advisor before?"
        required
        columns={2}
        error={errors.hasBeenAdvisorBefore?.message}
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        registration={registration}
      />
      {hasBeenAdvisor === 'yes' ? (
        <div className="flex flex-col gap-4">
          {fields.map((entry, index) => {
            const entryErrors = errors.advisorExperience?.[index];
            const number = index + 1;
            return (
              <fieldset
                key={entry.id}
                className="min-w-0 rounded-card border border-hairline bg-surface p-4 sm:p-5"
              >
                <legend className="sr-only">Advisory role {number}</legend>
                <div className="mb-4 flex items-center justify-between gap-3">
                  <p aria-hidden className="text-sm font-semibold text-ink">
                    Advisory role {number}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove advisory role ${number}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden />
                    Remove
                  </Button>
                </div>
                <FieldGrid>
                  <Field label="Company" required error={entryErrors?.company?.message}>
                    {(c) => (
                      <Input
                        autoComplete="organization"
                        {...c}
                        {...register(`advisorExperience.${index}.company`)}
                      />
                    )}
                  </Field>
                  <Field label="Company website" hint="Optional" error={entryErrors?.website?.message}>
                    {(c) => (
                      <Input
                        inputMode="url"
                        placeholder="company.com"
                        {...c}
                        {...register(`advisorExperience.${index}.website`)}
                      />
                    )}
                  </Field>
                  <Field label="Your role" hint="Optional" error={entryErrors?.role?.message}>
                    {(c) => (
                      <Input
                        placeholder="e.g. Board advisor, finance"
                        {...c}
                        {...register(`advisorExperience.${index}.role`)}
                      />
                    )}
                  </Field>
                  <Field
                    label="What you did"
                    hint="Optional"
                    error={entryErrors?.description?.message}
                    className="sm:col-span-2"
                  >
                    {(c) => (
                      <Textarea
                        rows={3}
                        maxLength={1000}
                        {...c}
                        {...register(`advisorExperience.${index}.description`)}
                      />
                    )}
                  </Field>
                </FieldGrid>
              </fieldset>
            );
          })}
          {fields.length < LIMITS.listCap ? (
            <div>
              <Button variant="outline" onClick={() => append(emptyExperienceEntry())}>
                <Plus aria-hidden />
                {fields.length === 0 ? 'Add an advisory role' : 'Add another advisory role'}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function WorkPreferencesFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useProfileForm();
  return (
    <div className="flex flex-col gap-8">
      <OptionCards
        legend="Work preference"
        required
        error={errors.workPreference?.message}
        options={[
          {
            value: 'part-time',
            label: WORK_PREFERENCE_LABELS['part-time'],
            description: 'A few days a month',
          },
          {
            value: 'full-time',
            label: WORK_PREFERENCE_LABELS['full-time'],
            description: 'An executive-level role',
          },
          {
            value: 'ad-hoc',
            label: WORK_PREFERENCE_LABELS['ad-hoc'],
            description: 'When a question comes up',
          },
        ]}
        registration={register('workPreference', { setValueAs: emptyAsUndefined })}
      />
      <FieldGrid>
        <Field
          label="Hours available per month"
          required
          hint="At least 1 hour."
          error={errors.hoursAvailable?.message}
        >
          {(c) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={744}
              step={1}
              {...c}
              {...register('hoursAvailable', { setValueAs: emptyAsUndefined })}
            />
          )}
        </Field>
      </FieldGrid>
      <Controller
        control={control}
        name="availableToWork"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            legend="Available to work"
            required
            options={labelledOptions(AVAILABLE_TO_WORK, AVAILABLE_TO_WORK_LABELS)}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message ?? errors.availableToWork?.root?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="compensationPreference"
        render={({ field, fieldState }) => (
          <ChipMultiSelect
            legend="Compensation preference"
            required
            options={labelledOptions(COMPENSATION_PREFERENCES, COMPENSATION_LABELS)}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message ?? errors.compensationPreference?.root?.message}
          />
        )}
      />
    </div>
  );
}

export function AdditionalInformationFields() {
  const {
    register,
    formState: { errors },
  } = useProfileForm();
  return (
    <FieldGrid>
      <Field
        label="Calendly link"
        hint="Optional. Companies use it to book a first call with you."
        error={errors.calendlyLink?.message}
      >
        {(c) => (
          <Input inputMode="url" placeholder="calendly.com/your-name" {...c} {...register('calendlyLink')} />
        )}
      </Field>
    </FieldGrid>
  );
}
