// Each endpoint is defined once, beside its handler, with @hono/zod-openapi's `createRoute`: method, path, schemas
// and answers. The helpers here add what every Boardly route also says in the same place — its operation id, tag,
// auth requirement and error codes — and name the JSON schemas that become components of the API description.
// The router validates with the same definitions (answering our error shape) and features/openapi turns them into
// the OpenAPI 3.1 document (decision 020).
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ErrorCode } from '@shared/errors';
import type { AppEnv } from '../app-env';
import type { BodyType } from '../middleware/body-type';
import { validationHook } from '../middleware/validate';

export const API_TAGS = {
  Health: 'Liveness of the server and its database.',
  Auth: 'Accounts and sessions (better-auth, mounted at /api/auth). Errors use the same wire shape as the rest of the API.',
  Account: 'Who is signed in and what they may use.',
  'Advisor profile': "The signed-in advisor's own profile, files and badge.",
  'Public advisors': 'Public advisor profiles and résumé downloads.',
  Jobs: 'Open roles, the public role page and applications.',
  Matching: 'AI match runs for advisors.',
  Company: 'The company area: profile, positions, applicants and advisor search.',
  Hiring:
    'The hiring process around an application: timeline, private notes and rating, withdrawal, responsiveness.',
  Billing: 'Plans, the subscription, Stripe webhooks and plan features.',
  Messaging: 'Invitations, conversations between a company and an applicant, and blocks.',
  Notifications: 'The notification centre, unread counts, e-mail preferences and the unsubscribe link.',
  Analytics: 'First-party page-view counting and the consent choice.',
  References:
    "An advisor's reference requests, the referee's public page (signed link, no account) and approved references.",
  Screening:
    "A position's screening questions and interview criteria, what applying asks, and interviewers' scorecards.",
  'Board seats':
    "An advisor's board seats, a company's competitors, and the overboarding and conflict checks before applying or inviting.",
  Reference: 'This API description.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/**
 * Who may call it. `anonymous`: no session needed (a session may still change the answer, e.g. unlocked role
 * details); `signed-in`: any account; `advisor` / `company`: only that role (others get 403 FORBIDDEN).
 */
export type AuthRequirement = 'anonymous' | 'signed-in' | 'advisor' | 'company';

/**
 * How bad input is answered: `zod` (default) 422 VALIDATION_FAILED with issues, plus 400 BAD_REQUEST for
 * malformed JSON; `better-auth` 400 BAD_REQUEST or VALIDATION_FAILED; `none` the route reads its input itself.
 */
export type InputErrors = 'zod' | 'better-auth' | 'none';

export interface OperationInfo {
  /** Unique, camelCase; becomes the operationId. */
  id: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  auth: AuthRequirement;
  /** Callers who may not see it (signed out included) get 404 NOT_FOUND, never 401/403: nothing is revealed. */
  deniedAsNotFound?: true;
  inputErrors?: InputErrors;
  /**
   * Error codes this operation can answer with besides the ones implied by `auth` (UNAUTHENTICATED, FORBIDDEN)
   * and by its input. A code is answered with its status from ERROR_STATUS unless given here as { code, status }.
   */
  errors?: readonly (ErrorCode | { code: ErrorCode; status: number })[];
  /**
   * Input the handler reads itself because its answer to bad input is its own (an HTML page, Stripe's signature
   * check over the raw bytes): described in the document, not validated by the router.
   */
  readsItself?: {
    query?: z.ZodObject;
    headers?: readonly { name: string; description: string; required: boolean }[];
    body?: { mediaType: string; id: string; schema: z.ZodType; description?: string };
  };
}

/** What the document builder reads back from a route definition (the `x-boardly` extension, stripped on output). */
export type OperationExtension = Omit<OperationInfo, 'id' | 'tag' | 'summary' | 'description'>;

/** The descriptive part of a `createRoute` config: spread it beside `method`, `path`, `request`, `responses`. */
export function operation(info: OperationInfo) {
  const { id, tag, summary, description, ...extension } = info;
  const body = extension.readsItself?.body;
  if (body) remember(REQUEST_SCHEMAS, body.id, body.schema);
  return {
    operationId: id,
    tags: [tag],
    summary,
    ...(description ? { description } : {}),
    'x-boardly': extension satisfies OperationExtension,
  };
}

/** Named schemas, one registry per direction: requests as clients send them, answers as the server sends them. */
export const REQUEST_SCHEMAS = z.registry<{ id: string }>();
export const RESPONSE_SCHEMAS = z.registry<{ id: string }>();

const schemaById = new WeakMap<typeof REQUEST_SCHEMAS, Map<string, z.ZodType>>();

/** Names `schema` in `registry`; one name per schema and one schema per name, so a typo cannot split a component. */
function remember<S extends z.ZodType>(registry: typeof REQUEST_SCHEMAS, id: string, schema: S): S {
  let byId = schemaById.get(registry);
  if (!byId) schemaById.set(registry, (byId = new Map()));
  const existing = registry.get(schema)?.id;
  if (existing !== undefined && existing !== id)
    throw new Error(`API schema ${existing} is also named ${id}`);
  const holder = byId.get(id);
  if (holder !== undefined && holder !== schema)
    throw new Error(`API schema name ${id} is given to two schemas`);
  if (existing === undefined) {
    registry.add(schema, { id });
    byId.set(id, schema);
  }
  return schema;
}

/** A JSON request body, validated by the router and named `#/components/schemas/<id>` in the description. */
export const jsonBody = <S extends z.ZodType>(id: string, schema: S, description?: string) => ({
  required: true as const,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema: remember(REQUEST_SCHEMAS, id, schema) } },
});

