// Builds the OpenAPI 3.1 description from the operation list and the shared zod schemas (zod's own JSON Schema
// output, draft 2020-12, which is OpenAPI 3.1's schema dialect). Built once per process: it depends only on code
// and on the public origin.
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import { API_TAGS, type ApiOperation, type DocumentedResponse, type RequestBody } from './api-operation';
import { REQUEST_COMPONENTS, RESPONSE_COMPONENTS } from './component-schemas';
import { API_OPERATIONS } from './operations';

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
  'x-auth': ApiOperation['auth'];
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

/** One registry per direction, so zod writes `$ref`s between named schemas instead of repeating them. */
function componentSchemas(named: Record<string, z.ZodType>, io: 'input' | 'output') {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, io, uri: componentRef });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // Inside an OpenAPI document the dialect is the document's, and the component's address is its location.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    components[id] = rest;
  }
  return components;
}

function namesOf(named: Record<string, z.ZodType>) {
  return new Map(Object.entries(named).map(([name, schema]) => [schema, name] as const));
}

const requestNames = namesOf(REQUEST_COMPONENTS);
const responseNames = namesOf(RESPONSE_COMPONENTS);

function refTo(names: Map<z.ZodType, string>, schema: z.ZodType, where: string): JsonSchema {
  const name = names.get(schema);
  if (!name) throw new Error(`OpenAPI: the schema of ${where} has no name in component-schemas.ts`);
  return { $ref: componentRef(name) };
}

function queryParameters(query: z.ZodObject): ParameterObject[] {
  const json = z.toJSONSchema(query, { ...JSON_SCHEMA_OPTIONS, io: 'input' }) as JsonSchema;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => {
    const { description, ...schema } = property;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema,
    };
  });
}

function pathParameters(op: ApiOperation): ParameterObject[] {
  const inPath = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const described = Object.keys(op.pathParams ?? {});
  if (inPath.join() !== described.join()) {
    throw new Error(
      `OpenAPI: ${op.id} describes path parameters [${described}] but its path has [${inPath}]`,
    );
  }
  return inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: op.pathParams![name]!,
    schema: { type: 'string' },
  }));
}

function requestBody(op: ApiOperation, body: RequestBody): OperationObject['requestBody'] {
  const where = `${op.id} request body`;
  switch (body.kind) {
    case 'json':
    case 'raw-json':
      return {
        required: true,
        ...(body.description ? { description: body.description } : {}),
        content: { 'application/json': { schema: refTo(requestNames, body.schema, where) } },
      };
    case 'form':
      return {
        required: true,
        ...(body.description ? { description: body.description } : {}),
        content: { 'application/x-www-form-urlencoded': { schema: refTo(requestNames, body.schema, where) } },
      };
    case 'file':
      return {
        required: true,
        description: body.description,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
            encoding: { file: { contentType: body.mediaTypes.join(', ') } },
          },
        },
      };
  }
}

function documentedResponse(op: ApiOperation, response: DocumentedResponse): ResponseObject {
  const headers = response.headers
    ? Object.fromEntries(
        Object.entries(response.headers).map(([name, description]) => [
          name,
          { description, schema: { type: 'string' } },
        ]),
      )
    : undefined;
  let content: ResponseObject['content'];
  if (response.schema) {
    const schema = refTo(responseNames, response.schema, `${op.id} response ${response.status}`);
    content = { 'application/json': { schema } };
  } else if (response.mediaTypes) {
    content = Object.fromEntries(
      response.mediaTypes.map((type) => [
        type,
        { schema: type === 'application/json' ? { type: 'object' } : { type: 'string' } },
      ]),
    );
  }
  return {
    description: response.description,
    ...(headers ? { headers } : {}),
    ...(content ? { content } : {}),
  };
}

