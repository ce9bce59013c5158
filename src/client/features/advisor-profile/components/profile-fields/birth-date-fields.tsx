import { useWatch } from 'react-hook-form';
import { LIMITS } from '@shared/constants';
import { NativeSelect } from '@client/components/ui/select';
import { MONTH_NAMES } from '../../lib/labels';
import { emptyAsUndefined } from '../../lib/profile-form';
import { useProfileForm } from './profile-form-layout';
import { FieldsetError, RequiredMark } from '@client/components/ui/field';

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

/** Date of birth: day, month and year selects under one legend, with one error for the three. */
export function BirthDateFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useProfileForm();
  const birthYear = useWatch({ control, name: 'birthYear' });
  const birthError = errors.birthDay?.message ?? errors.birthMonth?.message ?? errors.birthYear?.message;
  const numberSelect = { setValueAs: emptyAsUndefined };

  return (
    <fieldset aria-describedby={birthError ? 'birth-date-error' : undefined} className="min-w-0">
      <legend className="text-sm leading-5 font-medium text-ink">
        Date of birth
        <RequiredMark />
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
      <FieldsetError id="birth-date-error" error={birthError} />
    </fieldset>
  );
}
