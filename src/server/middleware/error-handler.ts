// Turns every failure into the wire shape { error: { code, message, issues? } }. Unknown errors are logged with
// the request id; the client sees a plain sentence, never a stack.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorCode } from '@shared/errors';
import { AppError } from '../lib/app-error';
import { routeForLog } from '../lib/audit-log';
import type { Logger } from '../lib/logger';

/** The error code of a bare HTTP status (a framework refusal that carries no code of ours). */
export const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const body = (
      code: ErrorCode,
      message: string,
      issues?: ApiErrorBody['error']['issues'],
    ): ApiErrorBody => ({
      error: issues ? { code, message, issues } : { code, message },
    });
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(body(error.code, error.message, error.issues), error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = CODE_FOR_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
      const message =
        status === 400 && !error.message ? 'The request is not valid.' : error.message || 'Request failed.';
      return c.json(body(code, message), status as ContentfulStatusCode);
    }
    if (error instanceof SyntaxError) {
      return c.json(body('BAD_REQUEST', 'The request body is not valid JSON.'), 400);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId' as never),
      method: c.req.method,
      // The path as the audit trail logs it: a reset link carries its token as a path segment.
      path: routeForLog(c.req.path),
      error: error.stack ?? String(error),
    });
    return c.json(body('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
  };
}