/** Every error code the operation can answer with, by HTTP status. */
function errorCodesByStatus(op: ApiOperation) {
  const byStatus = new Map<number, Set<ErrorCode>>();
  const add = (code: ErrorCode, status: number = ERROR_STATUS[code]) => {
    if (!byStatus.has(status)) byStatus.set(status, new Set());
    byStatus.get(status)!.add(code);
  };
  if (op.deniedAsNotFound) add('NOT_FOUND');
  else if (op.auth !== 'anonymous') add('UNAUTHENTICATED');
  if ((op.auth === 'advisor' || op.auth === 'company') && !op.deniedAsNotFound) add('FORBIDDEN');
  const inputErrors = op.inputErrors ?? 'zod';
  if (inputErrors === 'zod') {
    if (op.query || op.body?.kind === 'json' || op.body?.kind === 'form') add('VALIDATION_FAILED');
    if (op.body) add('BAD_REQUEST');
  } else if (inputErrors === 'better-auth' && (op.query || op.body)) {
    add('BAD_REQUEST', 400);
    add('VALIDATION_FAILED', 400);
  }
  for (const entry of op.errors ?? []) {
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

const AUTH_SENTENCE: Record<ApiOperation['auth'], string> = {
  anonymous: '',
  'signed-in': 'Requires a signed-in account.',
  advisor: 'Requires a signed-in advisor account.',
  company: 'Requires a signed-in company account.',
};

function operationObject(op: ApiOperation): OperationObject {
  const parameters = [
    ...pathParameters(op),
    ...(op.query ? queryParameters(op.query) : []),
    ...(op.headers ?? []).map((header): ParameterObject => ({
      name: header.name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: { type: 'string' },
    })),
  ];
  const responses: Record<string, ResponseObject> = {};
  for (const response of op.responses) responses[String(response.status)] = documentedResponse(op, response);
  for (const [status, codes] of errorCodesByStatus(op)) {
    if (responses[String(status)]) throw new Error(`OpenAPI: ${op.id} documents status ${status} twice`);
    responses[String(status)] = errorResponse(codes);
  }
  const description = [AUTH_SENTENCE[op.auth], op.description ?? ''].filter(Boolean).join(' ');
  return {
    operationId: op.id,
    tags: [op.tag],
    summary: op.summary,
    ...(description ? { description } : {}),
    // Anonymous operations take a session when there is one (it can unlock details); the others need it.
    security:
      op.auth === 'anonymous' ? [{}, { [SESSION_COOKIE_SCHEME]: [] }] : [{ [SESSION_COOKIE_SCHEME]: [] }],
    'x-auth': op.auth,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body ? { requestBody: requestBody(op, op.body) } : {}),
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

export function buildOpenApiDocument({ appUrl, siteName }: { appUrl: string; siteName: string }) {
  const requestSchemas = componentSchemas(REQUEST_COMPONENTS, 'input');
  const responseSchemas = componentSchemas(RESPONSE_COMPONENTS, 'output');
  const clash = Object.keys(requestSchemas).find((name) => name in responseSchemas);
  if (clash) throw new Error(`OpenAPI: component ${clash} is named both as a request and as a response`);

  const paths: OpenApiDocument['paths'] = {};
  const ids = new Set<string>();
  for (const op of API_OPERATIONS) {
    if (ids.has(op.id)) throw new Error(`OpenAPI: operation id ${op.id} is used twice`);
    ids.add(op.id);
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`OpenAPI: ${op.method.toUpperCase()} ${op.path} is listed twice`);
    item[op.method] = operationObject(op);
  }

  const document: OpenApiDocument = {
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
  return document;
}

/**
 * While features move to route definitions (decision 020), the generated document is completed with the
 * hand-written operations of the routes not converted yet. Removed with this file once every route is defined.
 */
export function withLegacyOperations<
  D extends { paths: Record<string, object>; components: { schemas: object } },
>(generated: D, origin: { appUrl: string; siteName: string }): D {
  const legacy = buildOpenApiDocument(origin);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(legacy.paths)) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, op]) => [method, { ...op, 'x-not-yet-converted': true }]),
    );
  }
  for (const [path, item] of Object.entries(generated.paths)) paths[path] = { ...paths[path], ...item };
  return {
    ...generated,
    paths,
    components: {
      ...generated.components,
      schemas: { ...legacy.components.schemas, ...generated.components.schemas },
    },
  };
}
