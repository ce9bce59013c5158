// An advisor opens a role from manual search, applies in place ('Apply Fast' → 'Applying...' → 'Applied'), and a
// second attempt from a stale tab is answered with 'Already Applied'. The application shows on My Applications.
// Roles hosted on the company's own site open there instead ('Apply Now', with the share parameters).
import { expect, test, type Page } from '@playwright/test';
import { advisorWithCompletedProfile } from './support/advisor-profile';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const roles = (page: Page) => page.getByRole('list', { name: 'Open roles' }).getByRole('article');

test('an advisor applies to a role, twice', async ({ page, context }) => {
  await advisorWithCompletedProfile(page);
  await page.goto('/advisor-matchmaking?mode=manual');
  const card = roles(page).first();
  const title = await card.getByRole('heading').innerText();

  // A second tab with the same role open, from before the application exists.
  const staleTab = await context.newPage();
  await staleTab.goto('/advisor-matchmaking?mode=manual');
  await roles(staleTab).first().getByRole('button', { name: 'Learn More' }).click();
  const staleDialog = staleTab.getByRole('dialog', { name: title });
  await expect(staleDialog.getByRole('button', { name: 'Apply Fast' })).toBeEnabled();

  await card.getByRole('button', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'About the role' })).toBeVisible();
  await expect(dialog.getByText('Salary', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Fast' }).click();
  await expectToast(page, 'Application Sent!', 'Application sent. The company can now view your profile.');
  await expect(dialog.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();

  // The stale tab tries again: the server refuses the duplicate and the dialog shows Applied.
  await staleDialog.getByRole('button', { name: 'Apply Fast' }).click();
  await expectToast(staleTab, 'Already Applied', 'You already applied to this role.');
  await expect(staleDialog.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await staleTab.close();

  // After a reload the role still reads Applied, in the list and in the dialog.
  await page.reload();
  await expect(roles(page).first().getByText('Applied', { exact: true })).toBeVisible();
  await roles(page).first().getByRole('button', { name: 'Learn More' }).click();
  await expect(
    page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Applied' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');

  // My Applications lists it with its status (reached from the header, where it now has its own entry).
  await page.getByRole('banner').getByRole('link', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByRole('heading', { name: 'My Applications', level: 1 })).toBeVisible();
  const application = page.getByRole('article', { name: new RegExp(`^${title}`) });
  await expect(application).toBeVisible();
  // The status badge first, then the step in the application's timeline.
  await expect(application.getByText('Applied', { exact: true }).first()).toBeVisible();
  await expect(application.getByRole('list', { name: /^Timeline of/ }).getByText('Applied')).toBeVisible();
  await expect(application.getByText(/^Applied [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
});

test('a role hosted on the company site opens there with the share parameters', async ({ page }) => {
  await advisorWithCompletedProfile(page);
  // Voltaic Grid's newest role is hosted on its careers page (see the demo seed).
  await page.goto('/advisor-matchmaking?mode=manual&company=Voltaic');
  await roles(page).first().getByRole('button', { name: 'Learn More' }).click();
  const applyNow = page.getByRole('dialog').getByRole('link', { name: /Apply Now/ });
  await expect(applyNow).toHaveAttribute('target', '_blank');
  const href = new URL((await applyNow.getAttribute('href'))!);
  expect(href.hostname).toBe('careers.voltaic-grid.example');
  expect(href.searchParams.get('utm_source')).toBe('social');
  expect(href.searchParams.get('utm_medium')).toBe('share');
  expect(href.searchParams.get('utm_campaign')).toBe('job_share');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Apply Fast' })).toHaveCount(0);
});

test('an advisor with no applications is pointed to their matches', async ({ page }) => {
  await advisorWithCompletedProfile(page);
  await page.goto('/my-applications');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await page.getByRole('link', { name: 'See my matches' }).click();
  await expect(page).toHaveURL(/\/advisor-matchmaking$/);
});
