// An advisor opens Account settings from the header, changes their e-mail (confirmed from the mail), changes their
// password and signs in with it, downloads their data as JSON, and finally deletes the account: signed out, and the
// account can no longer sign in.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../setup/mail-sink';
import { createConfirmedUser, decideAnalyticsConsent, mailDir, uniqueEmail } from './support/session';
import { expectToast } from './support/toasts';

const NEW_PASSWORD = 'Amber-Falcon-Orchard-77';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('change e-mail and password, export my data, then delete the account', async ({ page }) => {
  const user = await createConfirmedUser(page, { role: 'advisor', label: 'settings' });
  await expect(page.getByText(`Welcome, ${user.email}`)).toBeVisible();

  // Reachable from the signed-in header.
  await page.getByRole('banner').getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  // Change e-mail: a link goes to the new address; the change happens when it is opened.
  const newEmail = uniqueEmail('settings-new');
  const emailSection = section(page, 'E-mail address');
  await emailSection.getByLabel('New e-mail address').fill(newEmail);
  await emailSection.getByLabel('Current password').fill(user.password);
  const requestedAt = Date.now();
  await emailSection.getByRole('button', { name: 'Send Confirmation Link' }).click();
  await expectToast(page, 'Check your inbox', newEmail);
  await expect(emailSection.getByRole('status')).toContainText(newEmail);
  const mail = await waitForMail(mailDir(), newEmail, {
    subject: /new .* e-mail address/,
    after: requestedAt - 1000,
  });
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/settings$/);
  await expectToast(page, 'E-mail address updated', `You now sign in with ${newEmail}.`);
  await expect(page.getByRole('banner').getByText(`Welcome, ${newEmail}`)).toBeVisible();

  // Change password: a wrong current password is explained under its field; then the real change.
  const passwordSection = section(page, 'Password');
  await passwordSection.getByLabel('Current password').fill('Not-My-Password-1');
  await passwordSection.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await passwordSection.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await passwordSection.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordSection.getByRole('alert')).toHaveText('Your password is incorrect.');
  await passwordSection.getByLabel('Current password').fill(user.password);
  await passwordSection.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password changed');
  await expect(passwordSection.getByLabel('Current password')).toHaveValue('');

  // Sign out, then in again: the old password is refused, the new one works.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInWithForm(page, newEmail, user.password);
  await expectToast(page, 'Sign In Failed', 'Invalid email or password');
  await signInWithForm(page, newEmail, NEW_PASSWORD);
  await expectToast(page, 'Welcome back!');
  await expect(page).toHaveURL(/\/my-profile$/);

  // Export: a JSON file with the account in it and no secrets.
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await section(page, 'Export your data').getByRole('button', { name: 'Download My Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^boardly-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await file.path())!, 'utf8');
  const data = JSON.parse(text) as { account: { email: string; role: string } };
  expect(data.account).toMatchObject({ email: newEmail, role: 'advisor' });
  expect(text).not.toMatch(/"[^"]*(password|token|secret)[^"]*":/i);
  await expectToast(page, 'Your data is downloading');

  // Delete: an accessible confirmation dialog that needs the password and the word DELETE.
  await section(page, 'Delete account').getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
  await expect(confirm).toBeDisabled();
  // Escape closes it without deleting anything.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await section(page, 'Delete account').getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({ user: null });

  // The account is gone: signing in is refused.
  await signInWithForm(page, newEmail, NEW_PASSWORD);
  await expectToast(page, 'Sign In Failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});
