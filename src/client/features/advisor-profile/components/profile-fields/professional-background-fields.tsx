import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ADVISOR_INDUSTRIES, ADVISOR_SKILLS } from '@shared/constants';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { emptyAsUndefined } from '../../lib/profile-form';
import { ChipMultiSelect } from '../chip-multi-select';
import { FieldGrid, presetOptions, useProfileForm } from './profile-form-layout';

const BIOGRAPHY_MAX = 5000;
const BIOGRAPHY_GOOD = 200;

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
