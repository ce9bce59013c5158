// What the API description knows about one operation. Each feature's operations are listed in ./operations as
// plain data that points at the shared zod schemas; ./openapi-document turns the list into OpenAPI 3.1.
import type { z } from 'zod';
import type { ErrorCode } from '@shared/errors';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call it. `anonymous`: no session needed (a session may still change the answer, e.g. unlocked role
 * details); `signed-in`: any account; `advisor` / `company`: only that role (others get 403 FORBIDDEN).
 */
export type AuthRequirement = 'anonymous' | 'signed-in' | 'advisor' | 'company';

export const API_TAGS = {
  Health: 'Liveness of the server and its database.',
  Auth: 'Accounts and sessions (better-auth, mounted at /api/auth). Errors use the same wire shape as the rest of the API.',
  Account: 'Who is signed in and what they may use.',
  'Advisor profile': "The signed-in advisor's own profile, files and badge.",
  'Public advisors': 'Public advisor profiles and résumé downloads.',
  Jobs: 'Open roles, the public role page and applications.',
  Matching: 'AI match runs for advisors.',
  Company: 'The company area: profile, positions, applicants and advisor search.',
  Billing: 'Plans, the subscription, Stripe webhooks and plan features.',
  Analytics: 'First-party page-view counting and the consent choice.',
  Reference: 'This API description.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** The request body. JSON bodies point at a shared schema; uploads and forms are described by their fields. */
export type RequestBody =
  | { kind: 'json'; schema: z.ZodType; description?: string }
  | { kind: 'form'; schema: z.ZodType; description?: string }
  | { kind: 'file'; description: string; mediaTypes: readonly string[] }
  | { kind: 'raw-json'; schema: z.ZodType; description: string };

/** A documented answer; error answers in the JSON error shape come from `auth`, input and `errors` instead. */
export interface DocumentedResponse {
  status: 200 | 201 | 202 | 204 | 302 | 303 | 400 | 503;
  description: string;
  /** JSON answers: the shared schema of the body. */
  schema?: z.ZodType;
  /** Non-JSON answers (HTML pages, file downloads). */
  mediaTypes?: readonly string[];
  /** Response headers worth knowing (e.g. Location of a redirect). */
  headers?: Record<string, string>;
}

export interface HeaderParam {
  name: string;
  description: string;
  required: boolean;
}

export interface ApiOperation {
  /** Unique, camelCase; becomes the operationId. */
  id: string;
  method: HttpMethod;
  /** The full path in OpenAPI form, e.g. `/api/jobs/{jobId}/applications`. */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  auth: AuthRequirement;
  /** Callers who may not see it (signed out included) get 404 NOT_FOUND, never 401/403: nothing is revealed. */
  deniedAsNotFound?: true;
  /** A description for every `{name}` in the path. */
  pathParams?: Record<string, string>;
  /** A zod object whose fields are the query parameters (as the route validates them). */
  query?: z.ZodObject;
  headers?: readonly HeaderParam[];
  body?: RequestBody;
  responses: readonly DocumentedResponse[];
  /**
   * How bad input is answered: `zod` (default) 422 VALIDATION_FAILED with issues, plus 400 BAD_REQUEST for
   * malformed JSON; `better-auth` 400 BAD_REQUEST or VALIDATION_FAILED; `none` the route reads its input itself.
   */
  inputErrors?: 'zod' | 'better-auth' | 'none';
  /**
   * Error codes this operation can answer with besides the ones implied by `auth` (UNAUTHENTICATED, FORBIDDEN)
   * and by its input. A code is answered with its status from ERROR_STATUS unless given here as { code, status }.
   */
  errors?: readonly (ErrorCode | { code: ErrorCode; status: number })[];
}
