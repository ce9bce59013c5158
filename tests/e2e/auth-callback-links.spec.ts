// Confirmation links that have expired, were tampered with, or were already used each explain themselves and
// lead to /auth; a good link shows the confirming screen before continuing.
import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../setup/mail-sink';
import { holdRequests } from './support/hold-requests';
import {
  APP_ORIGIN,
  decideAnalyticsConsent,
  mailDir,
  signUpForConfirmationLink,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/session';
import { expectToast } from './support/toasts';

const LINK_EXPIRED =
  'Your confirmation link has expired or is invalid. Please try signing in if your email is already confirmed.';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('an invalid or expired confirmation link says so and leads to sign-in', async ({ page }) => {
  for (const error of ['INVALID_TOKEN', 'token_expired', 'Invalid_Token']) {
    await page.goto(`/auth/callback?error=${error}`);
    await expect(page).toHaveURL(/\/auth$/);
    await expectToast(page, 'Link Expired', LINK_EXPIRED);
  }
});

test('any other confirmation error is an authentication error', async ({ page }) => {
  await page.goto('/auth/callback?error=USER_NOT_FOUND&next=%2Fmy-profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(
    page,
    'Authentication Error',
    'There was an issue confirming your email. Please try again.',
  );
});

test('a confirmation link used again without a session says the e-mail may already be confirmed', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('twice');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: STRONG_PASSWORD, name: '', role: 'advisor', callbackURL: '/auth/callback' },
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status()).toBe(200);
  const link = linkIn(await waitForMail(mailDir(), email, { subject: /Confirm/ }), '/api/auth/verify-email');

  // While the session is being read, the confirming screen shows (the answer is held back until it is seen).
  const release = await holdRequests(page, '**/api/me');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirming your account...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/my-profile$/);
  await page.unroute('**/api/me');

  // The same link on another device, where nobody is signed in.
  const other = await browser.newContext();
  await decideAnalyticsConsent(other, false);
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage).toHaveURL(/\/auth$/);
  await expectToast(
    otherPage,
    'Email Already Confirmed',
    'Your email may already be confirmed. Please sign in to continue.',
  );
  await other.close();
});

test('the confirmation link follows a safe next and ignores an unsafe one', async ({ page }) => {
  const email = uniqueEmail('next');
  await page.request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: STRONG_PASSWORD,
      name: '',
      role: 'company',
      callbackURL: `/auth/callback?next=${encodeURIComponent('//evil.example')}`,
    },
    headers: { origin: APP_ORIGIN },
  });
  await page.goto(
    linkIn(await waitForMail(mailDir(), email, { subject: /Confirm/ }), '/api/auth/verify-email'),
  );
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/company\/my-profile$/);

  await page.goto('/auth/callback?next=%2Fpricing');
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a header link followed while the session is being read takes the visitor there, not to their first screen', async ({
  page,
}) => {
  const { email, link } = await signUpForConfirmationLink(page, {
    role: 'advisor',
    label: 'leaves-callback',
  });
  // A busy phone: the session's answer and the settings screen's code are both slow to come.
  const deliverSession = await holdRequests(page, '**/api/me');
  const deliverSettings = await holdRequests(page, '**/assets/settings-*.js');
  await page.goto(link);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-started', '');

  // The visitor follows Account settings. React Router changes the address only once that screen is ready, so the
  // address still reads /auth/callback when the session's answer arrives.
  await page.getByRole('banner').getByRole('link', { name: 'Account settings' }).click();
  const sessionRead = page.waitForResponse('**/api/me');
  deliverSession();
  await sessionRead;
  // Two frames: time for the confirming screen to act on the answer (it used to send the visitor to /my-profile).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  deliverSettings();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
});
