import { Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { FieldGrid, useProfileForm } from './profile-form-layout';

/** One advisory role the advisor held: company, website, role and what they did, removable. */
export function AdvisorExperienceEntry({ index, onRemove }: { index: number; onRemove: () => void }) {
  const {
    register,
    formState: { errors },
  } = useProfileForm();
  const entryErrors = errors.advisorExperience?.[index];
  const number = index + 1;
  return (
    <fieldset className="min-w-0 rounded-card border border-hairline bg-surface p-4 sm:p-5">
      <legend className="sr-only">Advisory role {number}</legend>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p aria-hidden className="text-sm font-semibold text-ink">
          Advisory role {number}
        </p>
        <Button variant="ghost" size="sm" aria-label={`Remove advisory role ${number}`} onClick={onRemove}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
      <FieldGrid>
        <Field label="Company" required error={entryErrors?.company?.message}>
          {(c) => (
            <Input autoComplete="organization" {...c} {...register(`advisorExperience.${index}.company`)} />
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
}
