// The typed RPC client over the server's Hono routes, plus one error type for every failed call.
import { hc } from 'hono/client';
import type { ApiType } from '@server/app';
import { isApiErrorBody, type ErrorCode, type FieldIssue } from '@shared/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiTransport = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
// The browser's fetch; while the server renders a page (src/client/ssr), its own app answers in-process instead.
let transport: ApiTransport = (input, init) => fetch(input, init);

/** Server rendering only: route every API call through `next` (called once, when the renderer is loaded). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export const api = hc<ApiType>('/', {
  init: { credentials: 'same-origin' },
  fetch: (input: RequestInfo | URL, init?: RequestInit) => transport(input, init),
}).api;

/** Resolves a call's JSON body, or throws ApiError with the server's code and message. */
export async function unwrap<T>(
  call: Promise<{ ok: boolean; status: number; headers: Headers; json: () => Promise<T> }>,
): Promise<T> {
  let res;
  try {
    res = await call;
  } catch {
    throw new ApiError(
      0,
      'SERVICE_UNAVAILABLE',
      'We could not reach the server. Check your connection and try again.',
    );
  }
  if (res.ok) return res.json();
  const body: unknown = await res.json().catch(() => undefined);
  const retryAfter = Number(res.headers.get('retry-after') ?? '');
  if (isApiErrorBody(body)) {
    throw new ApiError(
      res.status,
      body.error.code,
      body.error.message,
      body.error.issues,
      retryAfter || undefined,
    );
  }
  throw new ApiError(res.status, 'INTERNAL', 'Something went wrong. Please try again.');
}
