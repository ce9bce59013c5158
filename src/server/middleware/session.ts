// Resolves the session cookie to a user once per request; routes read it with c.get('user').
import type { MiddlewareHandler } from 'hono';
import { ROLES, type Role } from '@shared/constants';
import type { AppEnv, SessionUser } from '../app-env';
import { unauthenticated, forbidden } from '../lib/app-error';
import type { Auth } from '../lib/auth';

export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let user: SessionUser | null = null;
    let sessionId: string | null = null;
    if (c.req.header('cookie')) {
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
