// Nothing is reported before the visitor accepts analytics; after Accept every route change is a page view
// (with role and plan); after Decline nothing is, and the choice is remembered.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { screenshotBothWidths } from './support/screens';
import { login } from './support/session';

const PAGE_VIEWS = '/api/analytics/pageviews';

interface PageViewBody {
  path: string;
  search: string;
  role: string | null;
  plan: string;
}

function recordPageViews(page: Page): PageViewBody[] {
  const views: PageViewBody[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PAGE_VIEWS) views.push(request.postDataJSON() as PageViewBody);
  });
  return views;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics preferences' });

/**
 * Opens a server-rendered page and moves the pointer: its application, which shows the banner, starts on the
 * visitor's first sign of use (decision 013).
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(100, 100);
}

test('nothing is sent before Accept; page views follow every navigation after it', async ({ page }) => {
  const views = recordPageViews(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await page.mouse.move(100, 100);
  await expect(banner(page)).toBeVisible();
  await screenshotBothWidths(page, 'consent-banner');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await visit(page, '/advisor/eleanor-whitfield');
  await page.waitForLoadState('networkidle');
  expect(views).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => views.map((view) => view.path)).toEqual(['/advisor/eleanor-whitfield']);
  expect(views[0]).toMatchObject({ role: null, plan: 'free' });

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => views.map((view) => view.path)).toEqual(['/advisor/eleanor-whitfield', '/']);
  // A query change is a page view too.
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect
    .poll(() => views.map((view) => `${view.path}${view.search}`))
    .toEqual(['/advisor/eleanor-whitfield', '/', '/auth?tab=signup']);

  // The choice is stored: no banner on the next visit.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('true');
});

test('a signed-in subscriber is reported with their role and plan', async ({ page }) => {
  const views = recordPageViews(page);
  await login(page, { as: 'subscriber' });
  await page.goto('/pricing');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]).toMatchObject({ path: '/pricing', role: 'advisor', plan: 'annual' });
});

test('after Decline nothing is sent, and the banner stays away', async ({ page }) => {
  const views = recordPageViews(page);
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await page.reload();
  await page.mouse.move(120, 120);
  // The application has started (more scripts than the entry) and shows no banner.
  await expect
    .poll(() =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length,
      ),
    )
    .toBeGreaterThan(1);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('false');
  expect(views).toEqual([]);
});

test('closing the banner stores no choice: it returns on the next visit', async ({ page }) => {
  const views = recordPageViews(page);
  await visit(page, '/');
  await banner(page).getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await page.mouse.move(120, 120);
  await expect(banner(page)).toBeVisible();
  expect(views).toEqual([]);
});
