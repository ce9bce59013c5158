// A new advisor whose profile is far from complete tries AI matching and gets the 'Profile incomplete' dialog with
// the completion percentage and what is missing, instead of a run. Also: who may open the matchmaking screen.
import { expect, test } from '@playwright/test';
import { signInNewUser, decideAnalyticsConsent, login } from './support/session';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('an incomplete advisor is asked to complete the profile before matching', async ({ page }) => {
  await signInNewUser(page, { role: 'advisor' });
  await page.goto('/advisor-matchmaking');
  await expect(page.getByRole('heading', { name: 'Your Matches', level: 1 })).toBeVisible();

  // Never matched yet: the empty state with its three ways forward.
  const empty = page.getByRole('heading', { name: 'No Matches Found' });
  await expect(empty).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/my-profile');
  await expect(page.getByRole('button', { name: 'Search Manually' })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Match with AI' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Profile incomplete' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Profile completion' })).toBeVisible();
  await expect(dialog.getByText(/^\d+%$/)).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Biography of at least 200 characters' }),
  ).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'At least 5 skills' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // No run was started.
  await expect(page.getByRole('dialog', { name: 'Finding the best matches…' })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Match with AI' }).first().click();
  await dialog.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
});

test('signed-out visitors sign in first; companies go to their dashboard', async ({ page }) => {
  await page.goto('/advisor-matchmaking?mode=manual');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadvisor-matchmaking%3Fmode%3Dmanual$/);

  await login(page, { as: 'company', goto: '/advisor-matchmaking' });
  await expect(page).toHaveURL(/\/company\/dashboard$/);
});
