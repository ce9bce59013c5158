import { useForm } from 'react-hook-form';
import { Button } from '@client/components/ui/button';
import { DialogClose, DialogFooter } from '@client/components/ui/deferred-dialog';
import { toast } from '@client/components/ui/toaster';
import { showServerIssues } from '@client/lib/form-errors';
import {
  firstError,
  POSITION_FIELD_ORDER,
  positionFormResolver,
  type PositionFormInput,
  type PositionFormValues,
} from '../lib/position-form';
import {
  PositionApplyingFields,
  PositionBasicsFields,
  PositionDescriptionFields,
  PositionLogoField,
  PositionTermsFields,
} from './position-form-sections';

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
  const { isSubmitting } = form.formState;

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
      <PositionBasicsFields form={form} mode={mode} savedIndustry={defaultValues.industry} />
      <PositionTermsFields form={form} />
      <PositionDescriptionFields form={form} />
      <PositionApplyingFields form={form} />
      <PositionLogoField form={form} logoRequired={logoRequired} companyName={companyName} />
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
