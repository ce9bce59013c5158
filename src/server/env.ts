// The only reader of process.env. Parsed once at boot; production refuses to start with a missing secret.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  AUTH_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PAYMENT_LINK_MONTHLY: optionalString,
  STRIPE_PAYMENT_LINK_ANNUAL: optionalString,
  STRIPE_PAYMENT_LINK_LIFETIME: optionalString,
  SUPPORT_EMAIL: z.string().default('support@boardly.example'),
  SITE_NAME: z.string().default('Boardly'),
  /** Comma-separated proxy addresses whose X-Forwarded-For is believed. Empty: the socket address is the client. */
  TRUSTED_PROXIES: optionalString,
  /** Seed demo data into an empty embedded database on start (development only). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Optional OpenAI-compatible embeddings endpoint: adds a semantic signal to matching. */
  EMBEDDINGS_URL: optionalString,
  EMBEDDINGS_API_KEY: optionalString,
  EMBEDDINGS_MODEL: optionalString,
  /** Sign-in, sign-up and reset requests per minute per address; tests may raise it, nothing turns it off. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  AUTH_FAILED_SIGNINS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  /**
   * Caps how long a running job may go unfinished before it counts as lost (its instance died) and is retried;
   * unset = each queue's own (2 minutes for mail and match runs). The crash drill (`npm run durability`) lowers it.
   */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).optional(),
  /** New-message mail waits this long and then carries every message of the thread that arrived meanwhile. */
  MESSAGE_MAIL_QUIET_SECONDS: z.coerce.number().int().min(1).default(600),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type RawEnv = z.infer<typeof EnvSchema>;

export interface Env extends Omit<RawEnv, 'APP_URL' | 'AUTH_SECRET' | 'TRUSTED_PROXIES'> {
  APP_URL: string;
  AUTH_SECRET: string;
  TRUSTED_PROXIES: string[];
  isProduction: boolean;
  dataDir: string;
}

export class EnvError extends Error {}

/** Variables production cannot run without: each missing one is named in the error. */
const PRODUCTION_REQUIRED = [
  'AUTH_SECRET',
  'APP_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PAYMENT_LINK_MONTHLY',
  'STRIPE_PAYMENT_LINK_ANNUAL',
  'STRIPE_PAYMENT_LINK_LIFETIME',
] as const;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  if (isProduction) {
    const missing = PRODUCTION_REQUIRED.filter((name) => !raw[name]);
    if (raw.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!raw[name]) missing.push(name as never);
      }
    }
    if (missing.length > 0) {
      throw new EnvError(
        `Refusing to start in production: missing ${missing.join(', ')}. Set ${missing.length > 1 ? 'them' : 'it'} in the environment (see .env.example).`,
      );
    }
    if ((raw.AUTH_SECRET ?? '').length < 32)
      throw new EnvError('AUTH_SECRET must be at least 32 characters long.');
  }
  const dataDir = resolve(raw.DATA_DIR);
  return {
    ...raw,
    isProduction,
    dataDir,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    AUTH_SECRET: raw.AUTH_SECRET ?? developmentSecret(dataDir),
    TRUSTED_PROXIES: (raw.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Development only: a random secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
