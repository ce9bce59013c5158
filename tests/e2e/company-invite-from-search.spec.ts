// Issue #29 (decision 038): a company invites an advisor straight from a search result card, without opening the
// profile (no view spent); the toast says how the advisor gets it; the invitation is then on "Invitations sent",
// per position; and the company's plans page speaks to a company.
import { expect, test } from '@playwright/test';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { decideAnalyticsConsent } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('a company invites from a search card and finds the invitation among those it sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const town = `Inviteby ${Math.random().toString(36).slice(2, 7)}`;
  await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Chair of the Audit Committee' });
  await advisorInOwnContext(browser, { city: town, country: 'Norway', firstName: 'Sigrid', lastName: 'Aas' });

  await page.goto(`/search-advisors?location=${encodeURIComponent(town)}`);
  const card = page.getByRole('list', { name: 'Advisors' }).getByRole('article', { name: 'Sigrid Aas' });
  await expect(page.getByText('You have 2 free profile views left.')).toBeVisible();
  await card.getByRole('button', { name: 'Invite to a position' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Sigrid Aas' });
  await expect(dialog.getByRole('combobox', { name: 'Position' })).toHaveValue(position.id);
  await dialog
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Your audit experience fits our board.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent', 'Sigrid Aas will get it in the app and by e-mail.');
  // Inviting opened no profile: both free views are still there.
  await page.reload();
  await expect(page.getByText('You have 2 free profile views left.')).toBeVisible();

  // Asked again, the dialog says why the position is not offered.
  await card.getByRole('button', { name: 'Invite to a position' }).click();
  await expect(page.getByRole('list', { name: 'Positions not offered' }).getByRole('listitem')).toHaveText(
    'Chair of the Audit Committee — already invited',
  );
  await page.keyboard.press('Escape');

  await page.goto('/company/dashboard');
  await page.getByRole('link', { name: 'Invitations sent for Chair of the Audit Committee' }).click();
  await expect(page).toHaveURL(`/company/invitations?job_id=${position.id}`);
  const sent = page.getByRole('article', { name: 'Sigrid Aas, Chair of the Audit Committee' });
  await expect(sent.getByText('Pending')).toBeVisible();
  await expect(sent.getByText('Your note: “Your audit experience fits our board.”')).toBeVisible();

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Open every advisor profile' })).toBeVisible();
});
