// One body type per API route, checked before any route runs. The client sends JSON everywhere except file uploads
// (multipart) and one plain HTML form (form-encoded). better-auth also parses form-encoded, multipart and text
// bodies, and a JSON validator given another type sees `{}`: a check that reads the body as JSON (the per-account
// sign-in lock did) can then be walked around with the same fields in another encoding. Refusing every other type
// with 415 closes that whole class: each route's body is read by exactly one parser, the one its checks use.
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';

export type BodyType = 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

export interface BodyTypeOptions {
  /** `METHOD /path` → the one type that route takes instead of JSON. */
  exceptions: Readonly<Record<string, BodyType>>;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const ACCEPT_HEADERS: Record<string, string> = { POST: 'Accept-Post', PATCH: 'Accept-Patch' };

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** Over HTTP/1.1 a request has a body only with a length or a transfer coding; a type alone also counts. */
function carriesBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (
    headers.has('content-type') ||
    headers.has('transfer-encoding') ||
    (length !== null && length.trim() !== '0')
  );
}

export function requireBodyType({ exceptions }: BodyTypeOptions): MiddlewareHandler {
  return async (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method) || !carriesBody(c.req.raw.headers)) return next();
    const expected = exceptions[`${c.req.method} ${c.req.path}`] ?? 'application/json';
    const contentType = c.req.header('content-type');
    if (contentType !== undefined && mediaTypeOf(contentType) === expected) return next();
    // RFC 9110 §15.5.16 / RFC 5789: name the type that would have been accepted.
    const acceptHeader = ACCEPT_HEADERS[c.req.method];
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `This endpoint accepts only ${expected} bodies.`,
      undefined,
      acceptHeader ? { [acceptHeader]: expected } : undefined,
    );
  };
}
