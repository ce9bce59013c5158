// zod validation for every input, answering 422 with field issues (never 500) when the input is wrong.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error';

const NUL_MESSAGE = 'Text must not contain NUL characters.';
const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode: it holds half of a character (a lone surrogate).';

/** A lone UTF-16 surrogate: in `u` mode a well-formed pair is one code point, so only a half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL could not store this value as it was sent, or undefined. */
function unstorable(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.includes('\u0000')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(value) ? LONE_SURROGATE_MESSAGE : undefined;
}

/**
 * The first string PostgreSQL cannot store, with its path and why, or undefined. PostgreSQL text cannot hold U+0000
 * and refuses a query that carries one; a lone surrogate (valid in JSON as an escape such as "\ud800") is turned
 * into U+FFFD in a text column without a word, and makes a jsonb column refuse the whole row. Both are refused
 * here, as a field error, instead of as a database error or a silent change to what the user sent.
 * Walks with its own stack, not recursion: a body nested 50 000 arrays deep must not overflow the call stack.
 */
export function findUnstorableText(root: unknown): { path: string[]; message: string } | undefined {
  interface Step {
    value: unknown;
    key: string;
    parent: Step | undefined;
  }
  const pending: Step[] = [{ value: root, key: '', parent: undefined }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const message = unstorable(step.value);
    if (message) {
      // The path is rebuilt only for the hit, so deep input costs linear time and memory.
      const path: string[] = [];
      for (let at: Step | undefined = step; at?.parent; at = at.parent) path.push(at.key);
      return { path: path.reverse(), message };
    }
    if (typeof step.value === 'object' && step.value !== null) {
      for (const [key, value] of Object.entries(step.value)) pending.push({ value, key, parent: step });
    }
  }
  return undefined;
}

/** Refuses a body or query holding text PostgreSQL cannot store (see `findUnstorableText`): 422 on its field. */
export function refuseUnstorableText(input: unknown) {
  const found = findUnstorableText(input);
  if (found) {
    const path = found.path.join('.');
    throw new AppError('VALIDATION_FAILED', found.message, [{ path, message: found.message }]);
  }
}

type ValidationResult = { target: keyof ValidationTargets } & (
  | { success: true; data: unknown }
  | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }
);

/**
 * What every route does with its validated input: a refused path parameter is a 404 (an id that cannot exist names
 * nothing, with the message the definition gives), other refused input a 422 with one issue per field (the shape the
 * client's forms map onto fields), and text PostgreSQL cannot store anywhere a 422 on its field.
 */
export function validationHook(result: ValidationResult) {
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    if (result.target === 'param') throw new AppError('NOT_FOUND', issues[0]?.message ?? 'Not found.');
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'The request is not valid.', issues);
  }
  refuseUnstorableText(result.data);
}

/** A validator for a route not (yet) defined with `createRoute`: the same answers as the defined routes give. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => validationHook(result));
}
