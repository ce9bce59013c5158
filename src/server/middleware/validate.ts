// zod validation for every input, answering 422 with field issues (never 500) when the input is wrong.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error';

const NUL_MESSAGE = 'Text must not contain NUL characters.';

/**
 * The path of the first string holding a NUL character, or undefined. PostgreSQL text cannot store U+0000 and
 * refuses a query that carries one, so it is refused here, as a field error, instead of as a database error.
 */
export function findNulCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'The request is not valid.', issues);
    }
    const nulAt = findNulCharacter(result.data);
    if (nulAt) {
      throw new AppError('VALIDATION_FAILED', NUL_MESSAGE, [{ path: nulAt.join('.'), message: NUL_MESSAGE }]);
    }
  });
}
