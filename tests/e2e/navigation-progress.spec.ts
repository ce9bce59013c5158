// Moving between signed-in pages shows progress while the next page's data loads (issue #29): the server holds the
// next page's answer until the bar has been seen, so nothing here depends on timing.
import { expect, test, type Route } from '@playwright/test';
import { decideAnalyticsConsent, login } from './support/session';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('an advisor going to My Applications sees a progress bar until the page is there', async ({ page }) => {
  await login(page, { as: 'advisor' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/my-applications', async (route: Route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('banner').getByRole('link', { name: 'My Applications' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading the next page' });
  await expect(bar).toBeVisible();
  // The page being left stays put under the bar: the bar is fixed over it, nothing moves.
  await expect(page).toHaveURL(/\/messages$/);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
