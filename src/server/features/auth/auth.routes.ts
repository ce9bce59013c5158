// Mounts better-auth under /api/auth. Around it: the client address from the socket (never from a forged header),
// the per-account lock on failed sign-ins, and one error wire shape for every failure.
import { Hono } from 'hono';
import type { ErrorCode } from '@shared/errors';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { CLIENT_IP_HEADER, type Auth } from '../../lib/auth';
import { clientIp } from '../../lib/client-ip';
import { clearFailedSignIns, getSignInLockSeconds, recordFailedSignIn } from './sign-in-guard.service';

const CODE_MAP: Record<string, ErrorCode> = {
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_ALREADY_EXISTS',
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'INVALID_TOKEN',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  PASSWORD_TOO_SHORT: 'WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  FORBIDDEN: 'FORBIDDEN',
  // better-auth's own origin check (production; it skips it under NODE_ENV=test) agrees with ours.
  INVALID_ORIGIN: 'CROSS_SITE_REQUEST_REFUSED',
  MISSING_OR_NULL_ORIGIN: 'CROSS_SITE_REQUEST_REFUSED',
};
const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

const normalizePath = (path: string) => path.toLowerCase().replace(/\/+$/, '');
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const rateLimitedError = (retryAfterSeconds: number, what = 'Too many attempts') =>
  new AppError(
    'RATE_LIMITED',
    `${what}. Please try again in ${minutes(retryAfterSeconds)} minute${minutes(retryAfterSeconds) === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** Rewrites better-auth's `{ code, message }` failures into our `{ error: { code, message, issues? } }`. */
async function toWireShape(res: Response): Promise<Response> {
  if (res.ok || !(res.headers.get('content-type') ?? '').includes('application/json')) {
    if (res.status !== 429) return res;
  }
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string; message?: string; issues?: unknown };
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  let code = (body.code && CODE_MAP[body.code]) || CODE_FOR_STATUS[res.status] || 'BAD_REQUEST';
  let message = body.message || 'The request could not be completed.';
  if (code === 'EMAIL_NOT_VERIFIED') {
    message = 'Please confirm your e-mail address first. We have sent you a new confirmation link.';
  }
  if (res.status === 429) {
    code = 'RATE_LIMITED';
    const retryAfter = Number(res.headers.get('x-retry-after') ?? '60') || 60;
    headers.set('Retry-After', String(retryAfter));
    message = `Too many attempts. Please try again in ${minutes(retryAfter)} minute${minutes(retryAfter) === 1 ? '' : 's'}.`;
  }
  const error = Array.isArray(body.issues) ? { code, message, issues: body.issues } : { code, message };
  return new Response(JSON.stringify({ error }), { status: res.status, headers });
}

export function authRoutes(deps: AppDeps, auth: Auth) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const path = normalizePath(c.req.path);
    const isSignIn = c.req.method === 'POST' && path === '/api/auth/sign-in/email';
    let email: string | undefined;
    if (isSignIn) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => undefined)) as { email?: unknown } | undefined;
      email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
      if (email) {
        const lockSeconds = await getSignInLockSeconds(deps.db, {
          email,
          now: deps.clock.now(),
          max: deps.authLimits.failedSignInsPerAccountPerHour,
        });
        if (lockSeconds > 0) {
          deps.logger.warn('auth: sign-in refused, account locked', {
            email,
            ip: clientIp(c, deps.env.TRUSTED_PROXIES),
          });
          throw rateLimitedError(lockSeconds, 'Too many failed sign-in attempts for this account');
        }
      }
    }

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, deps.env.TRUSTED_PROXIES));
    const init: RequestInit & { duplex?: 'half' } = { headers, duplex: 'half' };
    const res = await auth.handler(new Request(c.req.raw, init));

    if (isSignIn && email) {
      if (res.status === 401) {
        await recordFailedSignIn(deps.db, { email, now: deps.clock.now() });
        deps.logger.warn('auth: failed sign-in', { email, ip: clientIp(c, deps.env.TRUSTED_PROXIES) });
      } else if (res.ok) {
        await clearFailedSignIns(deps.db, { email });
        deps.logger.info('auth: signed in', { email, ip: clientIp(c, deps.env.TRUSTED_PROXIES) });
      }
    }
    return toWireShape(res);
  });
}
