import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Button } from './button';

/**
 * The foot of a long profile form (advisor completion, company profile): what the star means, and its one submit
 * button, full width on a phone.
 */
export function FormSaveBar({
  note,
  saving,
  label,
  busyLabel,
  className,
}: {
  /** Said after "Fields marked * are required." */
  note?: ReactNode;
  saving: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-4 rounded-card border border-hairline bg-card p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required.{note ? <> {note}</> : null}
      </p>
      <Button type="submit" size="lg" loading={saving} className="w-full sm:w-auto">
        {saving ? busyLabel : label}
      </Button>
    </div>
  );
}
