// The body-type rule (src/server/middleware/body-type.ts) as the fuzzer checks it: an /api request whose body is
// not of the one type its route takes must be refused with 415, whatever else is wrong with it, and change nothing
// at all — rate-limit counters included, so no other encoding can spend or dodge a limit.
import type { FuzzBody, FuzzRequest, FuzzRoute } from './fuzz-route';

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

function routeBodyType(route: Pick<FuzzRoute, 'body'>): string {
  if (route.body === 'multipart') return 'multipart/form-data';
  if (route.body === 'form') return 'application/x-www-form-urlencoded';
  return 'application/json';
}

function sentBodyType(body: FuzzBody): string | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return 'application/json';
    case 'raw':
      return mediaTypeOf(body.contentType);
    case 'form':
      return 'multipart/form-data';
  }
}

/** True when the middleware must refuse this request's body type before any route reads it. */
export function sendsWrongBodyType(route: FuzzRoute, request: FuzzRequest): boolean {
  if (!request.url.startsWith('/api/') || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const sent = sentBodyType(request.body);
  return sent !== undefined && sent !== routeBodyType(route);
}
