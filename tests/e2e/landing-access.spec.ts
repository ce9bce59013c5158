// The landing page's 'Future Advisory Opportunities' grid is a teaser for people without access: visitors and
// advisors without a plan see the 20 sample roles; a subscriber does not.
import { expect, test } from '@playwright/test';
import { decideAnalyticsConsent, DEMO_USERS, login } from './support/session';

const GRID = 'Future Advisory Opportunities';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('a visitor sees the sample opportunities, and every detail link leads to sign-in', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: GRID });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(20);
  await expect(grid.getByRole('link', { name: 'View Details' })).toHaveCount(20);
  await grid.getByRole('link', { name: 'View All Opportunities' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an advisor without a plan still sees the grid', async ({ page }) => {
  await login(page, { as: 'advisor', goto: '/' });
  await expect(page.getByText(`Welcome, ${DEMO_USERS.advisor.email}`)).toBeVisible();
  await expect(page.getByRole('region', { name: GRID })).toBeVisible();
});

test('a subscriber does not see the grid', async ({ page }) => {
  await login(page, { as: 'subscriber', goto: '/' });
  await expect(page.getByText(`Welcome, ${DEMO_USERS.subscriber.email}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: GRID })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: GRID })).toHaveCount(0);
});
