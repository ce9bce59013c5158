// A company searches completed advisor profiles: a strong candidate ranks above a weaker one, the spec's filters
// live in the URL, the first two profiles open for free, and the third is refused ('Profile Limit Reached', and
// the other cards read 'Upgrade to View').
import { expect, test, type Page } from '@playwright/test';
import { advisorInOwnContext, companyWithProfile } from './support/company';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const results = (page: Page) => page.getByRole('list', { name: 'Advisors' }).getByRole('article');

test('search ranks a strong candidate first and allows two free profile views', async ({ page, browser }) => {
  test.setTimeout(300_000);
  // A town of its own keeps this journey's advisors apart from everyone else's in the shared database.
  const town = `Fjordby ${Math.random().toString(36).slice(2, 7)}`;
  await companyWithProfile(page, {
    industries: ['Technology', 'Energy'],
    skillsNeeded: ['Fundraising', 'International Expansion', 'Risk Management'],
    yearsExperienceRequired: 15,
    expectedMonthlyAvailability: 10,
  });
  const place = { city: town, country: 'Norway' };
  await advisorInOwnContext(browser, {
    ...place,
    firstName: 'Astrid',
    lastName: 'Lund',
    industries: ['Technology', 'Energy', 'Finance', 'Retail'],
    skills: [
      'Fundraising',
      'International Expansion',
      'Risk Management',
      'Leadership',
      'Compliance',
      'Sales',
    ],
    yearsExperience: 24,
    hoursAvailable: 16,
    compensationPreference: ['equity', 'paid'],
  });
  await advisorInOwnContext(browser, {
    ...place,
    firstName: 'Tomas',
    lastName: 'Berg',
    industries: ['Retail'],
    skills: ['Sales', 'Marketing', 'Operations', 'HR', 'Legal'],
    yearsExperience: 5,
    hoursAvailable: 4,
    compensationPreference: ['pro-bono'],
  });
  await advisorInOwnContext(browser, {
    ...place,
    firstName: 'Nadia',
    lastName: 'Holm',
    industries: ['Technology'],
    skills: ['Fundraising', 'Leadership', 'Strategy Development', 'Operations', 'Finance'],
    yearsExperience: 12,
    hoursAvailable: 8,
  });

  await page.goto('/company/dashboard');
  await page.getByRole('link', { name: 'Search advisors' }).click();
  await expect(page).toHaveURL('/search-advisors');
  await expect(page.getByRole('heading', { name: 'Search for Board of Advisors', level: 1 })).toBeVisible();

  // The free-text location filter (typed, then committed to the URL).
  await page.getByRole('searchbox', { name: 'Location' }).fill(town);
  await expect(page).toHaveURL(new RegExp(`location=${encodeURIComponent(town).replace(/%20/g, '\\+')}`));
  await expect(results(page)).toHaveCount(3);
  await expect(results(page).nth(0)).toHaveAccessibleName('Astrid Lund');
  await expect(results(page).nth(1)).toHaveAccessibleName('Nadia Holm');
  await expect(results(page).nth(2)).toHaveAccessibleName('Tomas Berg');
  const strong = results(page).nth(0);
  await expect(strong.getByText('100%')).toBeVisible();
  await expect(strong.getByRole('progressbar', { name: 'Match score 100%' })).toBeVisible();
  // 3 industries and 4 skills, then '+N more'.
  await expect(strong.getByRole('list', { name: 'Industries' }).getByRole('listitem')).toHaveText([
    'Technology',
    'Energy',
    'Finance',
    '+1 more',
  ]);
  await expect(strong.getByRole('list', { name: 'Skills' })).toContainText('+2 more');
  await expect(page.getByText('You have 2 free profile views left.')).toBeVisible();

  // Filters narrow in SQL and stay in the URL across a reload.
  await page.getByRole('combobox', { name: 'Industry' }).selectOption('Technology');
  await page.getByRole('combobox', { name: 'Minimum experience' }).selectOption('10');
  await expect(results(page)).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Minimum experience' })).toHaveValue('10');
  await expect(results(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Compensation' }).selectOption('Pro bono');
  await expect(page.getByRole('heading', { name: 'No advisors match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL('/search-advisors');
  await page.goto(`/search-advisors?location=${encodeURIComponent(town)}`);
  await expect(results(page)).toHaveCount(3);

  // A second tab, opened before any profile is viewed, keeps showing 'View Profile' buttons.
  const staleTab = await page.context().newPage();
  await staleTab.goto(`/search-advisors?location=${encodeURIComponent(town)}`);
  await expect(results(staleTab)).toHaveCount(3);

  // Two free views.
  await results(page).nth(0).getByRole('button', { name: 'View Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Astrid Lund' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Industries' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('You have 1 free profile view left.')).toBeVisible();
  await results(page).nth(2).getByRole('button', { name: 'View Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Tomas Berg' })).toBeVisible();
  await page.keyboard.press('Escape');

  // No free views left: the unviewed card reads 'Upgrade to View' (disabled); viewed ones re-open for free.
  await expect(
    page.getByText("You've viewed your 2 free profiles. Upgrade to see more advisor details."),
  ).toBeVisible();
  await expect(results(page).nth(1).getByRole('button', { name: 'Upgrade to View' })).toBeDisabled();
  await results(page).nth(0).getByRole('button', { name: 'View Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Astrid Lund' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The stale tab tries a third profile: the server refuses it.
  await results(staleTab).nth(1).getByRole('button', { name: 'View Profile' }).click();
  await expectToast(
    staleTab,
    'Profile Limit Reached',
    "You've viewed your 2 free profiles. Upgrade to see more advisor details.",
  );
  await expect(staleTab.getByRole('dialog')).toHaveCount(0);
  await expect(results(staleTab).nth(1).getByRole('button', { name: 'Upgrade to View' })).toBeDisabled();
  await staleTab.close();
});
