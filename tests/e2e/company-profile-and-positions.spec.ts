// A new company signs up, is guarded to its profile, saves it with a logo file (bad logos refused with the spec's
// messages), posts a position (the 'Validation Error' toast first), shares it, deactivates and reactivates it,
// edits it, and uses the older posting form.
import { expect, test, type Page } from '@playwright/test';
import { documentAsLogo, logoPng, oversizedLogo, SAMPLE_POSITION } from './support/company';
import { APP_ORIGIN, signInNewUser, decideAnalyticsConsent } from './support/session';
import { expectToast, toast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

type Payload = { name: string; mimeType: string; buffer: Buffer };

async function chooseLogo(page: Page, file: Payload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /(Upload|Replace) logo file/ }).click();
  await (await chooser).setFiles(file);
}

test('a new company sets up its profile, then posts, shares, pauses and edits a position', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
  await signInNewUser(page, { role: 'company' });

  // Guarded: without a completed company profile, the dashboard sends the company to its profile.
  await page.goto('/company/dashboard');
  await expect(page).toHaveURL(/\/company\/my-profile$/);
  await expect(page.getByRole('heading', { name: 'Create your company profile', level: 1 })).toBeVisible();

  // The four required fields say so in words.
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Company description is required')).toBeVisible();
  await expect(page.getByText('Contact full name is required')).toBeVisible();
  await expect(page.getByText('Contact position is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Company name' }).fill('Harbor Lights Energy');
  await page.getByRole('textbox', { name: 'Website' }).fill('harborlights.example');
  await page
    .getByRole('textbox', { name: 'Company description' })
    .fill('Harbor Lights Energy builds grid-scale battery storage for ports and industrial parks.');
  const industries = page.getByRole('group', { name: 'Industries' });
  for (const industry of ['Energy', 'Technology']) {
    await industries.getByRole('button', { name: industry, exact: true }).click();
    await expect(industries.getByRole('button', { name: industry, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.getByRole('combobox', { name: 'Company size' }).selectOption('11-50');
  await page.getByRole('combobox', { name: 'Funding stage' }).selectOption('Series A');
  await page.getByRole('textbox', { name: 'City' }).fill('Oslo');
  await page.getByRole('textbox', { name: 'Country' }).fill('Norway');
  await page.getByRole('textbox', { name: 'Contact full name' }).fill('Ingrid Solberg');
  await page.getByRole('textbox', { name: 'Contact position' }).fill('Chief Executive Officer');
  await page.getByRole('textbox', { name: 'Contact LinkedIn' }).fill('linkedin.com/in/ingrid-solberg');
  for (const skill of ['Fundraising', 'International Expansion']) {
    await page
      .getByRole('group', { name: 'Skills needed' })
      .getByRole('button', { name: skill, exact: true })
      .click();
  }
  // Non-numeric becomes 0; whole numbers are kept.
  await page.getByRole('spinbutton', { name: 'Years of experience required' }).fill('15');
  await page.getByRole('combobox', { name: 'Compensation type' }).selectOption('Combination');

  // Logo: a pasted URL must be an image URL; files must be images under 2 MB.
  const logoUrl = page.getByRole('textbox', { name: 'Or paste an image URL' });
  await logoUrl.fill('https://harborlights.example/logo');
  await logoUrl.blur();
  await expectToast(page, 'Invalid Image URL', 'Please enter a valid image URL');
  await chooseLogo(page, oversizedLogo());
  await expect(
    toast(page, 'Invalid file').filter({ hasText: 'File size must be less than 2MB' }),
  ).toBeVisible();
  await chooseLogo(page, documentAsLogo());
  await expect(
    toast(page, 'Invalid file').filter({ hasText: 'Please upload a valid image file' }),
  ).toBeVisible();
  // Choosing one clears the other: a valid URL, then a file replaces it.
  await logoUrl.fill('https://cdn.example.com/harbor-lights.png');
  await expect(page.getByRole('button', { name: 'Upload logo file' })).toBeVisible();
  await chooseLogo(page, await logoPng());
  await expectToast(page, 'Logo uploaded');
  await expect(logoUrl).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Replace logo file' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Harbor Lights Energy logo' })).toHaveAttribute(
    'src',
    /^\/files\/logos\//,
  );

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile Saved', 'Your company profile has been successfully saved!');
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  const saved = (await (await page.request.get('/api/company/profile')).json()) as {
    profile: { logoUrl: string; expectedMonthlyAvailability: number; websiteUrl: string };
  };
  expect(saved.profile.logoUrl).toMatch(/^\/files\/logos\/.+\.webp$/);
  expect(saved.profile.expectedMonthlyAvailability).toBe(0);
  expect(saved.profile.websiteUrl).toMatch(/^https:\/\/harborlights\.example\/?$/);

  // The dashboard starts empty.
  await expect(page.getByRole('heading', { name: 'Company Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No positions posted yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search advisors' })).toHaveAttribute(
    'href',
    '/search-advisors',
  );

  // Post Position: the first missing field is named in a 'Validation Error' toast.
  await page.getByRole('button', { name: 'Post Position' }).click();
  const create = page.getByRole('dialog', { name: 'Post a board position' });
  await create.getByRole('textbox', { name: 'Title' }).fill(SAMPLE_POSITION.title);
  await create.getByRole('button', { name: 'Publish Position' }).click();
  await expectToast(page, 'Validation Error', 'industry is required');
  await expect(create.getByText('company summary is required')).toBeVisible();
  await expect(create.getByRole('combobox', { name: 'Industry' })).toBeFocused();

  await create.getByRole('combobox', { name: 'Industry' }).selectOption('Energy');
  await create.getByRole('textbox', { name: 'City' }).fill('Oslo');
  await create.getByRole('textbox', { name: 'Country' }).fill('Norway');
  await create.getByRole('combobox', { name: 'Work type' }).selectOption('hybrid');
  await create.getByRole('combobox', { name: 'Compensation' }).selectOption('combination');
  await create.getByRole('combobox', { name: 'Engagement' }).selectOption('part-time');
  await create.getByRole('textbox', { name: 'Company summary' }).fill(SAMPLE_POSITION.companySummary);
  const description = create.getByRole('textbox', { name: 'Job description' });
  await description.fill('Chair our audit committee through our next funding round.');
  await description.selectText();
  await create
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Paragraph' })
    .click();
  await expect(description).toHaveValue('<p>Chair our audit committee through our next funding round.</p>');
  await create.getByRole('textbox', { name: 'External job URL' }).fill('not a link');
  await create.getByRole('button', { name: 'Publish Position' }).click();
  await expectToast(page, 'Validation Error', 'External job URL must be a valid http(s) link');
  await create.getByRole('textbox', { name: 'External job URL' }).clear();
  // The company has a logo, so the position's own is optional.
  await expect(create.getByText('Optional: leave empty to use your company logo.')).toBeVisible();
  await create.getByRole('button', { name: 'Publish Position' }).click();
  await expectToast(page, 'Position published successfully');
  await expect(create).toBeHidden();

  const row = page
    .getByRole('list', { name: 'Positions' })
    .getByRole('article', { name: SAMPLE_POSITION.title });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: '0 applicants' })).toHaveAttribute(
    'href',
    /^\/company\/applicants\?job_id=[0-9a-f-]{36}$/,
  );
  await expect(page.getByText('Page 1 of 1')).toBeVisible();

  // Share Position copies {origin}/position/{id}, and the link opens the public position.
  await row.getByRole('button', { name: 'Share Position' }).click();
  await expectToast(page, 'Link Copied!');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${APP_ORIGIN}/position/[0-9a-f-]{36}$`));

  // Deactivate and reactivate.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Job deactivated successfully');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  const closed = await page.request.get(`/api/positions/${copied.split('/').pop()}`);
  expect(closed.status()).toBe(404);
  await row.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'Job activated successfully');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // A failing toggle says so; a refused clipboard shows the link instead.
  await page.route('**/api/company/positions/*/status', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down.' } } }),
  );
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Failed to update job status');
  await page.unroute('**/api/company/positions/*/status');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
  });
  await row.getByRole('button', { name: 'Share Position' }).click();
  await expect(toast(page, 'Copy Failed')).toContainText(copied);

  // Edit: the same required fields plus the company name.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit position' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(SAMPLE_POSITION.title);
  await edit.getByRole('textbox', { name: 'Company name' }).clear();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Validation Error', 'company name is required');
  await edit.getByRole('textbox', { name: 'Company name' }).fill('Harbor Lights Energy AS');
  await edit.getByRole('textbox', { name: 'Title' }).fill('Board Chair, Audit Committee');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Success', 'Position updated successfully');
  await expect(edit).toBeHidden();
  const edited = page.getByRole('list', { name: 'Positions' }).getByRole('article', {
    name: 'Board Chair, Audit Committee',
  });
  await expect(edited).toBeVisible();

  // The older posting form: title and description required.
  await page.goto('/post-board-position');
  await expect(page.getByRole('heading', { name: 'Post a Board Position', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Post Position' }).click();
  await expectToast(page, 'Validation Error', 'title is required');
  await page.getByRole('textbox', { name: 'Position title' }).fill('Strategic Advisor, Port Partnerships');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Help us open doors with port authorities.\n\nFour calls a year.');
  await page.getByRole('combobox', { name: 'Engagement type' }).selectOption('Strategic Advisor');
  await page.getByRole('button', { name: 'Post Position' }).click();
  await expectToast(page, 'Position published successfully');
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  // Newest first.
  await expect(
    page.getByRole('list', { name: 'Positions' }).getByRole('article').first(),
  ).toHaveAccessibleName('Strategic Advisor, Port Partnerships');
});

test('signed-out visitors are sent to sign in; advisors are told the area is for companies', async ({
  page,
}) => {
  await page.goto('/company/applicants');
  await expect(page).toHaveURL(/\/auth\?next=%2Fcompany%2Fapplicants$/);

  await signInNewUser(page, { role: 'advisor' });
  await page.goto('/company/dashboard');
  await expect(page.getByRole('heading', { name: 'This area is for company accounts' })).toBeVisible();
  await page.goto('/post-board-position');
  await expect(page.getByRole('heading', { name: 'This area is for company accounts' })).toBeVisible();
});
