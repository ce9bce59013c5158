// better-auth, configured for Boardly: e-mail + password with verification, argon2id hashes, DB sessions in an
// httpOnly SameSite=Lax cookie, DB-backed rate limits keyed by the address we resolve, UUID ids, and a role that
// is chosen at sign-up and never changeable afterwards.
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { ROLES } from '@shared/constants';
import type { Db } from '../db/client';
import { rawRequestAuditFields, audit } from './audit-log';
import { CLIENT_IP_HEADER } from './client-ip';
import {
  account,
  companyMembers,
  companyProfiles,
  profiles,
  rateLimit,
  session,
  user,
  verification,
} from '../db/schema';
import type { Env } from '../env';
import type { Logger } from './logger';
import { emailChangeMail, passwordResetMail, verificationMail } from './mail-templates';
import type { JobQueue } from './queue/job-queue';
import { enqueueMail } from './queue/mail-jobs';
import { hashPassword, verifyPassword } from './password';
import { findPasswordWeaknesses } from './password-strength';
import { trustedOriginsFor } from './trusted-origins';

/** Set by our route from the socket (or a trusted proxy chain), replacing anything the client sent. */
export { CLIENT_IP_HEADER };

export interface AuthLimits {
  /** Requests per minute per address on sign-in, sign-up and password-reset endpoints. */
  perIpPerMinute: number;
  /** Failed sign-ins per account per hour. */
  failedSignInsPerAccountPerHour: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { perIpPerMinute: 20, failedSignInsPerAccountPerHour: 100 };

export interface AuthDeps {
  db: Db;
  env: Env;
  queue: JobQueue;
  logger: Logger;
  limits: AuthLimits;
}

const weakPasswordError = (reasons: string[]) =>
  new APIError('UNPROCESSABLE_ENTITY', {
    code: 'WEAK_PASSWORD',
    message: reasons[0] ?? 'Password is too weak',
    issues: reasons.map((message) => ({ path: 'password', message })),
  });

/** A session's expiry is pushed forward when it is used and older than this (sliding sessions). */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export function createAuth({ db, env, queue, logger, limits }: AuthDeps) {
  const sensitive = { window: 60, max: limits.perIpPerMinute };
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    // The same list as our origin check (middleware/origin-check.ts), so the two agree on who is "us".
    trustedOrigins: async (request) => trustedOriginsFor(env, request),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: true },
      },
      // Started only by POST /api/me/email (which re-checks the password and refuses an address in use); the
      // link goes to the new address and the address changes when it is opened. /api/auth/change-email itself is
      // not served (auth.routes.ts).
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user: target, url }) => {
        // Queued, not sent: the request answers without waiting for SMTP, and a mail server that is down only
        // delays the link (the mail worker retries for more than a day).
        await enqueueMail(queue, await passwordResetMail(target.email, env.SITE_NAME, url));
      },
      // Only better-auth knows whose token it was; our route resolved the address into the request it passed.
      onPasswordReset: async ({ user: target }, request) => {
        audit(logger, 'auth.password-reset-completed', {
          userId: target.id,
          ...rawRequestAuditFields(request, 200),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: target, url }) => {
        // better-auth sends a change of address through this same hook, addressed to the new address: the stored
        // address differing from the target one is what tells the two apart.
        const stored = await db.query.user.findFirst({
          where: eq(user.id, target.id),
          columns: { email: true },
        });
        const isChange = stored !== undefined && stored.email !== target.email.toLowerCase();
        // A key per request, not per content: the confirmation link is a token signed with a whole-second
        // timestamp, so a sign-in attempt in the same second as the sign-up makes the very same mail, and a content
        // key would fold the promised "new confirmation link" into the first one. Retries of one job keep its key.
        await enqueueMail(
          queue,
          await (isChange
            ? emailChangeMail(target.email, env.SITE_NAME, url)
            : verificationMail(target.email, env.SITE_NAME, url)),
          { key: `auth-mail:${randomUUID()}` },
        );
      },
      afterEmailVerification: async (verified, request) => {
        // The link answers with a redirect (302) once the address is confirmed.
        audit(logger, 'auth.email-verified', { userId: verified.id, ...rawRequestAuditFields(request, 302) });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: SESSION_UPDATE_AGE_SECONDS },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': sensitive,
        '/sign-up/email': sensitive,
        '/request-password-reset': sensitive,
        '/reset-password': sensitive,
        '/send-verification-email': sensitive,
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: env.isProduction },
    },
    logger: { disabled: env.LOG_LEVEL === 'silent', level: 'error' },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // A value that is not text is checked as no value: `String()` of an object whose `toString` is not a function
        // throws (the fuzzer found `{ "toString": "x" }` as a password answered with a 500).
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        if (ctx.path === '/sign-up/email') {
          if (typeof body.role !== 'string' || !(ROLES as readonly string[]).includes(body.role)) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'VALIDATION_FAILED',
              message: 'Please choose whether you are an advisor or a company',
              issues: [{ path: 'role', message: 'Please choose whether you are an advisor or a company' }],
            });
          }
          const email = text(body.email).trim().toLowerCase();
          const reasons = await findPasswordWeaknesses(text(body.password), { email });
          if (reasons.length > 0) throw weakPasswordError(reasons);
          const existing = await db.query.user.findFirst({
            where: eq(user.email, email),
            columns: { id: true },
          });
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'USER_ALREADY_EXISTS',
              message: 'User already exists. Use another email.',
            });
          }
        }
        if (ctx.path === '/reset-password') {
          const reasons = await findPasswordWeaknesses(text(body.newPassword));
          if (reasons.length > 0) throw weakPasswordError(reasons);
        }
      }),
    },
    databaseHooks: {
      user: {
        update: {
          // The advisor profile keeps a copy of the account's address; a confirmed change of address updates it.
          after: async (updated) => {
            await db.update(profiles).set({ email: updated.email }).where(eq(profiles.id, updated.id));
          },
        },
      },
      session: {
        create: {
          // Spec: a company user gets an empty company profile row on their first confirmed sign-in.
          after: async (created) => {
            const owner = await db.query.user.findFirst({
              where: eq(user.id, created.userId),
              columns: { role: true },
            });
            if (owner?.role !== 'company') return;
            // A colleague on another company's team (decision 048) has that company: no empty one of their own.
            const member = await db.query.companyMembers.findFirst({
              where: eq(companyMembers.userId, created.userId),
              columns: { companyId: true },
            });
            if (member) return;
            await db.insert(companyProfiles).values({ userId: created.userId }).onConflictDoNothing();
            logger.debug('company profile ensured', { userId: created.userId });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
