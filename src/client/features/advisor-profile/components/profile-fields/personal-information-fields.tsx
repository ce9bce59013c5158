import type { ReactNode } from 'react';
import { GENDERS } from '@shared/constants';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { GENDER_LABELS } from '../../lib/labels';
import { emptyAsUndefined } from '../../lib/profile-form';
import { BirthDateFields } from './birth-date-fields';
import { FieldGrid, labelledOptions, useProfileForm } from './profile-form-layout';

export function PersonalInformationFields({ email, photo }: { email: string; photo?: ReactNode }) {
  const {
    register,
    formState: { errors },
  } = useProfileForm();

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
      <BirthDateFields />
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
