import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import type { CompanyProfileFormApi } from './company-profile-form-api';

/** Contact person: who advisors will be talking to. */
export function ContactPersonFields({ form }: { form: CompanyProfileFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Contact full name" required error={errors.contactFullName?.message}>
          {(c) => <Input {...c} autoComplete="name" maxLength={120} {...register('contactFullName')} />}
        </Field>
        <Field label="Contact position" required error={errors.contactPosition?.message}>
          {(c) => (
            <Input
              {...c}
              autoComplete="organization-title"
              placeholder="e.g. Chief Executive Officer"
              maxLength={120}
              {...register('contactPosition')}
            />
          )}
        </Field>
      </div>
      <Field label="Contact LinkedIn" error={errors.contactLinkedinUrl?.message}>
        {(c) => (
          <Input
            {...c}
            type="url"
            inputMode="url"
            placeholder="linkedin.com/in/your-name"
            {...register('contactLinkedinUrl')}
          />
        )}
      </Field>
    </>
  );
}
