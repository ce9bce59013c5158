// Mounts better-auth under /api/auth. Around it: the client address from the socket (never from a forged header),
// the per-account lock on failed sign-ins, and one error wire shape for every failure.
import { Hono, type Context } from 'hono';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import { sameSitePath } from '@shared/same-site-path';
import { EmailSchema } from '@shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { CLIENT_IP_HEADER, type Auth } from '../../lib/auth';
import { clientIp } from '../../lib/client-ip';
import { trustedOriginsFor } from '../../lib/trusted-origins';
import { CODE_FOR_STATUS as HTTP_CODE_FOR_STATUS } from '../../middleware/error-handler';
import { refuseUnstorableText } from '../../middleware/validate';
import { auditAccountLocked, auditAuthAnswer } from './auth-audit';
import { isServedAuthEndpoint } from './auth.definitions';
import { SAME_ANSWER_PATHS, SIGN_IN_PATH, waitForFloor } from './same-answer-floor';
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
// better-auth answers a refused body with a bare 422: that is our VALIDATION_FAILED.
const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  ...HTTP_CODE_FOR_STATUS,
  422: 'VALIDATION_FAILED',
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

const isValidIssue = (issue: unknown): issue is { path: string; message: string } =>
  typeof issue === 'object' &&
  issue !== null &&
  typeof (issue as { path?: unknown }).path === 'string' &&
  typeof (issue as { message?: unknown }).message === 'string';

/**
 * Rewrites better-auth's failures — `{ code, message }` bodies, and empty ones such as its 404 for an unknown
 * endpoint — into our `{ error: { code, message, issues? } }`, with the status our code→status map gives the code
 * (better-auth answers an invalid e-mail with 400 and a bad verification token with 401; the client sees one
 * contract). Successes and redirects pass through untouched; a 5xx stays a 5xx (and is logged by better-auth).
 */
async function toWireShape(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  const body = (
    isJson
      ? await res
          .clone()
          .json()
          .catch(() => ({}))
      : {}
  ) as { code?: string; message?: string; issues?: unknown } | null;
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const fromBody = body?.code ? CODE_MAP[body.code] : undefined;
  let code: ErrorCode =
    res.status >= 500 ? 'INTERNAL' : (fromBody ?? CODE_FOR_STATUS[res.status] ?? 'BAD_REQUEST');
  let message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : res.status === 404
        ? 'No such API endpoint.'
        : 'The request could not be completed.';
  if (code === 'EMAIL_NOT_VERIFIED') {
    message = 'Please confirm your e-mail address first. We have sent you a new confirmation link.';
  }
  if (res.status === 429) {
    code = 'RATE_LIMITED';
    const retryAfter = Number(res.headers.get('x-retry-after') ?? '60') || 60;
    headers.set('Retry-After', String(retryAfter));
    message = `Too many attempts. Please try again in ${minutes(retryAfter)} minute${minutes(retryAfter) === 1 ? '' : 's'}.`;
  }
  const issues = Array.isArray(body?.issues) ? body.issues.filter(isValidIssue) : [];
  const error = issues.length > 0 ? { code, message, issues } : { code, message };
  const status = res.status >= 500 ? res.status : ERROR_STATUS[code];
  return new Response(JSON.stringify({ error }), { status, headers });
}

/**
 * better-auth (and our hooks) put body text straight into queries; PostgreSQL refuses U+0000 in text, which was a
 * 500 on sign-up. Any JSON body carrying one (or a lone surrogate) is refused first, as our other routes do in
 * `validate`.
 */
async function refuseUnstorableBody(request: Request) {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  refuseUnstorableText(body);
}

