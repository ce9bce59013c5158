// Which audit line an answer of better-auth deserves. Sign-up and sign-in answers name the user in their body
// (read from a clone, keeping only the id); sign-out's user is resolved by the route before the session is gone.
// E-mail verification and completed resets are logged from better-auth's own callbacks (src/server/lib/auth.ts).
import type { Context } from 'hono';
import { audit, requestAuditFields, type AuditEvent } from '../../lib/audit-log';
import type { Logger } from '../../lib/logger';

export interface AuthAuditDeps {
  logger: Logger;
  trustedProxies: string[];
}

async function userIdIn(res: Response): Promise<string | undefined> {
  const body = (await res
    .clone()
    .json()
    .catch(() => undefined)) as { user?: { id?: unknown } } | undefined;
  return typeof body?.user?.id === 'string' ? body.user.id : undefined;
}

/** Failed sign-ins say why in one word; the message text is for people and may change. */
const failureReason = (status: number) =>
  status === 401 ? 'invalid-credentials' : status === 403 ? 'email-not-verified' : `status-${status}`;

export async function auditAuthAnswer(
  deps: AuthAuditDeps,
  c: Context,
  input: { path: string; res: Response; email?: string; signedOutUserId?: string },
) {
  const { path, res, email } = input;
  const where = () => requestAuditFields(c, deps.trustedProxies, res.status);
  const log = (event: AuditEvent, fields: { userId?: string; email?: string; reason?: string } = {}) =>
    audit(deps.logger, event, { ...fields, ...where() });

  if (res.status === 429) return log('auth.rate-limited', { email, reason: 'too-many-requests' });
  if (c.req.method !== 'POST') return;
  if (path === '/api/auth/sign-up/email' && res.ok)
    return log('auth.sign-up', { userId: await userIdIn(res) });
  if (path === '/api/auth/sign-in/email') {
    if (res.ok) return log('auth.sign-in', { userId: await userIdIn(res) });
    return log('auth.sign-in-failed', { email, reason: failureReason(res.status) });
  }
  if (path === '/api/auth/sign-out' && res.ok) return log('auth.sign-out', { userId: input.signedOutUserId });
  if (path === '/api/auth/request-password-reset' && res.ok)
    return log('auth.password-reset-requested', { email });
}

/** The per-account lock answers before better-auth is asked, so the route reports it itself. */
export function auditAccountLocked(deps: AuthAuditDeps, c: Context, email: string) {
  audit(deps.logger, 'auth.rate-limited', {
    email,
    reason: 'account-locked',
    ...requestAuditFields(c, deps.trustedProxies, 429),
  });
}
