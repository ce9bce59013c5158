// The public job page works signed out: the role in full, a share dialog with the share parameters, and a sign-in
// step (with the way back) before applying; signed in, the advisor applies in place. Unknown roles go to /404.
import { expect, test, type Page } from '@playwright/test';
import { advisorWithCompletedProfile } from './support/advisor-profile';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

interface ListedRole {
  id: string;
  title: string;
  details: { companyName: string; publicJobSlug: string | null; jobUrl: string | null } | null;
}

/** The newest open role of a seeded company, read through the public list (its first results are unlocked). */
async function newestRoleOf(page: Page, company: string) {
  const res = await page.request.get(`/api/jobs?company=${encodeURIComponent(company)}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: ListedRole[] };
  const role = items[0]!;
  return { id: role.id, title: role.title, ...role.details! };
}

test('a visitor reads and shares a role, signs in and applies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const role = await newestRoleOf(page, 'Helix Biosciences');
  const path = `/job/${role.publicJobSlug}`;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: role.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${role.title} at Helix Biosciences`));
  await expect(page.getByRole('link', { name: /Helix Biosciences/ }).first()).toBeVisible();
  const details = page.getByRole('region', { name: 'Role details' });
  for (const label of ['Industry', 'Type', 'Compensation type', 'Salary', 'Location', 'Posted']) {
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(details.getByText('Biotechnology')).toBeVisible();
  // The description is rendered as (sanitized) HTML: its list items are real list items.
  const description = page.getByRole('region', { name: 'About the role' });
  await expect(description.getByRole('heading', { name: 'What you will do' })).toBeVisible();
  await expect(description.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'About Helix Biosciences' })).toBeVisible();

  // Share: Copy Link puts the public URL with the share parameters on the clipboard; the networks get it too.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this role' });
  await expect(share).toBeVisible();
  await share.getByRole('button', { name: 'Copy Link' }).click();
  await expectToast(page, 'Link Copied!');
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toBe(path);
  expect(Object.fromEntries(copied.searchParams)).toEqual({
    utm_source: 'social',
    utm_medium: 'share',
    utm_campaign: 'job_share',
  });
  await expect(share.getByRole('textbox', { name: 'Link to this role' })).toHaveValue(copied.toString());
  for (const [network, host] of [
    ['LinkedIn', 'www.linkedin.com'],
    ['X', 'x.com'],
    ['Facebook', 'www.facebook.com'],
  ] as const) {
    const link = share.getByRole('link', { name: network });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.hostname).toBe(host);
    expect(href.search).toContain(encodeURIComponent(copied.toString()));
  }
  await page.keyboard.press('Escape');

  // Signed out, applying starts with signing in, and remembers the way back.
  await page.getByRole('link', { name: 'Sign In to Apply' }).click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);

  // Signed in as an advisor, the same button applies in place.
  await advisorWithCompletedProfile(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expectToast(page, 'Application submitted!', 'Your application has been sent to the company.');
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
});

test('a role hosted elsewhere applies on the company site, with the share parameters', async ({ page }) => {
  const role = await newestRoleOf(page, 'Voltaic Grid');
  expect(role.jobUrl).not.toBeNull();
  await page.goto(`/job/${role.id}`);
  await expect(page.getByRole('heading', { name: role.title, level: 1 })).toBeVisible();
  const applyNow = page.getByRole('link', { name: /Apply Now/ });
  await expect(applyNow).toHaveAttribute('target', '_blank');
  const href = new URL((await applyNow.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe(role.jobUrl);
  expect(href.searchParams.get('utm_campaign')).toBe('job_share');
});

test('an unknown role goes to the 404 page', async ({ page }) => {
  await page.goto('/job/no-such-role-anywhere');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
