// Security audit lines: who (user id when known), from where (client address), what (method + route, status)
// and when (the logger's `time`). One shape for auth events and for denied API answers, so an operator can grep
// `"audit":"auth.sign-in-failed"` or follow one address across events.
//
// What never goes in: passwords, tokens, cookies, Authorization headers, session ids, mail links, query strings
// (verification links carry their token there) and request bodies. Callers pass only the fields below, and the
// route is the path with token-bearing segments replaced, never the URL.
import type { Context } from 'hono';
import { CLIENT_IP_HEADER, clientIp } from './client-ip';
import type { Logger } from './logger';

export type AuditEvent =
  | 'auth.sign-up'
  | 'auth.sign-in'
  | 'auth.sign-in-failed'
  | 'auth.sign-out'
  | 'auth.password-reset-requested'
  | 'auth.password-reset-completed'
  | 'auth.email-verified'
  | 'auth.rate-limited'
  | 'access.denied';

export interface AuditFields {
  userId?: string;
  /** Only where no user id can be known yet (a failed sign-in, a reset request); never with a password. */
  email?: string;
  ip: string;
  method: string;
  route: string;
  status: number;
  /** A short machine word, e.g. 'invalid-credentials', 'account-locked'. */
  reason?: string;
  requestId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The path as it may be logged: the password-reset link carries its token as a path segment, and any other long
 * opaque segment that is not a UUID (object ids are useful in an audit trail) is treated as a secret too.
 */
export function routeForLog(path: string): string {
  return path
    .replace(/\/reset-password\/[^/]+/i, '/reset-password/:token')
    .split('/')
    .map((segment) => (segment.length >= 32 && !UUID.test(segment) ? ':redacted' : segment))
    .join('/');
}

const WARN_EVENTS = new Set<AuditEvent>(['auth.sign-in-failed', 'auth.rate-limited', 'access.denied']);

export function audit(logger: Logger, event: AuditEvent, fields: AuditFields) {
  const write = WARN_EVENTS.has(event) ? logger.warn : logger.info;
  write(`audit: ${event}`, { audit: event, ...dropUndefined(fields) });
}

const dropUndefined = (fields: AuditFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** Where, how and by whom, taken from a Hono request (status is the answer's). */
export function requestAuditFields(
  c: Context,
  trustedProxies: string[],
  status: number,
): Pick<AuditFields, 'ip' | 'method' | 'route' | 'status' | 'requestId'> {
  return {
    ip: clientIp(c, trustedProxies),
    method: c.req.method,
    route: routeForLog(c.req.path),
    status,
    requestId: (c.get('requestId' as never) as string | undefined) ?? undefined,
  };
}

/**
 * The same fields from the Request better-auth hands its callbacks: our auth route has already replaced the
 * client-address header with the resolved address, so reading it here is not trusting the client.
 */
export function rawRequestAuditFields(
  request: Request | undefined,
  status: number,
): Pick<AuditFields, 'ip' | 'method' | 'route' | 'status'> {
  return {
    ip: request?.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    method: request?.method ?? 'unknown',
    route: request ? routeForLog(new URL(request.url).pathname) : 'unknown',
    status,
  };
}
