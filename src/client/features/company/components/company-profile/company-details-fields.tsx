import { Controller, useWatch } from 'react-hook-form';
import { COMPANY_INDUSTRIES, COMPANY_SIZES, FUNDING_STAGES } from '@shared/constants';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { ChoiceChips } from '../choice-chips';
import { LogoField } from '../logo-field';
import type { CompanyProfileFormApi } from './company-profile-form-api';
import { listOptions } from './list-options';

/** Company details: name, website, description, industries, size, stage, place and logo. */
export function CompanyDetailsFields({ form }: { form: CompanyProfileFormApi }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const companyName = useWatch({ control, name: 'companyName' });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Company name" required error={errors.companyName?.message}>
          {(c) => <Input {...c} autoComplete="organization" maxLength={120} {...register('companyName')} />}
        </Field>
        <Field label="Website" error={errors.websiteUrl?.message}>
          {(c) => (
            <Input
              {...c}
              type="url"
              inputMode="url"
              placeholder="https://yourcompany.com"
              {...register('websiteUrl')}
            />
          )}
        </Field>
      </div>
      <Field
        label="Company description"
        required
        hint="What the company does, its stage and why it needs board advice."
        error={errors.companyDescription?.message}
      >
        {(c) => <Textarea {...c} rows={5} maxLength={5000} {...register('companyDescription')} />}
      </Field>
      <Controller
        control={control}
        name="industries"
        render={({ field }) => (
          <ChoiceChips
            legend="Industries"
            options={COMPANY_INDUSTRIES}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Company size" error={errors.companySize?.message}>
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Select size"
              options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
              {...register('companySize')}
            />
          )}
        </Field>
        <Field label="Funding stage" error={errors.fundingStage?.message}>
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Select stage"
              options={listOptions(FUNDING_STAGES)}
              {...register('fundingStage')}
            />
          )}
        </Field>
        <Field label="City" error={errors.city?.message}>
          {(c) => <Input {...c} autoComplete="address-level2" maxLength={80} {...register('city')} />}
        </Field>
        <Field label="Country" error={errors.country?.message}>
          {(c) => <Input {...c} autoComplete="country-name" maxLength={80} {...register('country')} />}
        </Field>
      </div>
      <Controller
        control={control}
        name="logoUrl"
        render={({ field }) => (
          <LogoField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            companyName={companyName}
            hint="Shown on your positions. Upload a file or paste a link to an image."
            error={errors.logoUrl?.message}
          />
        )}
      />
    </>
  );
}
