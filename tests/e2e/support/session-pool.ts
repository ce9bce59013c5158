// Signs a browser context in as a fresh, confirmed user by writing the session, not by signing up: the user and its
// session row were made before the server started (prepare-database.ts); this claims one and sets the session
// cookie exactly as better-auth sets it (the token, a dot, its HMAC-SHA256 under AUTH_SECRET; URI-encoded).
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import type { DemoUser, PooledUser, SessionPool } from './session-pool-file';

/** better-auth's default cookie name (no cookie prefix is configured; plain http outside production). */
export const SESSION_COOKIE = 'better-auth.session_token';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through \`npx playwright test\`.`);
  return value;
}

let pool: SessionPool | undefined;
function readPool(): SessionPool {
  pool ??= JSON.parse(readFileSync(env('E2E_SESSION_POOL'), 'utf8')) as SessionPool;
  return pool;
}

/**
 * Claims the next unused user of `role`. A claim is a directory made with mkdir, which fails when it exists: no two
 * tests (in any worker, or a worker restarted after a failure) get the same user.
 */
function claim(role: 'advisor' | 'company'): PooledUser {
  const claims = `${env('E2E_SESSION_POOL')}.claims`;
  mkdirSync(claims, { recursive: true });
  for (const [n, user] of readPool()[role].entries()) {
    try {
      mkdirSync(`${claims}/${role}-${n}`);
      return user;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`The session pool has no ${role} left: raise POOL_SIZE in session-pool-file.ts.`);
}

export function signedSessionCookie(token: string): string {
  const signature = createHmac('sha256', env('E2E_AUTH_SECRET')).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

async function setSessionCookie(context: BrowserContext, token: string, origin: string) {
  await context.addCookies([
    { name: SESSION_COOKIE, value: signedSessionCookie(token), url: origin, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Signs `context` in as a fresh confirmed user of `role` and returns its credentials. */
export async function signInPooledUser(
  context: BrowserContext,
  role: 'advisor' | 'company',
  origin: string,
): Promise<{ email: string; password: string }> {
  const user = claim(role);
  await setSessionCookie(context, user.token, origin);
  return { email: user.email, password: user.password };
}

/** Signs `context` in as a seeded demo login, with the session written for it before the server started. */
export async function signInDemoUser(context: BrowserContext, who: DemoUser, origin: string) {
  await setSessionCookie(context, readPool().demo[who], origin);
}
