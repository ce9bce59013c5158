import { Controller } from 'react-hook-form';
import { AVAILABLE_TO_WORK, COMPENSATION_PREFERENCES } from '@shared/constants';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { AVAILABLE_TO_WORK_LABELS, COMPENSATION_LABELS, WORK_PREFERENCE_LABELS } from '../../lib/labels';
import { emptyAsUndefined, timeZoneOptions } from '../../lib/profile-form';
import { ChipMultiSelect } from '../chip-multi-select';
import { OptionCards } from '../option-cards';
import { FieldGrid, labelledOptions, useProfileForm } from './profile-form-layout';

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
        <Field
          label="Time zone"
          hint="Interview times are shown to you in it."
          error={errors.timeZone?.message}
        >
          {(c) => (
            <NativeSelect
              placeholder="Select…"
              options={timeZoneOptions().map((zone) => ({ value: zone, label: zone }))}
              {...c}
              {...register('timeZone')}
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
