// Server-side cleaning of form text: markup stripped, and required fields re-checked AFTER cleaning, because a
// value made only of markup passes the schema's "not blank" rule but is empty once stripped.
import type { FieldIssue } from '@shared/errors';
import { AppError } from '../../lib/app-error';
import { stripMarkup } from '../../lib/sanitize';

export const cleanOptional = (value: string | undefined): string | null => {
  const cleaned = value === undefined ? '' : stripMarkup(value);
  return cleaned.length > 0 ? cleaned : null;
};

/** Cleans each required field; throws one VALIDATION_FAILED listing every field left empty. */
export function requireCleanFields<K extends string>(
  fields: Record<K, { value: string; message: string; clean?: (value: string) => string }>,
): Record<K, string> {
  const issues: FieldIssue[] = [];
  const cleaned = {} as Record<K, string>;
  for (const key of Object.keys(fields) as K[]) {
    const field = fields[key];
    const value = (field.clean ?? stripMarkup)(field.value);
    if (!stripMarkup(value)) issues.push({ path: key, message: field.message });
    cleaned[key] = value;
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  return cleaned;
}
