// Manual mode: an advisor browses every open role, pages through them, narrows them with the filters, and the
// whole view (mode, filters, page) lives in the URL, so it survives a reload and can be shared.
import { expect, test, type Page } from '@playwright/test';
import { decideAnalyticsConsent, login } from './support/session';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const roles = (page: Page) => page.getByRole('list', { name: 'Open roles' }).getByRole('article');
const filters = (page: Page) => page.getByRole('search', { name: 'Filter open roles' });
const roleCount = async (page: Page) =>
  Number((await page.getByText(/^\d+ open roles?( match your filters)?$/).innerText()).split(' ')[0]);
/**
 * The total of the next open-roles answer whose query passes `matches`. The page keeps showing the previous
 * results while a new filter loads, so a count read right after a filter change could still be the old one.
 */
const nextListTotal = (page: Page, matches: (query: URLSearchParams) => boolean) =>
  page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/jobs' && matches(url.searchParams);
    })
    .then(async (response) => ((await response.json()) as { total: number }).total);

test('an advisor filters open roles, pages through them and reloads the view', async ({ page }) => {
  await login(page, { as: 'advisor', goto: '/advisor-matchmaking' });
  await page.getByRole('tab', { name: 'Search Manually' }).click();
  await expect(page).toHaveURL(/\?mode=manual$/);
  await expect(page.getByRole('heading', { name: 'Explore Open Advisory Roles' })).toBeVisible();
  await expect(roles(page)).toHaveCount(10);
  const total = await roleCount(page);
  expect(total).toBeGreaterThan(50);

  // Free plan, manual mode: the first two roles on page 1 are open, the others locked.
  await expect(roles(page).nth(0).getByRole('button', { name: 'Learn More' })).toBeVisible();
  await expect(roles(page).nth(1).getByRole('button', { name: 'Learn More' })).toBeVisible();
  await expect(roles(page).nth(2).getByRole('link', { name: 'Unlock to view full details' })).toBeVisible();

  // Pagination: numbered pages with an ellipsis window, Previous/Next, and the page in the URL.
  const pager = page.getByRole('navigation', { name: 'Open roles pages' });
  const firstTitle = await roles(page).first().getByRole('heading').innerText();
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pager.getByText(`Page 2 of ${Math.ceil(total / 10)}`)).toBeVisible();
  await expect(roles(page).first().getByRole('heading')).not.toHaveText(firstTitle);
  await expect(roles(page).getByRole('button', { name: 'Learn More' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).not.toHaveURL(/page=/);

  // A text filter (typing is debounced) and a select filter narrow the list; both land in the URL.
  const titleAnswer = nextListTotal(page, (query) => query.get('title') === 'fundraising');
  await filters(page).getByRole('searchbox', { name: 'Title' }).fill('fundraising');
  await expect(page).toHaveURL(/[?&]title=fundraising\b/);
  const byTitle = await titleAnswer;
  expect(byTitle).toBeGreaterThan(0);
  expect(byTitle).toBeLessThan(total);
  await expect.poll(() => roleCount(page)).toBe(byTitle);
  await expect(page.getByText(/match your filters$/)).toBeVisible();
  expect(await roles(page).getByRole('heading').count()).toBe(Math.min(byTitle, 10));
  // Only unlocked roles show their title (a locked card names no role); those must match the filter.
  const titles = await roles(page)
    .filter({ has: page.getByRole('button', { name: 'Learn More' }) })
    .getByRole('heading')
    .allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain('fundraising');

  const remoteAnswer = nextListTotal(page, (query) => query.get('workType') === 'Remote');
  await filters(page).getByRole('combobox', { name: 'Work type' }).selectOption('Remote');
  await expect(page).toHaveURL(/[?&]workType=Remote\b/);
  const narrowed = await remoteAnswer;
  expect(narrowed).toBeLessThanOrEqual(byTitle);
  await expect.poll(() => roleCount(page)).toBe(narrowed);

  // The view survives a reload: same filters in the fields, same results.
  await page.reload();
  await expect(filters(page).getByRole('searchbox', { name: 'Title' })).toHaveValue('fundraising');
  await expect(filters(page).getByRole('combobox', { name: 'Work type' })).toHaveValue('Remote');
  await expect.poll(() => roleCount(page)).toBe(narrowed);

  // The feeds follow the filters on screen: the RSS link is advertised in the head too, and a reader gets the
  // public roles that match (issue #34).
  const rss = page.getByRole('link', { name: 'RSS', exact: true });
  await expect(rss).toHaveAttribute('href', '/feeds/roles.rss?title=fundraising&workType=Remote');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/feeds/roles.rss?title=fundraising&workType=Remote',
  );
  const feed = await page.request.get('/feeds/roles.rss?title=fundraising&workType=Remote');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const feedTitles = [...(await feed.text()).matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(
    (match) => match[1]!,
  );
  expect(feedTitles.length).toBeGreaterThan(0);
  expect(feedTitles.length).toBeLessThanOrEqual(narrowed);
  for (const title of feedTitles) expect(title.toLowerCase()).toContain('fundraising');

  // Filters that match nothing explain themselves; Clear Filters brings every role back.
  await filters(page).getByRole('searchbox', { name: 'Company' }).fill('no such company anywhere');
  await expect(page.getByRole('heading', { name: 'No roles match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL(/\?mode=manual$/);
  await expect(filters(page).getByRole('searchbox', { name: 'Title' })).toHaveValue('');
  await expect.poll(() => roleCount(page)).toBe(total);

  // Back to AI mode through the tabs.
  await page.getByRole('tab', { name: 'AI Matches' }).click();
  await expect(page).toHaveURL(/\/advisor-matchmaking$/);
});
