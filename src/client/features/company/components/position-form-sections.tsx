// The sections of the position form (position-form.tsx), each given the form that holds them.
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  COMPANY_INDUSTRIES,
  FEE_CURRENCIES,
  JOB_COMPENSATION_TYPES,
  JOB_ENGAGEMENT_TYPES,
  JOB_TYPES,
  RESPONSE_WINDOW,
} from '@shared/constants';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { options } from '../lib/labels';
import type { PositionFormInput, PositionFormValues } from '../lib/position-form';
import { LogoField } from './logo-field';
import { RichTextEditor } from './rich-text-editor';

/** The position form these sections belong to (held by PositionForm). */
export type PositionFormApi = UseFormReturn<PositionFormInput, unknown, PositionFormValues>;

/** Company name (when editing), title, industry and place. */
export function PositionBasicsFields({
  form,
  mode,
  savedIndustry,
}: {
  form: PositionFormApi;
  mode: 'create' | 'edit';
  /** The industry the position was saved with, if any. */
  savedIndustry: string;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  // A saved position may hold an industry from before today's list: it stays selectable.
  const industry = savedIndustry;
  const industryOptions = options(
    industry && !(COMPANY_INDUSTRIES as readonly string[]).includes(industry)
      ? [industry, ...COMPANY_INDUSTRIES]
      : COMPANY_INDUSTRIES,
  );
  return (
    <>
      {mode === 'edit' ? (
        <Field label="Company name" required error={errors.companyName?.message}>
          {(c) => <Input {...c} maxLength={120} {...register('companyName')} />}
        </Field>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Title" required error={errors.title?.message}>
          {(c) => (
            <Input
              {...c}
              placeholder="e.g. Independent Board Member"
              maxLength={150}
              {...register('title')}
            />
          )}
        </Field>
        <Field label="Industry" required error={errors.industry?.message}>
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Select industry"
              options={industryOptions}
              {...register('industry')}
            />
          )}
        </Field>
        <Field label="City" required error={errors.city?.message}>
          {(c) => <Input {...c} maxLength={80} {...register('city')} />}
        </Field>
        <Field label="Country" required error={errors.country?.message}>
          {(c) => <Input {...c} maxLength={80} {...register('country')} />}
        </Field>
      </div>
    </>
  );
}

/** Work type, compensation and engagement. */
export function PositionTermsFields({ form }: { form: PositionFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <Field label="Work type" required error={errors.type?.message}>
        {(c) => (
          <NativeSelect {...c} placeholder="Select type" options={options(JOB_TYPES)} {...register('type')} />
        )}
      </Field>
      <Field label="Compensation" required error={errors.compensationType?.message}>
        {(c) => (
          <NativeSelect
            {...c}
            placeholder="Select compensation"
            options={options(JOB_COMPENSATION_TYPES)}
            {...register('compensationType')}
          />
        )}
      </Field>
      <Field label="Engagement" required error={errors.engagementType?.message}>
        {(c) => (
          <NativeSelect
            {...c}
            placeholder="Select engagement"
            options={options(JOB_ENGAGEMENT_TYPES)}
            {...register('engagementType')}
          />
        )}
      </Field>
    </div>
  );
}

/** The company summary and the job description (rich text). */
export function PositionDescriptionFields({ form }: { form: PositionFormApi }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <Field
        label="Company summary"
        required
        hint="Two or three sentences about the company, shown above the role."
        error={errors.companySummary?.message}
      >
        {(c) => <Textarea {...c} rows={3} maxLength={2000} {...register('companySummary')} />}
      </Field>
      <Controller
        control={control}
        name="jobDescription"
        render={({ field }) => (
          <Field
            label="Job description"
            required
            hint="Use the buttons for paragraphs, bold, italics and lists. Other markup is removed when saved."
            error={errors.jobDescription?.message}
          >
            {(c) => (
              <RichTextEditor
                {...c}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
    </>
  );
}

/** Salary, the response window and an external job URL. */
export function PositionApplyingFields({ form }: { form: PositionFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Salary" hint="Free text, e.g. '0.5% equity' or '$2,000 per month'.">
        {(c) => <Input {...c} maxLength={120} {...register('salary')} />}
      </Field>
      <Field
        label="Advisory equity (%)"
        hint="Optional, e.g. 0.25. Advisors see it beside the FAST agreement's grid for your stage."
        error={errors.equityPercent?.message}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0.01}
            max={10}
            {...register('equityPercent')}
          />
        )}
      </Field>
      <Field
        label="Monthly fee"
        hint="Optional, whole amount per month. Shown against similar roles once there are 20 of them."
        error={errors.monthlyFee?.message}
      >
        {(c) => (
          <Input {...c} type="number" inputMode="numeric" min={1} step={1} {...register('monthlyFee')} />
        )}
      </Field>
      <Field label="Fee currency" error={errors.feeCurrency?.message}>
        {(c) => (
          <NativeSelect
            {...c}
            placeholder="Select currency"
            options={FEE_CURRENCIES.map((value) => ({ value, label: value }))}
            {...register('feeCurrency')}
          />
        )}
      </Field>
      <Field
        label="Days to answer applicants"
        hint={`No ghosting: an application with no answer after this many days (${RESPONSE_WINDOW.minDays}–${RESPONSE_WINDOW.maxDays}) closes, and the advisor is told.`}
        error={errors.responseDays?.message}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="numeric"
            min={RESPONSE_WINDOW.minDays}
            max={RESPONSE_WINDOW.maxDays}
            {...register('responseDays')}
          />
        )}
      </Field>
      <Field
        label="External job URL"
        hint="Optional: advisors apply on this page instead of in Boardly."
        error={errors.jobUrl?.message}
      >
        {(c) => (
          <Input
            {...c}
            type="url"
            inputMode="url"
            placeholder="https://yourcompany.com/careers/board"
            {...register('jobUrl')}
          />
        )}
      </Field>
      <label className="flex items-start gap-2 text-sm text-ink sm:col-span-2">
        <input type="checkbox" className="mt-0.5 size-4 accent-ink" {...register('boardListed')} />
        <span>
          The board is a listed (public) company’s
          <span className="block text-muted">
            Applicants are then told how many listed boards this would make for them, by the proxy advisers’
            limits.
          </span>
        </span>
      </label>
    </div>
  );
}

/** The position's own logo: required when the company profile has none. */
export function PositionLogoField({
  form,
  logoRequired,
  companyName,
}: {
  form: PositionFormApi;
  logoRequired: boolean;
  companyName: string;
}) {
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <Controller
      control={control}
      name="logoUrl"
      render={({ field }) => (
        <LogoField
          label="Position logo"
          required={logoRequired}
          hint={
            logoRequired
              ? 'Your company profile has no logo, so this position needs one.'
              : 'Optional: leave empty to use your company logo.'
          }
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          companyName={companyName}
          error={errors.logoUrl?.message}
          focusRef={field.ref}
        />
      )}
    />
  );
}
