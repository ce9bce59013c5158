// A company shares /position/{id}: visitors see the role with View Full Details, Apply as Advisor, Share and Back
// to Home; a closed or unknown position sends them home with a toast. The sitemap lists public roles.
import { expect, test } from '@playwright/test';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('a visitor opens a shared position and goes on to the full role', async ({ page }) => {
  const res = await page.request.get('/api/jobs?company=Ledgerline');
  const { items } = (await res.json()) as {
    items: { id: string; title: string; details: { publicJobSlug: string } }[];
  };
  const role = items[0]!;

  await page.goto(`/position/${role.id}`);
  await expect(page.getByRole('heading', { name: role.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Ledgerline', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply as Advisor' })).toHaveAttribute(
    'href',
    new RegExp(`^/auth\\?role=advisor&next=${encodeURIComponent(`/job/${role.details.publicJobSlug}`)}$`),
  );
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

  await page.getByRole('link', { name: 'View Full Details' }).click();
  await expect(page).toHaveURL(`/job/${role.details.publicJobSlug}`);
  await expect(page.getByRole('heading', { name: role.title, level: 1 })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown position sends the visitor home with a toast', async ({ page }) => {
  await page.goto('/position/00000000-0000-4000-8000-000000000000');
  await expectToast(page, 'Job Not Found', 'This job position is no longer available.');
  await expect(page).toHaveURL('/');
});

test('the sitemap lists the public roles', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const jobUrls = [...xml.matchAll(/<loc>([^<]*\/job\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(jobUrls.length).toBeGreaterThanOrEqual(60);
  const jobs = await request.get('/api/jobs?company=Helix%20Biosciences');
  const { items } = (await jobs.json()) as { items: { details: { publicJobSlug: string } }[] };
  expect(jobUrls.some((url) => url.endsWith(`/job/${items[0]!.details.publicJobSlug}`))).toBe(true);
});
