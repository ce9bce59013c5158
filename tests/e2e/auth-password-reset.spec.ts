// A user who forgot their password asks for a link, sets a new password from the mail, and signs in with it; the
// session they had open on another device ends. Bad or missing reset links explain themselves.
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../setup/mail-sink';
import { createConfirmedUser, decideAnalyticsConsent, login, mailDir, uniqueEmail } from './support/session';
import { expectToast } from './support/toasts';

const NEW_PASSWORD = 'Amber-Falcon-Orchard-77';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

async function requestResetLink(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Reset link sent', 'If that email exists, a reset link has been sent.');
  await expect(dialog).toBeHidden();
}

test('forgot password → mail → new password → sign in; the other device is signed out', async ({
  page,
  browser,
}) => {
  // The "old device": a fresh advisor, signed in by following their confirmation link.
  const oldDevice = await browser.newContext();
  await decideAnalyticsConsent(oldDevice, false);
  const oldPage = await oldDevice.newPage();
  const user = await createConfirmedUser(oldPage, { role: 'advisor', label: 'reset' });
  await expect(oldPage.getByText(`Welcome, ${user.email}`)).toBeVisible();

  // The dialog needs an address, and answers the same for one that has no account.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await page.keyboard.press('Escape');
  await requestResetLink(page, uniqueEmail('nobody'));

  const requestedAt = Date.now();
  await requestResetLink(page, user.email);
  const mail = await waitForMail(mailDir(), user.email, { subject: /Reset/, after: requestedAt - 1000 });
  await page.goto(linkIn(mail, '/api/auth/reset-password/'));
  await expect(page).toHaveURL(/\/auth\/reset\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const password = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm new password/);
  const update = page.getByRole('button', { name: 'Update Password' });
  await expect(password).toHaveAttribute('placeholder', 'Enter new password (min 8 characters)');
  await expect(update).toBeDisabled();

  // Too short, then not matching: each explained, and the button stays disabled while an error shows.
  await password.fill('short');
  await confirm.fill('short');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(update).toBeDisabled();
  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await password.focus();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(update).toBeDisabled();

  // A password the server refuses: every reason under the field.
  await password.fill('password1');
  await confirm.fill('password1');
  await expect(update).toBeEnabled();
  await update.click();
  await expectToast(page, 'Error', 'Something went wrong. Please try again.');
  await expect(page.getByRole('alert').filter({ hasText: 'Password is too easy to guess' })).toBeVisible();
  await expect(update).toBeDisabled();

  await password.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await update.click();
  await expectToast(page, 'Password updated', 'Your password has been updated. Please sign in.');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The old password no longer works; the new one does.
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Sign In Failed', 'Invalid email or password');
  await form.getByLabel('Password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome back!', 'You have successfully signed in.');
  await expect(page).toHaveURL(/\/my-profile$/);

  // The session opened before the reset is over.
  const me = await oldPage.request.get('/api/me');
  expect((await me.json()) as unknown).toMatchObject({ user: null });
  await oldPage.reload();
  await expect(oldPage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await oldDevice.close();
});

test('a used reset link shows the invalid state after submitting', async ({ page }) => {
  await page.goto('/auth/reset?token=not-a-real-token');
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Error', 'Something went wrong. Please try again.');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
});

test('without a reset token the link is invalid, and offers a new one', async ({ page }) => {
  for (const url of ['/auth/reset', '/auth/reset?error=INVALID_TOKEN']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Request New Reset Link' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Redirected');
});

test('a signed-in user without a reset token is sent to their profile setup', async ({ page }) => {
  await login(page, { as: 'advisor' });
  await page.goto('/auth/reset');
  await expect(page).toHaveURL(/\/my-profile$/);

  await page.context().clearCookies();
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  await login(page, { as: 'company' });
  await page.goto('/auth/reset');
  await expect.poll(() => urls).toContain('/company-profile-setup');
});
