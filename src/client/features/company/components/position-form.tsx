import { Controller, useForm } from 'react-hook-form';
import {
  COMPANY_INDUSTRIES,
  JOB_COMPENSATION_TYPES,
  JOB_ENGAGEMENT_TYPES,
  JOB_TYPES,
  RESPONSE_WINDOW,
} from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { DialogClose, DialogFooter } from '@client/components/ui/deferred-dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/toaster';
import { showServerIssues } from '@client/lib/form-errors';
import { options } from '../lib/labels';
import {
  firstError,
  POSITION_FIELD_ORDER,
  positionFormResolver,
  type PositionFormInput,
  type PositionFormValues,
} from '../lib/position-form';
import { LogoField } from './logo-field';
import { RichTextEditor } from './rich-text-editor';

interface PositionFormProps {
  mode: 'create' | 'edit';
  defaultValues: PositionFormInput;
  /** The company has no logo of its own, so the position needs one. */
  logoRequired: boolean;
  /** For the logo preview's initials. */
  companyName: string;
  submitLabel: string;
  busyLabel: string;
  /** The spec's failure sentence for anything but field problems. */
  failureMessage: string;
  /** Saves; resolves on success (the caller toasts and closes), throws ApiError on failure. */
  onSubmit: (values: PositionFormValues) => Promise<void>;
}

/** Shown when a field fails: 'Validation Error' naming the first field in the form's order (spec §5). */
function toastValidation(message: string) {
  toast.error('Validation Error', { description: message });
}

/**
 * The position form of the dashboard, for creating (dialog 'Post Position') and editing (dialog 'Edit'). Both
 * resolve with the shared contract schemas; the edit form adds the company name.
 */
export function PositionForm({
  mode,
  defaultValues,
  logoRequired,
  companyName,
  submitLabel,
  busyLabel,
  failureMessage,
  onSubmit,
}: PositionFormProps) {
  const form = useForm<PositionFormInput, unknown, PositionFormValues>({
    resolver: positionFormResolver({ mode, logoRequired }),
    shouldFocusError: false,
    defaultValues,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  // A saved position may hold an industry from before today's list: it stays selectable.
  const industry = defaultValues.industry;
  const industryOptions = options(
    industry && !(COMPANY_INDUSTRIES as readonly string[]).includes(industry)
      ? [industry, ...COMPANY_INDUSTRIES]
      : COMPANY_INDUSTRIES,
  );

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        const [first] = showServerIssues(error, POSITION_FIELD_ORDER, form.setError);
        if (first) {
          toastValidation(first.message);
          return;
        }
        toast.error('Error', { description: failureMessage });
      }
    },
    (formErrors) => {
      const first = firstError(formErrors, POSITION_FIELD_ORDER);
      if (!first) return;
      toastValidation(first.message);
      form.setFocus(first.name);
    },
  );

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5">
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
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="Work type" required error={errors.type?.message}>
          {(c) => (
            <NativeSelect
              {...c}
              placeholder="Select type"
              options={options(JOB_TYPES)}
              {...register('type')}
            />
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Salary" hint="Free text, e.g. '0.5% equity' or '$2,000 per month'.">
          {(c) => <Input {...c} maxLength={120} {...register('salary')} />}
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
      </div>
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
          />
        )}
      />
      <DialogFooter className="sticky -bottom-6 -mx-6 mt-2 border-t border-hairline bg-card px-6 py-4">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
