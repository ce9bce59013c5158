import { useId, type ComponentProps } from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { RequiredMark } from '@client/components/ui/field';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
  /** Every reason the password is refused, each on its own line (the server can give several at once). */
  errors?: readonly string[];
  hint?: string;
}

/**
 * A required password input with its label above and its errors under it. Like `Field`, but it can list several
 * messages: the server's weak-password answer carries all its reasons and the user should see every one.
 */
export function PasswordField({ label, errors = [], hint, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const messages = [...new Set(errors.filter(Boolean))];
  const describedBy = [hint ? hintId : null, messages.length ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        <RequiredMark />
      </Label>
      <Input
        id={id}
        type="password"
        aria-required
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {messages.length === 1 ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {messages[0]}
        </p>
      ) : null}
      {messages.length > 1 ? (
        <ul
          id={errorId}
          role="alert"
          className="flex list-disc flex-col gap-1 pl-5 text-sm font-medium text-danger"
        >
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
