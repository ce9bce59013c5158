// The origins whose pages may change state through the API: the public APP_URL always; outside production also the
// origin the request was addressed to, so `localhost` vs `127.0.0.1` and the Vite dev proxy (which keeps the
// browser's Host) work without configuration. Shared by our origin check and better-auth's trustedOrigins, so the
// two never disagree about who is "us".
import type { Env } from '../env';

export function trustedOriginsFor(env: Pick<Env, 'APP_URL' | 'isProduction'>, request?: Request): string[] {
  const origins = [new URL(env.APP_URL).origin];
  if (!env.isProduction && request) {
    // In production the Host header is not ours to trust (a DNS-rebinding page controls it); APP_URL is.
    const own = requestOrigin(request);
    if (own && !origins.includes(own)) origins.push(own);
  }
  return origins;
}

function requestOrigin(request: Request): string | undefined {
  try {
    return new URL(request.url).origin;
  } catch {
    return undefined;
  }
}
