import { useId, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Label } from './label';

/** Props a `Field` hands to its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Marks the label with "*" (and "required" for screen readers) and sets `aria-required` on the control. */
  required?: boolean;
  /** Helper text under the control (format, limits). Stays visible when an error appears. */
  hint?: ReactNode;
  /** Error message under the field; while set, the control is `aria-invalid`. */
  error?: string | undefined;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form row: label above, the control, then the hint or the error in words.
 *
 * ```tsx
 * <Field label="Email" required error={errors.email?.message}>
 *   {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
 * </Field>
 * ```
 *
 * The render function receives `{ id, aria-describedby, aria-invalid, aria-required }`; spread it onto any
 * control (`Input`, `Textarea`, `NativeSelect`, `Select`, a Radix trigger). It does not set the native `required`
 * attribute, so the browser's own validation bubbles never compete with the form's messages.
 */
export function Field({ label, required = false, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const showHint = hint != null && hint !== false;
  const describedBy =
    [showHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError || undefined,
        'aria-required': required || undefined,
      })}
      {showHint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The required marker after a label or legend: a red star for the eye and "(required)" for a screen reader. Every
 * labelled control uses this one (Field, fieldsets of options, chips, files, password fields).
 */
export function RequiredMark() {
  return (
    <>
      <span aria-hidden className="ml-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

/** A group's hint under its legend (fieldsets of options, chips, a logo), referenced by the group's describedby. */
export function FieldsetHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {hint}
    </p>
  );
}

/** A group's error at its foot, announced when it appears and referenced by the group's describedby. */
export function FieldsetError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-danger">
      {error}
    </p>
  );
}
