import { Controller } from 'react-hook-form';
import { COMPANY_COMPENSATION_TYPES, COMPANY_SKILLS } from '@shared/constants';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { ChoiceChips } from '../choice-chips';
import type { CompanyProfileFormApi } from './company-profile-form-api';
import { listOptions } from './list-options';

/** What the company is looking for in an advisor (advisor search ranks against these). */
export function AdvisorNeedsFields({ form }: { form: CompanyProfileFormApi }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <Controller
        control={control}
        name="skillsNeeded"
        render={({ field }) => (
          <ChoiceChips
            legend="Skills needed"
            options={COMPANY_SKILLS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label="Years of experience required"
          hint="Whole number, 0 or more."
          error={errors.yearsExperienceRequired?.message}
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              {...register('yearsExperienceRequired')}
            />
          )}
        </Field>
        <Field
          label="Expected hours per month"
          hint="Whole number, 0 or more."
          error={errors.expectedMonthlyAvailability?.message}
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              {...register('expectedMonthlyAvailability')}
            />
          )}
        </Field>
        <Field label="Compensation type" error={errors.compensationType?.message}>
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Select type"
              options={listOptions(COMPANY_COMPENSATION_TYPES)}
              {...register('compensationType')}
            />
          )}
        </Field>
      </div>
    </>
  );
}
