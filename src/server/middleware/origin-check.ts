// CSRF defence for the JSON API: a state-changing request (POST, PUT, PATCH, DELETE) that a browser sends from
// another site is refused before any route runs. Browsers mark such requests themselves — `Sec-Fetch-Site:
// cross-site` and an `Origin` header naming the other site — and page scripts cannot forge either. Requests with
// neither header (curl, server-to-server, Stripe) are not browser requests, carry no ambient cookies from a
// victim, and pass. The session cookie's SameSite=Lax is the first line; this is the second, and it also covers
// the requests Lax lets through (same-site sibling subdomains, top-level form POSTs in older browsers).
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { trustedOriginsFor } from '../lib/trusted-origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused.';

export interface OriginCheckOptions {
  /** Paths authenticated by something other than a browser session (Stripe's signed webhook). */
  exemptPaths: readonly string[];
}

export function originCheck(
  env: Pick<Env, 'APP_URL' | 'isProduction'>,
  { exemptPaths }: OriginCheckOptions,
): MiddlewareHandler {
  const exempt = new Set(exemptPaths);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path.replace(/\/+$/, ''))) return next();
    const site = c.req.header('sec-fetch-site');
    // An empty header is no header (browsers never send one; some test clients do).
    const origin = c.req.header('origin') || undefined;
    const crossSite =
      site === 'cross-site' ||
      (origin !== undefined && !trustedOriginsFor(env, c.req.raw).includes(origin.replace(/\/+$/, '')));
    if (crossSite) throw new AppError('CROSS_SITE_REQUEST_REFUSED', CROSS_SITE_MESSAGE);
    return next();
  };
}
