// Resolves the session cookie to a user once per request; routes read it with c.get('user').
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ROLES, type Role } from '@shared/constants';
import type { AppEnv, SessionUser } from '../app-env';
import { unauthenticated, forbidden } from '../lib/app-error';
import { SESSION_UPDATE_AGE_SECONDS, type Auth } from '../lib/auth';
import type { ContentVersions } from '../lib/content-version';

/** better-auth's session cookie (the `__Secure-` name over HTTPS in production). */
const SESSION_COOKIES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];
const MAX_REMEMBERED = 10_000;

const sessionToken = (c: Context) => {
  const cookies = c.req.header('cookie') ? getCookie(c) : {};
  return SESSION_COOKIES.map((name) => cookies[name]).find(Boolean);
};

/** Whether the request carries a session cookie (valid or not): its pages may differ from an anonymous visitor's. */
export const hasSessionCookie = (c: Context): boolean => sessionToken(c) !== undefined;

interface RememberedSession {
  version: number;
  user: SessionUser;
  sessionId: string;
  validUntil: number;
}

/**
 * Resolves the session cookie once per request. A cookie better-auth has accepted is remembered under the
 * 'sessions' content version, which the database bumps when any session is updated or deleted (sign-out,
 * revocation, password or address change, account deletion) or a user changes — so a revoked session stops
 * working at once on every instance, and the common request skips better-auth's lookup (signature check and two
 * queries). An entry also ends with the session's expiry and when better-auth would refresh it.
 */
export function sessionMiddleware(auth: Auth, versions: ContentVersions): MiddlewareHandler<AppEnv> {
  const remembered = new Map<string, RememberedSession>();
  return async (c, next) => {
    let user: SessionUser | null = null;
    let sessionId: string | null = null;
    const token = sessionToken(c);
    if (token) {
      const version = await versions('sessions', c.req.raw);
      const hit = remembered.get(token);
      if (hit && hit.version === version && Date.now() < hit.validUntil) {
        user = hit.user;
        sessionId = hit.sessionId;
      } else {
        remembered.delete(token);
        const result = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
        const role = (result?.user as { role?: string } | undefined)?.role;
        if (result && ROLES.includes(role as Role)) {
          user = {
            id: result.user.id,
            email: result.user.email,
            role: role as Role,
            emailVerified: result.user.emailVerified,
          };
          sessionId = result.session.id;
          const validUntil = Math.min(
            new Date(result.session.expiresAt).getTime(),
            new Date(result.session.updatedAt).getTime() + SESSION_UPDATE_AGE_SECONDS * 1000,
          );
          if (version >= 0) {
            if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
            remembered.set(token, { version, user, sessionId, validUntil });
          }
        }
      }
    }
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
  };
}

/** The signed-in user, or a 401 the client turns into a trip to /auth. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw unauthenticated();
  return user;
}

export function requireRole(user: SessionUser | null, role: Role): SessionUser {
  const signedIn = requireUser(user);
  if (signedIn.role !== role) throw forbidden(`This is only available to ${role} accounts.`);
  return signedIn;
}
