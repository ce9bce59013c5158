// Structured logs through pino (decision 021): one JSON line per event with `time` (ISO), `level` (its name, so
// `"level":"warn"` greps as before), `msg` and the caller's fields. Our code keeps one small interface,
// `logger.info(message, fields)`, so no call site knows which library writes the line.
//
// Callers must still never pass passwords, tokens or cookies; the redaction paths below are the safety net for the
// field names those secrets travel under (the audit rules in audit-log.ts list them), so a slip logs
// "[redacted]" instead of the secret.
import { pino, stdTimeFunctions, type DestinationStream } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug: (message: string, fields?: Record<string, unknown>) => void;
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
}

/** Field names that carry a secret: credentials, tokens, session ids, cookies, and the env secrets by name. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'sessionToken',
  'sessionId',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  // Mail links carry verification and reset tokens in their query or path.
  'url',
  'link',
  'callbackURL',
  // Request bodies may hold any of the above.
  'body',
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];

/** Each name at the top level and one level down (`headers.cookie`, `user.password`, `env.AUTH_SECRET`). */
export const REDACT_PATHS = SECRET_FIELDS.flatMap((field) =>
  /^\w+$/.test(field) ? [field, `*.${field}`] : [`["${field}"]`, `*["${field}"]`],
);

export const REDACTED = '[redacted]';

export function createLogger(level: LogLevel = 'info', write?: (line: string) => void): Logger {
  // A custom sink (tests) receives each line without its newline; otherwise pino writes to stdout.
  const destination: DestinationStream | undefined = write
    ? { write: (chunk: string) => write(chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk) }
    : undefined;
  const base = pino(
    {
      level,
      base: undefined, // no pid/hostname on every line: the process manager knows them
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );
  return {
    debug: (message, fields) => base.debug(fields ?? {}, message),
    info: (message, fields) => base.info(fields ?? {}, message),
    warn: (message, fields) => base.warn(fields ?? {}, message),
    error: (message, fields) => base.error(fields ?? {}, message),
  };
}