/** The e-mail a sign-in or reset request names (read from a clone so better-auth still gets the body). */
async function emailInBody(req: Request): Promise<string | undefined> {
  const body = (await req
    .clone()
    .json()
    .catch(() => undefined)) as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/** The query parameters better-auth sends the visitor to (an e-mail link's next page, or its error page). */
const RETURN_PARAMETERS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * Refuses a return address that leaves the site before better-auth sees it: its reset-password link answered
 * `?callbackURL=https://evil.example` with a redirect there (found by the fuzzer's redirect check, issue #28).
 * A path on this site (same-site-path.ts) or an address on one of our origins passes.
 */
function refuseForeignReturnAddresses(deps: AppDeps, request: Request) {
  const url = new URL(request.url);
  const origins = trustedOriginsFor(deps.env, request);
  for (const name of RETURN_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value === null || sameSitePath(value) === value) continue;
    let origin: string | undefined;
    try {
      origin = new URL(value).origin;
    } catch {
      origin = undefined;
    }
    // eslint-disable-next-line no-control-regex -- an address with control characters is never ours
    if (origin && origins.includes(origin) && !/[\u0000-\u001f\u007f\\]/.test(value)) continue;
    const message = 'The return address must be a page of this site.';
    throw new AppError('VALIDATION_FAILED', message, [{ path: name, message }]);
  }
}

export function authRoutes(deps: AppDeps, auth: Auth) {
  const auditDeps = { logger: deps.logger, trustedProxies: deps.env.TRUSTED_PROXIES };
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const path = normalizePath(c.req.path);
    if (!isServedAuthEndpoint(c.req.method, path)) throw new AppError('NOT_FOUND', 'No such API endpoint.');
    if (c.req.method === 'POST' && (SAME_ANSWER_PATHS.has(path) || path === SIGN_IN_PATH)) {
      const startedAt = performance.now();
      let res: Response | undefined;
      try {
        res = await handle(c, path);
        return res;
      } finally {
        // Reset and verification refusals wait too: a limit must not answer sooner for one kind of address.
        if (SAME_ANSWER_PATHS.has(path) || res?.status === ERROR_STATUS.INVALID_CREDENTIALS) {
          await waitForFloor(startedAt, deps.logger, path);
        }
      }
    }
    return handle(c, path);
  });

  async function handle(c: Context, path: string): Promise<Response> {
    const isPost = c.req.method === 'POST';
    const isSignIn = isPost && path === SIGN_IN_PATH;
    refuseForeignReturnAddresses(deps, c.req.raw);
    if (isPost) await refuseUnstorableBody(c.req.raw);
    // Only a well-formed address is tracked: better-auth refuses the rest, and text such as a NUL byte must
    // never reach the lock's query (PostgreSQL refuses it, which was a 500).
    const parsed =
      isSignIn || (isPost && path === '/api/auth/request-password-reset')
        ? EmailSchema.safeParse(await emailInBody(c.req.raw))
        : undefined;
    const email = parsed?.success ? parsed.data : undefined;
    // better-auth runs no sign-in whose address the lock below has not read: had our reading and the library's
    // ever differed (an encoding, a shape, a stricter pattern), that difference would be unlimited guessing.
    if (isSignIn && !email) {
      const message = 'Please enter a valid email address';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'email', message }]);
    }
    if (isSignIn && email) {
      const lockSeconds = await getSignInLockSeconds(deps.db, {
        email,
        now: deps.clock.now(),
        max: deps.authLimits.failedSignInsPerAccountPerHour,
      });
      if (lockSeconds > 0) {
        auditAccountLocked(auditDeps, c, email);
        throw rateLimitedError(lockSeconds, 'Too many failed sign-in attempts for this account');
      }
    }
    // Whose session ends is known only before better-auth deletes it.
    const signedOutUserId =
      isPost && path === '/api/auth/sign-out' && c.req.header('cookie')
        ? ((await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null))?.user.id ??
          undefined)
        : undefined;

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, deps.env.TRUSTED_PROXIES));
    const init: RequestInit & { duplex?: 'half' } = { headers, duplex: 'half' };
    const res = await auth.handler(new Request(c.req.raw, init));

    if (isSignIn && email) {
      if (res.status === 401) await recordFailedSignIn(deps.db, { email, now: deps.clock.now() });
      else if (res.ok) await clearFailedSignIns(deps.db, { email });
    }
    await auditAuthAnswer(auditDeps, c, { path, res, email, signedOutUserId });
    return toWireShape(res);
  }
}
