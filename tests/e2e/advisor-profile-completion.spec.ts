// A new advisor completes the profile form (the draft survives a reload), lands on the congratulations page,
// opens My Profile, edits it in place, and cancels an edit to get the saved values back.
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_BIOGRAPHY } from './support/advisor-profile';
import { signInNewUser, decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const group = (page: Page, legend: RegExp) => page.getByRole('group', { name: legend });

test('a new advisor completes the profile, edits it in place and cancels an edit', async ({ page }) => {
  // Signed out, the profile screens send the visitor to sign in.
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/advisor-setup');
  await expect(page).toHaveURL(/\/auth/);

  const { email } = await signInNewUser(page, { role: 'advisor' });
  // Until the profile is complete, My Profile shows the completion form too.
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'Complete your advisor profile', level: 1 })).toBeVisible();
  await page.goto('/advisor-setup');
  await expect(page.getByRole('heading', { name: 'Complete your advisor profile', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Complete your profile/);
  for (const section of [
    'Personal Information',
    'Professional Background',
    'Advisor Experience',
    'Work Preferences',
    'Additional Information',
  ]) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  const emailField = page.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');

  // Date of birth offers the last 85 years.
  const years = page.getByRole('combobox', { name: 'Year' }).getByRole('option');
  await expect(years).toHaveCount(86); // the "Year" placeholder + 85 years
  const thisYear = new Date().getFullYear();
  await expect(years.nth(1)).toHaveText(String(thisYear));
  await expect(years.last()).toHaveText(String(thisYear - 84));

  // Submitting empty explains every required field under it.
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await expect(page.getByText('Select at least one industry entry')).toBeVisible();
  await expect(page.getByText('Full biography is required')).toBeVisible();
  await expect(page.getByText('Work preference is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();

  // Personal information and part of the background, then a reload: the draft comes back.
  await page.getByRole('textbox', { name: 'First name' }).fill('Margaret');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0958');
  await page.getByRole('combobox', { name: 'Day' }).selectOption('14');
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
  await page.getByRole('combobox', { name: 'Year' }).selectOption('1968');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Female' });
  await page.getByRole('textbox', { name: 'Country' }).fill('United Kingdom');
  await page.getByRole('textbox', { name: 'City' }).fill('London');
  await page.getByRole('spinbutton', { name: 'Years of experience' }).fill('22');
  const industries = group(page, /^Industries/);
  await industries.getByRole('button', { name: 'Finance' }).click();
  await industries.getByRole('button', { name: 'Transportation' }).click();
  await expect(industries.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
  await industries.getByRole('textbox', { name: 'Another industry' }).fill('Maritime');
  await industries.getByRole('textbox', { name: 'Another industry' }).press('Enter');
  await expect(industries.getByRole('button', { name: 'Remove Maritime' })).toBeVisible();
  // A custom entry that matches a preset selects the preset instead of duplicating it.
  await industries.getByRole('textbox', { name: 'Another industry' }).fill('energy');
  await industries.getByRole('button', { name: 'Add' }).click();
  await expect(industries.getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-pressed', 'true');
  await industries.getByRole('button', { name: 'Energy' }).click();
  await expect(industries.getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-pressed', 'false');

  await page.waitForTimeout(1500); // the draft is written after 1 s without changes
  await page.reload();
  await expect(page.getByText('We restored the answers you had not saved yet.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Margaret');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('3');
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('1968');
  await expect(page.getByRole('spinbutton', { name: 'Years of experience' })).toHaveValue('22');
  await expect(industries.getByRole('button', { name: 'Transportation' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(industries.getByRole('button', { name: 'Remove Maritime' })).toBeVisible();

  // The rest of the form.
  const skills = group(page, /^Skills/);
  for (const skill of [
    'Fundraising',
    'Risk Management',
    'Compliance',
    'Leadership',
    'Strategy Development',
  ]) {
    await skills.getByRole('button', { name: skill, exact: true }).click();
  }
  const biography = page.getByRole('textbox', { name: 'Full biography' });
  await biography.fill(SAMPLE_BIOGRAPHY);
  await expect(page.getByText(`${SAMPLE_BIOGRAPHY.length} / 5,000 characters`)).toBeVisible();
  await expect(page.getByText('Tip: a biography of 200+ characters improves matching.')).toBeVisible();
  await page.getByRole('textbox', { name: 'LinkedIn profile' }).fill('linkedin.com/in/margaret-okafor');

  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByRole('group', { name: 'Advisory role 1' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company (required)', exact: true }).fill('Northwind Capital');
  await page.getByRole('textbox', { name: 'Company website' }).fill('northwind.example');
  await page.getByRole('textbox', { name: 'Your role' }).fill('Board advisor, finance');

  await page.getByRole('radio', { name: /^Part-time/ }).check();
  await page.getByRole('spinbutton', { name: 'Hours available per month' }).fill('12');
  await group(page, /^Available to work/)
    .getByRole('button', { name: 'Remote' })
    .click();
  const compensation = group(page, /^Compensation preference/);
  await compensation.getByRole('button', { name: 'Equity' }).click();
  await compensation.getByRole('button', { name: 'Paid' }).click();
  await page.getByRole('textbox', { name: 'Calendly link' }).fill('calendly.com/margaret-okafor');

  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/advisor-profile-saved$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find My Matches' })).toHaveAttribute(
    'href',
    '/advisor-matchmaking',
  );
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  // The draft is gone once the profile is saved.
  const drafts = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.includes('advisor-profile-draft')),
  );
  expect(drafts).toEqual([]);

  // My Profile: the saved values, links with https:// added.
  await page.getByRole('main').getByRole('link', { name: 'My Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('heading', { name: 'Margaret Okafor', level: 1 })).toBeVisible();
  await expect(page.getByText('22+ years experience · London, United Kingdom')).toBeVisible();
  const links = page.getByRole('list', { name: 'Your links' });
  await expect(links.getByRole('link', { name: 'Calendly' })).toHaveAttribute(
    'href',
    'https://calendly.com/margaret-okafor',
  );
  await expect(links.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://linkedin.com/in/margaret-okafor',
  );
  await expect(links.getByRole('link', { name: 'Calendly' })).toHaveAttribute('target', '_blank');
  const experience = page.getByRole('region', { name: 'Advisor Experience' });
  await expect(experience.getByRole('link', { name: 'Northwind Capital' })).toHaveAttribute(
    'href',
    /^https:\/\/northwind\.example\/?$/,
  );
  await expect(page.getByRole('region', { name: 'Profile strength' }).getByText('100%')).toBeVisible();

  // /advisor-setup now leads to /my-profile, and /my-account too.
  await page.goto('/advisor-setup');
  await expect(page).toHaveURL(/\/my-profile$/);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/my-profile$/);

  // Edit in place and save.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('London');
  await page.getByRole('textbox', { name: 'City' }).fill('Edinburgh');
  await group(page, /^Skills/)
    .getByRole('button', { name: 'Innovation' })
    .click();
  await page.getByRole('spinbutton', { name: 'Hours available per month' }).fill('20');
  // A required field left empty is explained and nothing is sent.
  await page.getByRole('textbox', { name: 'Country' }).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Country is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Country' }).fill('United Kingdom');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile saved');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  await expect(page.getByText('22+ years experience · Edinburgh, United Kingdom')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work Preferences' }).getByText('20 hours')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Professional Background' }).getByText('Innovation'),
  ).toBeVisible();

  // Start an edit and cancel it: the saved values come back.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Temporary');
  await page.getByRole('textbox', { name: 'City' }).fill('Nowhere');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Margaret Okafor', level: 1 })).toBeVisible();
  await expect(page.getByText('Nowhere')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Margaret');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Edinburgh');

  // A server-side rejection lands under the field and the spec's toast explains the failure.
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 422,
          json: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'City is too long',
              issues: [{ path: 'city', message: 'City is too long' }],
            },
          },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Error saving profile', 'Failed to save profile changes');
  await expect(page.getByText('City is too long')).toBeVisible();
  await page.unroute('**/api/profile');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
});

test('a company account opening /my-profile is sent to the company profile', async ({ page }) => {
  await signInNewUser(page, { role: 'company' });
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/company\/my-profile$/);
});
