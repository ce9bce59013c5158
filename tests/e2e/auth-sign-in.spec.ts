// Demo users sign in with the form and are routed by role; a signed-in user visiting /auth is sent on; `next`
// is followed only when it is a path on this site.
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../setup/mail-sink';
import {
  APP_ORIGIN,
  DEMO_PASSWORD,
  DEMO_USERS,
  decideAnalyticsConsent,
  signInNewUser,
  login,
  mailDir,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Every URL the page commits to, including the ones a redirect replaces at once. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
}

test('the sign-in form explains missing fields and a wrong password', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Boardly' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is required' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Password is required' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await signIn(page, DEMO_USERS.advisor.email, 'Not-the-password-1');
  await expectToast(page, 'Sign In Failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an advisor signs in and lands on their profile', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, DEMO_USERS.advisor.email);
  await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByText(`Welcome, ${DEMO_USERS.advisor.email}`)).toBeVisible();

  // Signed in, /auth itself sends the advisor on.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/my-profile$/);
});

test('a company signs in and is sent to company profile setup', async ({ page }) => {
  const urls = recordUrls(page);
  await page.goto('/auth');
  await signIn(page, DEMO_USERS.company.email);
  await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
  await expect.poll(() => urls).toContain('/company-profile-setup');
  await expect(page).toHaveURL(/\/company(-profile-setup|\/my-profile)$/);
  await expect(page.getByText(`Welcome, ${DEMO_USERS.company.email}`)).toBeVisible();

  urls.length = 0;
  await page.goto('/auth?tab=signup');
  await expect.poll(() => urls).toContain('/company-profile-setup');
});

test('an advisor who has not completed the profile is sent to it after signing in', async ({ page }) => {
  // A brand-new advisor (confirmed, but no profile yet), signed out again before using the form.
  const fresh = await signInNewUser(page, { role: 'advisor' });
  await page.context().clearCookies();
  await page.goto('/auth');
  await signIn(page, fresh.email, fresh.password);
  await expectToast(page, 'Welcome back!');
  await expect(page).toHaveURL(/\/my-profile$/);
});

test('an unconfirmed address cannot sign in and is sent a new confirmation link', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: STRONG_PASSWORD, name: '', role: 'advisor', callbackURL: '/auth/callback' },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status()).toBe(200);
  await waitForMail(mailDir(), email, { subject: /Confirm/ });
  const signedUpAt = Date.now();
  await page.goto('/auth');
  await signIn(page, email, STRONG_PASSWORD);
  await expectToast(
    page,
    'Sign In Failed',
    'Please confirm your e-mail address first. We have sent you a new confirmation link.',
  );
  await expect(page).toHaveURL(/\/auth$/);
  await waitForMail(mailDir(), email, { subject: /Confirm/, after: signedUpAt });
});

test('a safe next wins over the role destination; an unsafe one is ignored', async ({ page }) => {
  await page.goto('/auth?next=%2Fpricing');
  await signIn(page, DEMO_USERS.subscriber.email);
  await expect(page).toHaveURL(/\/pricing$/);

  // Already signed in: /auth follows a safe next straight away (to a real role: an unknown one would go on to /404)…
  const { items } = (await (await page.request.get('/api/jobs?company=Ledgerline')).json()) as {
    items: { id: string }[];
  };
  const role = `/job/${items[0]!.id}`;
  await page.goto(`/auth?next=${encodeURIComponent(role)}`);
  await expect(page).toHaveURL(new RegExp(`${role}$`));
  // …and ignores next values that would leave the site.
  for (const unsafe of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
    await page.goto(`/auth?next=${encodeURIComponent(unsafe)}`);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/my-profile$/);
  }
});

test('a signed-in user opening /auth?role=company is still routed by their own role', async ({ page }) => {
  await login(page, { as: 'advisor' });
  await page.goto('/auth?role=company');
  await expect(page).toHaveURL(/\/my-profile$/);
});
