// The public landing, job and advisor pages are readable before (and without) JavaScript: the server sends their
// markup (decision 012). With JavaScript, React takes that markup over without rendering anything again, and the
// page works as before.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { decideAnalyticsConsent } from './support/session';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

/** The first public role and advisor the sitemap lists (the demo seed has both). */
async function publicPaths(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const job = /<loc>[^<]*?(\/job\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  const advisor = /<loc>[^<]*?(\/advisor\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  expect(job && advisor).toBeTruthy();
  return { job: job!, advisor: advisor! };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the landing page, a role and an advisor profile', async ({ page, request }) => {
    const paths = await publicPaths(request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Experienced leaders/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth');

    await page.goto(paths.job);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About the role' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Role details' }).getByText('Industry')).toBeVisible();

    await page.goto(paths.advisor);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('React takes over the server markup without rendering the page again', async ({ page, request }) => {
  const paths = await publicPaths(request);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(paths.job);
  // Mark the server's heading: hydration keeps the element, a fresh render would replace it.
  // (By tag: the open dialog hides the page behind it from the accessibility tree.)
  const heading = page.locator('h1');
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  // Interactive once hydrated: the share dialog opens.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: /Share/ })).toBeVisible();
  await expect(heading).toHaveAttribute('data-from-server', 'yes');

  for (const path of ['/', paths.advisor]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
