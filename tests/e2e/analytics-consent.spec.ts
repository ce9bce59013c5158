// Nothing is reported before the visitor accepts analytics; after Accept every route change is a page view
// (with role and plan); after Decline nothing is, and the choice is remembered.
import { expect, test, type Page } from '@playwright/test';
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

/** Opens a page; the banner is in the server's markup (decision 018), so nothing else is needed to see it. */
async function visit(page: Page, path: string) {
  await page.goto(path);
}

/** Records whether any pointer, scroll, wheel, touch or key event reached the page. */
async function watchForInteraction(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { interactions: string[] }).interactions = seen;
    const types = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll', 'wheel', 'mousemove'];
    for (const type of types) {
      window.addEventListener(
        type,
        (event) => {
          // Chromium moves the pointer by nothing after a layout under it (the headless shell's cursor rests at
          // 0,0): that is the browser's, not the visitor's.
          if (event instanceof MouseEvent && event.movementX === 0 && event.movementY === 0) return;
          seen.push(type);
        },
        true,
      );
    }
  });
  return () => page.evaluate(() => (window as unknown as { interactions: string[] }).interactions);
}

test('a fresh visitor sees the banner at first paint, and Decline as the very first press is stored', async ({
  page,
}) => {
  const views = recordPageViews(page);
  const interactions = await watchForInteraction(page);
  // The application never arrives: the press must not depend on it.
  await page.route(/\/assets\/boot-[^/]+\.js$/, () => undefined);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeVisible();
  expect(await interactions()).toEqual([]);

  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('false');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Respected on every later page: the server leaves the banner out.
  for (const path of ['/', '/auth', '/no/such/page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
  }
  expect(views).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner is there and Accept is stored by the form', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Experienced leaders/ })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'analytics_consent')?.value).toBe('true');
  });
});

test('nothing is sent before Accept; page views follow every navigation after it', async ({ page }) => {
  const views = recordPageViews(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();

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
  await expect(banner(page)).toBeVisible();
  expect(views).toEqual([]);
});
