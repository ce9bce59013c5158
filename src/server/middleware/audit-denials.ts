// One audit line for every API answer that refuses someone: 401 (not signed in), 403 (not allowed), 404 (which
// is also how a foreign object answers, so probing shows up) and 429 (rate limited). Mounted outside the API so
// it sees the final answer, including those the error handler built, and the user the session middleware found.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { audit, requestAuditFields } from '../lib/audit-log';
import type { Logger } from '../lib/logger';

const DENIALS = new Set([401, 403, 404, 429]);

export function auditDenials(logger: Logger, trustedProxies: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!DENIALS.has(c.res.status)) return;
    audit(logger, 'access.denied', {
      userId: c.get('user')?.id,
      ...requestAuditFields(c, trustedProxies, c.res.status),
    });
  };
}
