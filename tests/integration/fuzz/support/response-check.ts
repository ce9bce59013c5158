// The two answers a fuzzed request may get: the route's documented success (its shared response schema, or the
// page/redirect/file it is documented to send), or the shared error body with a known code whose status matches
// the code→status map in src/shared/errors.ts. Anything else is a violation, described for the report.
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import { sameSitePath } from '@shared/same-site-path';
import type { CallResult } from '../../../setup/http';
import type { Expectation, FuzzRoute } from './fuzz-route';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** `{ error: { code, message, issues? } }` and nothing else: no stack, no driver message fields. */
export const ErrorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES),
    message: z.string().min(1),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
  }),
});

const contentType = (res: CallResult) => res.headers.get('content-type') ?? '';

function checkExpectation(expectation: Expectation, res: CallResult): string | undefined {
  switch (expectation) {
    case 'empty':
      return res.body === null ? undefined : `expected an empty body, got ${preview(res.body)}`;
    case 'redirect':
      return redirectProblem(res.headers.get('location'));
    case 'html':
      return contentType(res).includes('text/html') ? undefined : `expected HTML, got ${contentType(res)}`;
    case 'text':
      return contentType(res).includes('text/plain') ? undefined : `expected text, got ${contentType(res)}`;
    case 'xml':
      return contentType(res).includes('xml') ? undefined : `expected XML, got ${contentType(res)}`;
    case 'file':
      return contentType(res).includes('json') ? 'expected a file, got JSON' : undefined;
    default: {
      // JSON, or a JSON-based type named with the +json suffix (RFC 6839: application/feed+json).
      if (!/^application\/([\w.-]+\+)?json\b/.test(contentType(res)))
        return `expected JSON, got ${contentType(res)}`;
      const parsed = expectation.safeParse(res.body);
      return parsed.success ? undefined : `response schema: ${z.prettifyError(parsed.error)}`;
    }
  }
}

/** Where the test app lives (APP_URL in tests): an absolute Location may point here, and only here. */
const APP_ORIGIN = 'http://localhost:3000';
/** Hosts a route is documented to send people to (the payment provider's hosted pages). */
const EXTERNAL_HOSTS = ['checkout.stripe.com', 'billing.stripe.com', 'buy.stripe.com'];

/** Every redirect stays on this site (a path that is one by the site's own rule) or goes to a documented host. */
function redirectProblem(location: string | null): string | undefined {
  if (!location) return 'redirect without a Location header';
  if (location.startsWith('/')) {
    return sameSitePath(location) === location
      ? undefined
      : `redirect off the site: ${JSON.stringify(location)}`;
  }
  try {
    const url = new URL(location);
    if (url.origin === APP_ORIGIN || EXTERNAL_HOSTS.includes(url.hostname)) return undefined;
  } catch {
    return `redirect to an unreadable address: ${JSON.stringify(location)}`;
  }
  return `redirect to another host: ${JSON.stringify(location)}`;
}

export const preview = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/** Undefined when the answer is acceptable, else what is wrong with it. */
export function findViolation(route: FuzzRoute, url: string, res: CallResult): string | undefined {
  const { status } = res;
  if (status >= 500 && !(route.allowed5xx ?? []).includes(status)) {
    return `status ${status}: ${preview(res.body)}`;
  }
  if (status >= 400) {
    if (route.errorsAsHtml && contentType(res).includes('text/html')) return undefined;
    // Outside /api a path no route matches gets the app's plain not-found page (the SPA's index when built).
    if (status === 404 && !url.startsWith('/api/') && contentType(res).includes('text/plain'))
      return undefined;
    const parsed = ErrorBodySchema.safeParse(res.body);
    if (!parsed.success) return `status ${status} without the error body: ${preview(res.body)}`;
    const expected = ERROR_STATUS[parsed.data.error.code];
    if (expected !== status)
      return `status ${status} carries code ${parsed.data.error.code} (mapped to ${expected})`;
    return undefined;
  }
  const responses = typeof route.responses === 'function' ? route.responses(url) : route.responses;
  const expectation = responses[status];
  if (!expectation) return `undocumented status ${status}: ${preview(res.body)}`;
  const problem = checkExpectation(expectation, res);
  return problem ? `status ${status}: ${problem}` : undefined;
}
