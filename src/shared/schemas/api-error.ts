// The error wire shape `{ error: { code, message, issues? } }` as a schema, so the API description (and any client
// that wants to check an answer) uses the same definition as the `ApiErrorBody` type in ../errors.
import { z } from 'zod';
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode, type FieldIssue } from '../errors';

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const FieldIssueSchema = z.object({
  /** The input field, dotted for nested fields (e.g. `advisorExperience.0.company`). */
  path: z.string(),
  message: z.string(),
});

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    issues: z.array(FieldIssueSchema).optional(),
  }),
});

// Compile-time proof that the schema and the hand-written types describe the same shape, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameBody: Same<z.infer<typeof ApiErrorBodySchema>, ApiErrorBody> = true;
const sameIssue: Same<z.infer<typeof FieldIssueSchema>, FieldIssue> = true;
void sameBody;
void sameIssue;