/** A JSON body that may be left out: a request without one is validated as `{}`. */
export const optionalJsonBody = <S extends z.ZodType>(id: string, schema: S, description?: string) => ({
  ...jsonBody(id, schema, description),
  required: false as const,
});

/** An HTML form body (application/x-www-form-urlencoded), validated like JSON. */
export const formBody = <S extends z.ZodType>(id: string, schema: S, description?: string) => ({
  required: true as const,
  ...(description ? { description } : {}),
  content: { 'application/x-www-form-urlencoded': { schema: remember(REQUEST_SCHEMAS, id, schema) } },
});

/** A multipart upload of one `file` field; the route reads and checks the file itself (magic bytes, size). */
export const fileBody = (description: string, mediaTypes: readonly string[]) => ({
  required: true as const,
  description,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: { file: { type: 'string' as const, contentMediaType: 'application/octet-stream' } },
      },
      encoding: { file: { contentType: mediaTypes.join(', ') } },
    },
  },
});

type HeaderDescriptions = Record<string, string>;
const responseHeaders = (headers: HeaderDescriptions | undefined) =>
  headers
    ? {
        headers: Object.fromEntries(
          Object.entries(headers).map(([header, description]) => [
            header,
            { description, schema: { type: 'string' as const } },
          ]),
        ),
      }
    : {};

/** A JSON answer whose body is `schema` (named `#/components/schemas/<id>`). */
export const jsonAnswer = <S extends z.ZodType>(
  id: string,
  schema: S,
  description: string,
  headers?: HeaderDescriptions,
) => ({
  description,
  ...responseHeaders(headers),
  content: { 'application/json': { schema: remember(RESPONSE_SCHEMAS, id, schema) } },
});

/** An answer that is not JSON (an HTML page, a file, a script) or JSON of no fixed shape. */
export const otherAnswer = (
  description: string,
  mediaTypes: readonly string[],
  headers?: HeaderDescriptions,
) => ({
  description,
  ...responseHeaders(headers),
  content: Object.fromEntries(
    mediaTypes.map((type) => [
      type,
      { schema: type === 'application/json' ? { type: 'object' as const } : { type: 'string' as const } },
    ]),
  ),
});

/** An answer without a body (204, or a redirect described by its headers). */
export const emptyAnswer = (description: string, headers?: HeaderDescriptions) => ({
  description,
  ...responseHeaders(headers),
});

/** A path parameter that must be an id (any 8-4-4-4-12 hex form, as the database stores); otherwise 404 `notFound`. */
export const idParam = (description: string, notFound: string) =>
  z.guid({ error: notFound }).describe(description);

/**
 * A router for one feature's endpoints. Bad input — a path parameter, query or body the definition refuses —
 * throws our AppError (422 VALIDATION_FAILED with field issues; 404 for a malformed id) before the handler runs.
 */
export const createApiRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** The route definitions an API router collected (`router.openAPIRegistry.definitions`). */
export type RouteDefinitions = ReadonlyArray<{ type: string; route?: RouteConfig }>;

/**
 * `METHOD /path` → the one body type a route takes instead of JSON, read from its definition, for the
 * one-body-type middleware (decision 015): an upload route says multipart once, in its `createRoute`.
 */
export function bodyTypeExceptions(definitions: RouteDefinitions): Record<string, BodyType> {
  const exceptions: Record<string, BodyType> = {};
  for (const { route } of definitions) {
    if (!route) continue;
    const readsItself = (route['x-boardly'] as OperationExtension | undefined)?.readsItself?.body;
    const [mediaType] = route.request?.body
      ? Object.keys(route.request.body.content)
      : [readsItself?.mediaType];
    if (!mediaType || mediaType === 'application/json') continue;
    // The middleware matches exact paths; a parameterised upload path would need a pattern there first.
    if (route.path.includes('{'))
      throw new Error(`Body type of ${route.path}: path parameters are not supported`);
    exceptions[`${route.method.toUpperCase()} ${route.path}`] = mediaType as BodyType;
  }
  return exceptions;
}
