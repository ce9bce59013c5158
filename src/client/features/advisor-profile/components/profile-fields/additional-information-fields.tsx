import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { FieldGrid, useProfileForm } from './profile-form-layout';

export function AdditionalInformationFields() {
  const {
    register,
    formState: { errors },
  } = useProfileForm();
  return (
    <FieldGrid>
      <Field
        label="Calendly link"
        hint="Optional. Companies use it to book a first call with you."
        error={errors.calendlyLink?.message}
      >
        {(c) => (
          <Input inputMode="url" placeholder="calendly.com/your-name" {...c} {...register('calendlyLink')} />
        )}
      </Field>
    </FieldGrid>
  );
}
