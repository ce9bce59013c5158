// Server answers name the field they are about (`issues[].path`); the forms show them under that field.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@client/lib/api-client';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Puts every issue of an ApiError under its field (several reasons for one field are read as sentences, e.g. all
 * of a weak-password answer). Returns true when at least one landed on a field of this form.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const byField = new Map<Path<T>, string[]>();
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (field) byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  for (const [field, messages] of byField) {
    const text = messages.length === 1 ? messages[0]! : messages.map(sentence).join(' ');
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
  }
  return byField.size > 0;
}

/** The server's own sentence when it sent one; otherwise a plain fallback (never a stack or a status code). */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiError && error.status > 0 && error.code !== 'INTERNAL'
    ? error.message
    : fallback;
}
