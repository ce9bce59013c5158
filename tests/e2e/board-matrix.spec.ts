// The board skills matrix and compensation context (issue #35 parts 4–5, decision 051), both sides in a browser:
// a company describes its board (refused by field with no members or an ended term, nothing lost) and sees its
// gaps and the terms ending within 12 months; the demo company's advisor search says who fills its gaps; a visitor
// weighing the demo company's role sees its equity against the FAST grid and an honest "no figure" for pay.
import { expect, test } from '@playwright/test';
import { companyWithProfile } from './support/company';
import { decideAnalyticsConsent, login } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a company describes its board and sees its gaps and the terms ending soon', async ({ page }) => {
  test.setTimeout(180_000);
  await companyWithProfile(page, { skillsNeeded: ['Fundraising', 'Legal', 'Risk Management'] });
  await page.goto('/company/board');
  await expect(page.getByRole('heading', { name: 'Board skills matrix', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No board described yet' })).toBeVisible();

  // No members: refused with a clear message, nothing sent.
  await page.getByRole('button', { name: 'Remove member 1' }).click();
  await page.getByRole('button', { name: 'Save board' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one board member' })).toBeVisible();

  await page.getByRole('button', { name: 'Add member' }).click();
  await page.getByRole('textbox', { name: 'Member 1 name or initials' }).fill('A. Chen');
  await page.getByLabel('Term ends').first().fill(dayFromNow(-3));
  const firstSkills = page.getByRole('group', { name: /Skills of member 1/ });
  await firstSkills.getByRole('button', { name: 'Fundraising', exact: true }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  await page.getByRole('textbox', { name: 'Member 2 name or initials' }).fill('RM');
  await page
    .getByRole('group', { name: /Skills of member 2/ })
    .getByRole('button', { name: 'Legal', exact: true })
    .click();
  await page
    .getByRole('group', { name: /Target skills/ })
    .getByRole('button', { name: 'Mergers & Acquisitions', exact: true })
    .click();

  // A term that has already ended: the server's message under the field; what was typed stays.
  await page.getByRole('button', { name: 'Save board' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This term has already ended: remove the member or correct the date' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Member 2 name or initials' })).toHaveValue('RM');

  await page.getByLabel('Term ends').first().fill(dayFromNow(60));
  await page.getByRole('button', { name: 'Save board' }).click();
  await expectToast(page, 'Board saved');
  const gaps = page.getByRole('heading', { name: 'Gaps (2)' }).locator('..');
  await expect(gaps.getByRole('listitem')).toHaveText(['Risk Management', 'Mergers & Acquisitions']);
  await expect(page.getByRole('heading', { name: 'Covered (2)' })).toBeVisible();
  const ending = page.getByRole('heading', { name: 'Terms ending within 12 months' }).locator('..');
  await expect(ending).toContainText('A. Chen');
  await expect(page.getByRole('table', { name: 'Board skills matrix: skills by member' })).toBeVisible();

  // Saved on the server: a reload shows the same board.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Member 1 name or initials' })).toHaveValue('A. Chen');
  await expect(page.getByRole('heading', { name: 'Gaps (2)' })).toBeVisible();
});

test('the demo company’s search says which advisors fill its board gaps', async ({ page }) => {
  await login(page, { as: 'company', goto: '/search-advisors' });
  await expect(
    page
      .getByRole('list', { name: 'Advisors' })
      .getByRole('article')
      .filter({ hasText: 'Eleanor Whitfield' })
      .getByText(
        'Fills 3 of your 4 board gaps: Strategic Planning, Mergers & Acquisitions and Risk Management',
      ),
  ).toBeVisible();
});

test('an advisor weighing a role sees its equity against the FAST grid, and no invented pay figure', async ({
  page,
}) => {
  await login(page, { as: 'advisor', goto: '/job/m-a-advisor-northwind-robotics-1000' });
  const context = page.getByRole('region', { name: 'Compensation in context' });
  await expect(context).toContainText(
    '0.5 % advisory equity: between Strategic and Expert of the FAST grid for a growth-stage company (Series A).',
  );
  await expect(context.getByRole('definition')).toHaveText(['0.15 %', '0.3 %', '0.6 %']);
  await expect(context).toContainText('so no figure is shown');
  await expect(context.getByRole('link', { name: /FAST agreement/ })).toHaveAttribute(
    'href',
    'https://fi.co/fast',
  );
});
