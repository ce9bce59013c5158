// An advisor chooses a public URL, turns the profile public, a visitor opens it by slug and by id, the advisor
// turns it private again (the visitor sees 'Profile Not Found'), and generates, previews and downloads the badge.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { advisorWithCompletedProfile } from './support/advisor-profile';
import { buy } from './support/billing';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

async function expectNotFound(visitor: Page) {
  await expect(visitor.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  await expect(
    visitor.getByText("The advisor profile you're looking for doesn't exist or is not publicly available."),
  ).toBeVisible();
}

test('an advisor shares a public profile and a badge', async ({ page, browser }) => {
  const { profile } = await advisorWithCompletedProfile(page);
  const slug = `margaret-okafor-${Date.now().toString(36)}`;
  const visitorContext = await browser.newContext();
  await decideAnalyticsConsent(visitorContext, false);
  const visitor = await visitorContext.newPage();

  await page.goto('/my-profile');
  const share = page.getByRole('region', { name: 'Share My Profile' });
  const visibility = share.getByRole('switch', { name: 'Public profile' });
  await expect(visibility).toHaveAttribute('aria-checked', 'false');

  // The public URL: malformed and taken slugs are explained under the field.
  const slugField = share.getByRole('textbox', { name: 'Public profile URL' });
  await slugField.fill('Not a slug!');
  await share.getByRole('button', { name: 'Save URL' }).click();
  await expect(share.getByText(/Use 3-60 lowercase letters, numbers and hyphens/)).toBeVisible();
  await slugField.fill('admin');
  await share.getByRole('button', { name: 'Save URL' }).click();
  await expect(share.getByText('This profile URL is already taken')).toBeVisible();
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await slugField.fill(slug);
  await share.getByRole('button', { name: 'Save URL' }).click();
  await expectToast(page, 'Profile URL saved');
  await expect(share.getByText(`/advisor/${slug}`, { exact: false })).toBeVisible();
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/advisor/${slug}$`));

  // Still private: visitors see 'Profile Not Found'.
  await visitor.goto(`/advisor/${slug}`);
  await expectNotFound(visitor);
  await expect(visitor).toHaveTitle(/Profile Not Found/);

  // Public: the page opens by slug and by id, signed out.
  await visibility.click();
  await expectToast(page, 'Your profile is public');
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await visitor.goto(`/advisor/${slug}`);
  await expect(visitor.getByRole('heading', { name: 'Margaret Okafor', level: 1 })).toBeVisible();
  await expect(visitor).toHaveTitle(/Margaret Okafor/);
  await expect(visitor.getByText('London, United Kingdom')).toBeVisible();
  await expect(visitor.getByText('22+ years experience')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Schedule Meeting' })).toHaveAttribute(
    'href',
    'https://calendly.com/margaret-okafor',
  );
  await expect(visitor.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://linkedin.com/in/margaret-okafor',
  );
  await expect(visitor.getByRole('region', { name: 'About' })).toContainText('Former CFO of two listed');
  await expect(visitor.getByRole('region', { name: 'Industries' }).getByRole('listitem')).toHaveText([
    'Finance',
    'Transportation',
    'Maritime',
  ]);
  await expect(visitor.getByRole('region', { name: 'Key Skills' })).toContainText('Risk Management');
  const availability = visitor.getByRole('region', { name: 'Experience & Availability' });
  await expect(availability).toContainText('22+ years');
  await expect(availability).toContainText('12 hours');
  await expect(availability).toContainText('Part-time');
  const opportunities = visitor.getByRole('region', { name: 'Work Opportunities' });
  await expect(opportunities).toContainText('Remote, On-site');
  await expect(opportunities).toContainText('Equity, Paid');
  await expect(visitor.getByRole('heading', { name: 'Ready to Connect?' })).toBeVisible();
  await expect(visitor.getByText('Early Supporter')).toHaveCount(0);
  await expect(visitor.getByText('advisor@', { exact: false })).toHaveCount(0);
  await visitor.goto(`/advisor/${profile.id}`);
  await expect(visitor.getByRole('heading', { name: 'Margaret Okafor', level: 1 })).toBeVisible();
  // Lifetime members carry the Early Supporter mark: the advisor buys Lifetime, and the visitor sees it at once.
  await page.goto('/pricing');
  await buy(page, 'Lifetime', '$399');
  await visitor.reload();
  await expect(visitor.getByText('Early Supporter')).toBeVisible();

  // The badge: generated, previewed, text copied, downloaded as a 586×500 PNG.
  await page.goto('/my-profile');
  await share.getByRole('button', { name: 'Generate Badge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your advisor badge' });
  await expect(dialog).toBeVisible();
  const badgeImage = dialog.getByRole('img', { name: 'Advisor badge for Margaret Okafor' });
  await expect(badgeImage).toBeVisible();
  await expect.poll(() => badgeImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(586);
  await expect(dialog.getByRole('alert')).toHaveCount(0); // public: no warning
  const viewPublic = dialog.getByRole('link', { name: 'View Public Profile' });
  const profileUrl = await viewPublic.getAttribute('href');
  expect(profileUrl).toContain(`/advisor/${slug}?`);
  expect(profileUrl).toContain('utm_source=badge&utm_medium=social&utm_campaign=profile_share');
  await expect(viewPublic).toHaveAttribute('target', '_blank');

  await dialog.getByRole('button', { name: 'Copy Post Text' }).click();
  await expectToast(page, 'Post text copied to clipboard!');
  const post = await page.evaluate(() => navigator.clipboard.readText());
  expect(post).toContain(profileUrl!);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Badge' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^badge_Margaret_Okafor_\d{4}-\d{2}-\d{2}\.png$/);
  await expectToast(page, 'Badge downloaded successfully!');
  const badgeFile = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(badgeFile);
  const badge = await sharp(badgeFile).metadata();
  expect(badge.format).toBe('png');
  expect([badge.width, badge.height]).toEqual([586, 500]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Private again: the badge dialog warns about it and offers to make the profile public.
  await visibility.click();
  await expectToast(page, 'Your profile is private');
  await share.getByRole('button', { name: 'Generate Badge' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your profile is not public');
  await dialog.getByRole('button', { name: 'Make profile public' }).click();
  await expectToast(page, 'Your profile is public');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');

  // Turned private: visitors see 'Profile Not Found' by slug and by id.
  await visibility.click();
  await expectToast(page, 'Your profile is private');
  await expect(visibility).toHaveAttribute('aria-checked', 'false');
  await visitor.goto(`/advisor/${slug}`);
  await expectNotFound(visitor);
  await visitor.goto(`/advisor/${profile.id}`);
  await expectNotFound(visitor);

  // A badge that cannot be generated says so.
  await page.route('**/api/profile/badge', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
  );
  await share.getByRole('button', { name: 'Generate Badge' }).click();
  await expectToast(page, 'Badge generation failed');
  await visitorContext.close();
});
