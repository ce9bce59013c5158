// Builds the OpenAPI 3.1 description from the route definitions the API router holds (createRoute, beside each
// handler) and the schemas they name. Schemas go through zod's own JSON Schema output (draft 2020-12, OpenAPI 3.1's
// dialect): requests as clients send them, answers exactly as the server sends them (`additionalProperties: false`),
// which @hono/zod-openapi's own generator does not distinguish (decision 020). Built once per process.
import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import { ApiErrorBodySchema, FieldIssueSchema } from '@shared/schemas/api-error';
import {
  API_TAGS,
  REQUEST_SCHEMAS,
  RESPONSE_SCHEMAS,
  type AuthRequirement,
  type OperationExtension,
  type RouteDefinitions,
} from '../../lib/api-route';

export const OPENAPI_VERSION = '3.1.1';
/** The version of the API contract; bump it when a documented shape changes incompatibly. */
export const API_VERSION = '1.0.0';
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

export type JsonSchema = { [key: string]: unknown };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  'x-auth': AuthRequirement;
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const componentRef = (name: string) => `#/components/schemas/${name}`;

/** zod writes the safe-integer range on every `.int()`; it says nothing a reader needs, so it is left out. */
function dropSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

const JSON_SCHEMA_OPTIONS = {
  target: 'draft-2020-12',
  unrepresentable: 'any',
  override: dropSafeIntegerBounds,
} as const;

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** All named schemas of one direction as components; zod writes `$ref`s between them instead of repeating them. */
function componentSchemas(registry: typeof REQUEST_SCHEMAS, io: 'input' | 'output') {
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, io, uri: componentRef });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // Inside an OpenAPI document the dialect is the document's, and the component's address is its location.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    components[id] = rest;
  }
  return components;
}

function refTo(registry: typeof REQUEST_SCHEMAS, schema: unknown, where: string): JsonSchema {
  if (!isZod(schema)) return schema as JsonSchema;
  const name = registry.get(schema)?.id;
  if (!name) throw new Error(`OpenAPI: the schema of ${where} is not named (jsonBody/jsonAnswer name it)`);
  return { $ref: componentRef(name) };
}

/** Each field of a params or query object as one parameter, described by the field's `.describe()`. */
function parametersOf(schema: unknown, location: 'path' | 'query'): ParameterObject[] {
  if (!isZod(schema)) return [];
  const json = z.toJSONSchema(schema, { ...JSON_SCHEMA_OPTIONS, io: 'input' }) as JsonSchema;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

type ContentConfig = Record<string, { schema?: unknown; encoding?: Record<string, { contentType: string }> }>;

function content(config: ContentConfig, registry: typeof REQUEST_SCHEMAS, where: string) {
  return Object.fromEntries(
    Object.entries(config).map(([type, media]) => [
      type,
      {
        schema: refTo(registry, media.schema, `${where} (${type})`),
        ...(media.encoding ? { encoding: media.encoding } : {}),
      },
    ]),
  );
}

/** Every error code the operation can answer with, by HTTP status. */
function errorCodesByStatus(extension: OperationExtension, route: RouteConfig) {
  const byStatus = new Map<number, Set<ErrorCode>>();
  const add = (code: ErrorCode, status: number = ERROR_STATUS[code]) => {
    if (!byStatus.has(status)) byStatus.set(status, new Set());
    byStatus.get(status)!.add(code);
  };
  const { auth, deniedAsNotFound } = extension;
  // A path parameter that cannot name anything (a malformed id) is a 404 before the handler runs.
  if (deniedAsNotFound || (route.request?.params && (extension.inputErrors ?? 'zod') === 'zod'))
    add('NOT_FOUND');
  if (auth !== 'anonymous' && !deniedAsNotFound) add('UNAUTHENTICATED');
  if ((auth === 'advisor' || auth === 'company') && !deniedAsNotFound) add('FORBIDDEN');
  const inputErrors = extension.inputErrors ?? 'zod';
  const body = route.request?.body ?? extension.readsItself?.body;
  const validatedBody =
    route.request?.body &&
    Object.values(route.request.body.content as ContentConfig).some((media) => isZod(media.schema));
  if (inputErrors === 'zod') {
    if (route.request?.query || validatedBody) add('VALIDATION_FAILED');
    if (body) add('BAD_REQUEST');
  } else if (
    inputErrors === 'better-auth' &&
    (route.request?.query || extension.readsItself?.query || body)
  ) {
    add('BAD_REQUEST', 400);
    add('VALIDATION_FAILED', 400);
  }
  for (const entry of extension.errors ?? []) {
    if (typeof entry === 'string') add(entry);
    else add(entry.code, entry.status);
  }
  add('INTERNAL');
  return [...byStatus].sort(([a], [b]) => a - b);
}

function errorResponse(codes: Set<ErrorCode>): ResponseObject {
  const list = [...codes];
  return {
    description: `Error: ${list.join(', ')}.`,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: componentRef('ApiError') },
            { properties: { error: { properties: { code: { enum: list } } } } },
          ],
        },
      },
    },
  };
}

