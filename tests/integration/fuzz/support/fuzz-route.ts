// What the fuzzer knows about one route: who may call it, which shared schema its query or body follows, a
// known-good body to mutate, and what each success status answers with. Every route the app mounts needs one
// (route-coverage checks this against hono's own route list).
import type fc from 'fast-check';
import type { ZodType } from 'zod';
import type { FuzzWorld } from './fuzz-world';

export type Actor = 'anonymous' | 'forged' | 'advisor' | 'subscriber' | 'company' | 'newcomer';

/** A success answer: a JSON body matching a schema, or one of the non-JSON kinds some routes send. */
export type Expectation = ZodType | 'empty' | 'redirect' | 'html' | 'text' | 'xml' | 'file';

export interface FileField {
  bytes: Uint8Array;
  name: string;
  type: string;
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'form'; fields: [string, FileField | string][] };

export interface FuzzRequest {
  actor: Actor;
  method: string;
  /** The concrete path with its query string. */
  url: string;
  body: FuzzBody;
  ip: string;
}

export interface FuzzRoute {
  /** 'ALL' is the catch-all: each request then picks its own method. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';
  /** The pattern exactly as hono lists it (inspectRoutes), e.g. '/api/company/positions/:id'. */
  path: string;
  actors: Actor[];
  /** Values for each `:param`; by default known ids of every kind mixed with hostile text. */
  params?: Record<string, (world: FuzzWorld) => fc.Arbitrary<string>>;
  query?: ZodType;
  /** A JSON body following `schema` (mutated from `example` when given); or a multipart upload; or form posts. */
  body?: { schema: ZodType; example?: (world: FuzzWorld) => Record<string, unknown> } | 'multipart' | 'form';
  /** The concrete path and body together instead of `path`, `params` and `body` (the /api/auth/* wildcard). */
  request?: (world: FuzzWorld) => fc.Arbitrary<{ url: string; body: FuzzBody }>;
  /** Per success status what the answer is; a status not listed is a violation. */
  responses: Partial<Record<number, Expectation>> | ((url: string) => Partial<Record<number, Expectation>>);
  /** HTML pages opened from e-mails and checkouts answer their 4xx as pages, not JSON. */
  errorsAsHtml?: boolean;
  /** 5xx statuses that are documented for this route (with their error code), e.g. 503 while the db is down. */
  allowed5xx?: number[];
  /** Requests that once failed (fixed bugs): always sent first, whatever the seed. */
  regressions?: FuzzRequest[];
  /** Runs for this route as a share of the configured count (the argon2 routes are slower). */
  runShare?: number;
}

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
