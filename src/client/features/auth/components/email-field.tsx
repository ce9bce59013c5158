import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';

export interface EmailFieldProps {
  error?: string | undefined;
  registration: UseFormRegisterReturn<'email'>;
}

/** The "Email" field of every account form (sign-in, sign-up, the dialogs that mail a link). */
export function EmailField({ error, registration }: EmailFieldProps) {
  return (
    <Field label="Email" required error={error}>
      {(control) => (
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...control}
          {...registration}
        />
      )}
    </Field>
  );
}
