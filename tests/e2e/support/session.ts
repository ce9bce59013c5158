// Signing in as one of the seeded demo users (through the real sign-in endpoint), fresh users signed in by writing
// the session (session-pool.ts), and users who sign up by mail, for journeys that need a session without walking
// through the sign-in form every time.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../../../playwright.config';
import { linkIn, waitForMail } from '../../setup/mail-sink';
import { signInPooledUser } from './session-pool';
import { DEMO_EMAILS, STRONG_PASSWORD } from './session-pool-file';

/** The app's origin (its APP_URL), sent as Origin on API calls the way a browser would. */
export const APP_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

export const DEMO_PASSWORD = 'Boardly-demo-2026';

export const DEMO_USERS = {
  advisor: { email: DEMO_EMAILS.advisor, role: 'advisor' },
  company: { email: DEMO_EMAILS.company, role: 'company' },
  /** An advisor with an active annual plan. */
  subscriber: { email: DEMO_EMAILS.subscriber, role: 'advisor' },
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

export { STRONG_PASSWORD };

/** The directory the SMTP sink writes received mail into (set by global setup). */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through `npx playwright test`.');
  return dir;
}

/** An address no other run or test has used. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export type LoginAs = { as: DemoUser; goto?: string } | { email: string; password: string; goto?: string };

/**
 * Signs the page's browser context in through the real sign-in endpoint (the session cookie lands in the
 * context) — as a demo user (`{ as: 'company' }`) or with credentials — then opens `goto` when given.
 */
export async function login(page: Page, who: LoginAs): Promise<{ email: string }> {
  const credentials =
    'as' in who
      ? { email: DEMO_USERS[who.as].email, password: DEMO_PASSWORD }
      : { email: who.email, password: who.password };
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: credentials,
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), `sign-in as ${credentials.email} failed: ${await res.text()}`).toBe(200);
  if (who.goto) await page.goto(who.goto);
  return { email: credentials.email };
}

/** Ends the page's session through the real sign-out endpoint. */
export async function logout(page: Page): Promise<void> {
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: APP_ORIGIN } });
}

type NewUser = { role: 'advisor' | 'company'; label?: string; password?: string };

/** Registers a new user through the API and returns the confirmation link from the mail it was sent. */
export async function signUpForConfirmationLink(
  target: Page,
  { role, label = role, password = STRONG_PASSWORD }: NewUser,
) {
  const email = uniqueEmail(label);
  const res = await target.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '', role, callbackURL: '/auth/callback' },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), `sign-up failed: ${await res.text()}`).toBe(200);
  const mail = await waitForMail(mailDir(), email, { subject: /Confirm/ });
  return { email, password, link: linkIn(mail, '/api/auth/verify-email') };
}

/**
 * Registers a new user through the API, follows the confirmation link from the mail in `target`'s browser (which
 * signs that context in and lands on the user's first screen), and returns the credentials.
 */
export async function createConfirmedUser(
  target: Page,
  user: NewUser,
): Promise<{ email: string; password: string }> {
  const { email, password, link } = await signUpForConfirmationLink(target, user);
  await target.goto(link);
  return { email, password };
}

/**
 * A fresh confirmed user of `role`, signed into `target`'s browser context by writing the session (session-pool.ts):
 * no sign-up over HTTP, no confirmation mail (decision 031). `target` stays where it was; open the screen the journey
 * is about next. The full sign-up by mail, in the browser, is auth-sign-up.spec.ts, one journey per role.
 */
export async function signInNewUser(
  target: Page,
  { role }: { role: 'advisor' | 'company' },
): Promise<{ email: string; password: string }> {
  return signInPooledUser(target.context(), role, APP_ORIGIN);
}

/**
 * Stores a consent choice as a visitor's choice is stored — in localStorage and in the cookie the server reads
 * (decision 018) — so the banner stays out of journeys about other things.
 */
export async function decideAnalyticsConsent(context: BrowserContext, accepted: boolean) {
  await context.addCookies([{ name: 'analytics_consent', value: String(accepted), url: APP_ORIGIN }]);
  await context.addInitScript((value) => {
    window.localStorage.setItem('analytics_consent', value);
  }, String(accepted));
}
