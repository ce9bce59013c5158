// Issue #34 part 3 (decision 046): an advisor asks for a reference on My Applications; the referee opens the link
// from the mail in a browser with no account and writes it; the advisor reads it and approves it; the company the
// advisor applied to then sees it on the applicant's profile, with the referee's name and relationship and never
// their e-mail address. The used link then says so.
import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../setup/mail-sink';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { APP_ORIGIN, decideAnalyticsConsent, mailDir } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('advisor asks → referee writes from the mail link without an account → advisor approves → company sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const refereeEmail = `referee.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Independent Director' });
  const advisor = await advisorInOwnContext(
    browser,
    { firstName: 'Sigrid', lastName: 'Aas' },
    { keepOpen: true },
  );
  const applied = await advisor.page.request.post(`/api/jobs/${position.id}/applications`, {
    headers: { origin: APP_ORIGIN },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // The advisor asks.
  const mine = advisor.page;
  await mine.goto('/my-applications');
  const section = mine.getByRole('region', { name: 'References' });
  await expect(section.getByRole('heading', { name: 'No references yet' })).toBeVisible();
  await mine.getByRole('button', { name: 'Send the request' }).click();
  await expect(mine.getByText("The referee's name is required.")).toBeVisible();
  await mine.getByRole('textbox', { name: 'Their name' }).fill('Margaret Hamilton');
  await mine.getByRole('textbox', { name: 'Their e-mail' }).fill(refereeEmail);
  await mine.getByRole('textbox', { name: 'Relationship' }).fill('board colleague');
  await mine.getByRole('textbox', { name: 'Organisation' }).fill('Acme Systems');
  await mine.getByRole('textbox', { name: 'From (year)' }).fill('2019');
  await mine.getByRole('textbox', { name: 'To (year)' }).fill('2023');
  await mine.getByRole('button', { name: 'Send the request' }).click();
  await expectToast(mine, 'Request sent to Margaret Hamilton');
  await expect(mine.getByText('Waiting for the referee')).toBeVisible();
  await expect(mine.getByText('1 of 3 places used')).toBeVisible();

  // The referee: the link from the mail, in a browser with no session.
  const mail = await waitForMail(mailDir(), refereeEmail, { subject: /asks you for a reference/ });
  const link = linkIn(mail, '/api/references/respond');
  const refereeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const referee = await refereeContext.newPage();
  await referee.goto(link);
  await expect(referee.getByRole('heading', { level: 1, name: 'A reference for Sigrid Aas' })).toBeVisible();
  await expect(referee.getByText('Board colleague at Acme Systems, 2019–2023')).toBeVisible();
  await expect(referee.getByRole('textbox', { name: 'Your name' })).toHaveValue('Margaret Hamilton');
  await referee.getByRole('textbox', { name: 'Your reference' }).fill('Too short.');
  await referee.getByRole('button', { name: 'Send the reference' }).click();
  await expect(referee.getByText('The reference needs at least 50 characters.')).toBeVisible();
  await expect(referee.getByText('Please confirm that you wrote this reference yourself.')).toBeVisible();
  await referee
    .getByRole('textbox', { name: 'Your reference' })
    .fill(
      'Sigrid chaired our audit committee for four years; the board trusted every number she brought us.',
    );
  await referee.getByRole('checkbox', { name: /I wrote this reference myself/ }).check();
  await referee.getByRole('button', { name: 'Send the reference' }).click();
  await expect(referee.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  // The link is used now: a clear page, not the form.
  await referee.goto(link);
  await expect(
    referee.getByRole('heading', { level: 1, name: 'This reference has already been written' }),
  ).toBeVisible();
  await refereeContext.close();

  // The company sees nothing before the advisor approves.
  await page.goto(`/company/advisor/${advisor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sigrid Aas' })).toBeVisible();
  await expect(page.getByText('audit committee for four years')).toHaveCount(0);

  // The advisor reads it and approves it.
  await mine.reload();
  const card = mine
    .getByRole('list', { name: 'Your reference requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Margaret Hamilton' });
  await expect(card.getByText('Written: your decision')).toBeVisible();
  await expect(card.getByText(/audit committee for four years/)).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expectToast(mine, 'Reference approved: companies can now see it');
  await expect(card.getByText('Approved: shown to companies')).toBeVisible();
  await advisor.context.close();

  // The company: who wrote it and how they know the advisor, never the referee's address.
  await page.reload();
  const references = page.getByRole('region', { name: 'References' });
  await expect(references.getByText(/audit committee for four years/)).toBeVisible();
  await expect(references.getByText('Margaret Hamilton')).toBeVisible();
  await expect(references.getByText('Board colleague at Acme Systems, 2019–2023')).toBeVisible();
  expect(await page.content()).not.toContain(refereeEmail);
});
