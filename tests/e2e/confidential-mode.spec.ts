// Issue #34 part 1 (decision 044): an advisor turns confidential mode on in Settings and sees what companies will
// see; a company finds only the anonymised card; the advisor is told before applying that it reveals them; after
// the application the company sees the name.
import { expect, test } from '@playwright/test';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('an advisor in confidential mode is an anonymous card to a company until they apply to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const town = `Hushby ${Math.random().toString(36).slice(2, 7)}`;
  await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Chair of the Risk Committee' });
  const advisor = await advisorInOwnContext(
    browser,
    {
      city: town,
      country: 'Norway',
      firstName: 'Ottoline',
      lastName: 'Brackenbury',
      industries: ['Finance', 'Fintech'],
    },
    { keepOpen: true },
  );
  const advisorPage = advisor.page;

  // The advisor turns it on in Settings, with the card companies will see.
  await advisorPage.goto('/settings');
  const section = advisorPage.getByRole('region', { name: 'Confidential mode' });
  await section.getByRole('switch', { name: /Hide my identity from companies/ }).click();
  await section
    .getByRole('textbox', { name: 'Headline companies see instead of your name' })
    .fill('Fintech CFO');
  await expect(section.getByText(`Fintech CFO · ${town}`)).toBeVisible();
  await section.getByRole('button', { name: 'Save confidential mode' }).click();
  await expectToast(advisorPage, 'Confidential mode saved.');

  // The company finds the anonymised card: no name anywhere on the page.
  await page.goto(`/search-advisors?location=${encodeURIComponent(town)}`);
  const card = page.getByRole('list', { name: 'Advisors' }).getByRole('article', { name: 'Fintech CFO' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Confidential')).toBeVisible();
  await expect(page.getByText('Brackenbury')).toHaveCount(0);

  // Applying: the notice comes first, then the application.
  await advisorPage.goto(`/job/${position.id}`);
  await expect(advisorPage.getByRole('note')).toContainText('Confidential mode is on.');
  await expect(advisorPage.getByRole('note')).toContainText('reveals your name');
  await advisorPage.getByRole('button', { name: 'Apply Now' }).click();
  await expectToast(advisorPage, 'Application submitted!', 'Your application has been sent to the company.');
  await advisor.context.close();

  // Now the company sees who it is.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Advisors' }).getByRole('article', { name: 'Ottoline Brackenbury' }),
  ).toBeVisible();
  await page.goto(`/company/applicants?job_id=${position.id}`);
  await expect(page.getByText('Ottoline Brackenbury').first()).toBeVisible();
});
