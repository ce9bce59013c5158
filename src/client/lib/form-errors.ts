// The one binding from the API's validation answer to a form: a 422 (or any ApiError) carries
// `issues: [{ path, message }]` (src/shared/errors.ts) naming the field it is about, and every react-hook-form form
// shows those messages under that field through `showServerIssues`.
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldIssue } from '@shared/errors';
import { ApiError } from '@client/lib/api-client';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The form field an issue belongs to: its whole path when the form has that field (`industries`); for a nested
 * path whose first segment is a field (`workExperience.0.company`), that nested field when the form shows errors
 * on nested fields (`nested: true`), otherwise the top field; undefined when the form has no such field.
 */
function fieldOf<T extends FieldValues>(
  issue: FieldIssue,
  fields: readonly Path<T>[],
  nested: boolean,
): Path<T> | undefined {
  const whole = fields.find((name) => name === issue.path);
  if (whole) return whole;
  const top = fields.find((name) => name === issue.path.split('.')[0]);
  return top && nested ? (issue.path as Path<T>) : top;
}

/**
 * Puts every issue of an ApiError under its field (several reasons for one field are read as sentences, e.g. all
 * of a weak-password answer) and focuses the first field, in the server's order. Returns the issues that landed on
 * a field of this form (empty when none did, so the caller can fall back to a toast).
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  options: { nested?: boolean } = {},
): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const byField = new Map<Path<T>, string[]>();
  const placed: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = fieldOf(issue, fields, options.nested ?? false);
    if (!field) continue;
    byField.set(field, [...(byField.get(field) ?? []), issue.message]);
    placed.push(issue);
  }
  let first = true;
  for (const [field, messages] of byField) {
    const text = messages.length === 1 ? messages[0]! : messages.map(sentence).join(' ');
    // Each reason kept apart too (react-hook-form's `types`), for a field that lists them (`fieldMessages`).
    const types = Object.fromEntries(messages.map((message, index) => [`server${index}`, message]));
    setError(field, { type: 'server', message: text, types }, { shouldFocus: first });
    first = false;
  }
  return placed;
}

/**
 * A field's error as separate lines: every reason the server gave (a weak-password answer lists several), or the
 * one message (the form's own check). For fields that show each reason on its own line (auth's PasswordField).
 */
export function fieldMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const reasons = Object.values(error.types ?? {}).filter(
    (message): message is string => typeof message === 'string',
  );
  if (error.type === 'server' && reasons.length > 0) return reasons;
  return error.message ? [error.message] : [];
}

/** The server's own sentence when it sent one; otherwise a plain fallback (never a stack or a status code). */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof ApiError && error.status > 0 && error.code !== 'INTERNAL'
    ? error.message
    : fallback;
}