const AUTH_SENTENCE: Record<AuthRequirement, string> = {
  anonymous: '',
  'signed-in': 'Requires a signed-in account.',
  advisor: 'Requires a signed-in advisor account.',
  company: 'Requires a signed-in company account.',
};

function operationObject(route: RouteConfig): OperationObject {
  const where = `${route.method.toUpperCase()} ${route.path}`;
  const extension = route['x-boardly'] as OperationExtension | undefined;
  if (!extension || !route.operationId || !route.summary || !route.tags) {
    throw new Error(`OpenAPI: ${where} is defined without operation({ id, tag, summary, auth })`);
  }
  const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const pathParameters = parametersOf(route.request?.params, 'path');
  if (inPath.join() !== pathParameters.map((p) => p.name).join()) {
    throw new Error(`OpenAPI: ${where} validates path parameters [${pathParameters.map((p) => p.name)}]`);
  }
  const readsItself = extension.readsItself;
  const parameters = [
    ...pathParameters,
    ...parametersOf(route.request?.query ?? readsItself?.query, 'query'),
    ...(readsItself?.headers ?? []).map((header): ParameterObject => ({
      ...header,
      in: 'header',
      schema: { type: 'string' },
    })),
  ];
  const responses: Record<string, ResponseObject> = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const config = response as {
      description: string;
      headers?: ResponseObject['headers'];
      content?: ContentConfig;
    };
    responses[status] = {
      description: config.description,
      ...(config.headers ? { headers: config.headers } : {}),
      ...(config.content
        ? { content: content(config.content, RESPONSE_SCHEMAS, `${where} answer ${status}`) }
        : {}),
    };
  }
  for (const [status, codes] of errorCodesByStatus(extension, route)) {
    if (responses[String(status)]) throw new Error(`OpenAPI: ${where} documents status ${status} twice`);
    responses[String(status)] = errorResponse(codes);
  }
  const body =
    route.request?.body ??
    (readsItself?.body && {
      required: true,
      description: readsItself.body.description,
      content: { [readsItself.body.mediaType]: { schema: readsItself.body.schema } },
    });
  const description = [AUTH_SENTENCE[extension.auth], route.description ?? ''].filter(Boolean).join(' ');
  return {
    operationId: route.operationId,
    tags: route.tags,
    summary: route.summary,
    ...(description ? { description } : {}),
    // Anonymous operations take a session when there is one (it can unlock details); the others need it.
    security:
      extension.auth === 'anonymous'
        ? [{}, { [SESSION_COOKIE_SCHEME]: [] }]
        : [{ [SESSION_COOKIE_SCHEME]: [] }],
    'x-auth': extension.auth,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: body.required ?? false,
            ...(body.description ? { description: body.description } : {}),
            content: content(body.content as ContentConfig, REQUEST_SCHEMAS, `${where} body`),
          },
        }
      : {}),
    responses,
  };
}

const OVERVIEW = [
  'JSON over HTTPS. Sessions are httpOnly cookies set by the sign-in endpoints under /api/auth; send them back ',
  'on every request (browsers do this by themselves).',
  '\n\nEvery error answers `{ "error": { "code", "message", "issues"? } }` (schema `ApiError`): branch on `code`, ',
  'never on the message; `issues` lists field problems of invalid input. Authenticated answers carry ',
  '`Cache-Control: no-store`. Rate-limited requests answer 429 RATE_LIMITED with a `Retry-After` header.',
].join('');

export function buildOpenApiDocument(
  definitions: RouteDefinitions,
  { appUrl, siteName }: { appUrl: string; siteName: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const ids = new Set<string>();
  for (const { route } of definitions) {
    if (!route) continue;
    const item = (paths[route.path] ??= {});
    if (item[route.method])
      throw new Error(`OpenAPI: ${route.method.toUpperCase()} ${route.path} is defined twice`);
    const op = operationObject(route);
    if (ids.has(op.operationId)) throw new Error(`OpenAPI: operation id ${op.operationId} is used twice`);
    ids.add(op.operationId);
    item[route.method] = op;
  }

  // The error shape is named here: every operation's error answers point at it.
  if (!RESPONSE_SCHEMAS.get(ApiErrorBodySchema)) {
    RESPONSE_SCHEMAS.add(ApiErrorBodySchema, { id: 'ApiError' });
    RESPONSE_SCHEMAS.add(FieldIssueSchema, { id: 'FieldIssue' });
  }
  const requestSchemas = componentSchemas(REQUEST_SCHEMAS, 'input');
  const responseSchemas = componentSchemas(RESPONSE_SCHEMAS, 'output');
  const clash = Object.keys(requestSchemas).find((name) => name in responseSchemas);
  if (clash) throw new Error(`OpenAPI: component ${clash} is named both as a request and as a response`);

  return {
    openapi: OPENAPI_VERSION,
    info: { title: `${siteName} API`, version: API_VERSION, description: OVERVIEW },
    servers: [{ url: appUrl }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ...requestSchemas, ...responseSchemas },
      securitySchemes: {
        [SESSION_COOKIE_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description:
            'The session cookie set by POST /api/auth/sign-in/email (named `__Secure-better-auth.session_token` ' +
            'when served over HTTPS in production).',
        },
      },
    },
  };
}
