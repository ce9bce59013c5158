// An advisor applies to a company's position; the company sees the applicant, filters by status, shortlists from
// the card and rejects with a reason from the advisor's page. The advisor receives both e-mails over SMTP and
// sees each status on My Applications. An advisor who did not apply is 'Advisor Not Found'.
import { expect, test } from '@playwright/test';
import { waitForMail } from '../setup/mail-sink';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { decideAnalyticsConsent, mailDir } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('a company reviews an applicant, shortlists and rejects them; the advisor is told each time', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Non-Executive Director, Energy Transition' });
  await postPosition(page, { title: 'Advisory Board Member, Ports' });

  // The advisor applies on the public job page.
  const advisor = await advisorInOwnContext(browser, {}, { keepOpen: true });
  const advisorPage = advisor.page;
  await advisorPage.goto(`/job/${position.id}`);
  await expect(advisorPage.getByRole('heading', { name: position.title, level: 1 })).toBeVisible();
  await advisorPage.getByRole('button', { name: 'Apply Now' }).click();
  await expectToast(advisorPage, 'Application submitted!', 'Your application has been sent to the company.');

  // The dashboard counts the applicant and links to the applications.
  await page.goto('/company/dashboard');
  const row = page.getByRole('list', { name: 'Positions' }).getByRole('article', { name: position.title });
  await row.getByRole('link', { name: '1 applicant' }).click();
  await expect(page).toHaveURL(`/company/applicants?job_id=${position.id}`);
  await expect(page.getByRole('heading', { name: 'Applicants', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Position' })).toHaveValue(position.id);

  const card = page
    .getByRole('list', { name: 'Applications' })
    .getByRole('article', { name: 'Margaret Okafor' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();
  await expect(card.getByText('Applied less than an hour ago')).toBeVisible();
  await expect(card.getByText('London, United Kingdom')).toBeVisible();
  await expect(card.getByText('22 years')).toBeVisible();
  await expect(card.getByText('12 hours')).toBeVisible();
  await expect(card.getByText('Part-time', { exact: true })).toBeVisible();
  // The advisor's fit to this position, by the same engine and bands the advisor sees (issue #16).
  await expect(
    card.getByRole('list', { name: 'Why it matches' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(card.getByText('Equity', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(5);

  // The status filter lives in the URL.
  const filters = page.getByRole('navigation', { name: 'Filter by status' });
  await filters.getByRole('link', { name: /^Shortlisted/ }).click();
  await expect(page).toHaveURL(`/company/applicants?job_id=${position.id}&status=shortlisted`);
  await expect(page.getByRole('heading', { name: 'No shortlisted applications' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No shortlisted applications' })).toBeVisible();
  await filters.getByRole('link', { name: /^All/ }).click();

  // Shortlist from the card.
  await card.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Shortlist' }).click();
  await expectToast(page, 'Status updated', 'Margaret Okafor is on your shortlist.');
  await expect(card.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
  await filters.getByRole('link', { name: /^Shortlisted/ }).click();
  await expect(card).toBeVisible();
  await filters.getByRole('link', { name: /^Rejected/ }).click();
  await expect(page.getByRole('heading', { name: 'No rejected applications' })).toBeVisible();

  const shortlisted = await waitForMail(mailDir(), advisor.email, { subject: /shortlisted/ });
  expect(shortlisted.subject).toBe(`You've been shortlisted: ${position.title} at Harbor Lights Energy`);
  await advisorPage.goto('/my-applications');
  const application = advisorPage.getByRole('article', { name: new RegExp(`^${position.title}`) });
  await expect(application.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
  await expect(
    application.getByRole('list', { name: /^Timeline of/ }).getByText('Shortlisted'),
  ).toBeVisible();

  // The advisor's full profile, with contact actions that open the real thing.
  await filters.getByRole('link', { name: /^All/ }).click();
  await card.getByRole('link', { name: 'View Full Profile' }).click();
  await expect(page).toHaveURL(`/company/advisor/${advisor.id}`);
  await expect(page.getByRole('heading', { name: 'Margaret Okafor', level: 1 })).toBeVisible();
  const contact = page.getByRole('list', { name: 'Contact Margaret Okafor' });
  await expect(contact.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:${advisor.email}`,
  );
  await expect(contact.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    'https://linkedin.com/in/margaret-okafor',
  );
  await expect(contact.getByRole('link', { name: /Schedule a meeting/ })).toHaveAttribute(
    'href',
    'https://calendly.com/margaret-okafor',
  );
  await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/442079460958',
  );
  await expect(page.getByRole('heading', { name: 'Advisory experience' })).toBeVisible();
  await expect(page.getByText('Northwind Capital')).toBeVisible();

  // Reject with a reason, from the advisor's page.
  const applications = page.getByRole('complementary', { name: 'Applications to your positions' });
  await applications.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Reject…' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Margaret Okafor?' });
  await expect(reject).toContainText('considerate e-mail');
  await reject.getByRole('radio', { name: 'Position filled' }).check();
  await reject.getByRole('button', { name: 'Reject application' }).click();
  await expectToast(page, 'Status updated', 'Margaret Okafor has been sent a considerate e-mail');
  await expect(reject).toBeHidden();
  await expect(applications.getByText('Rejected', { exact: true })).toBeVisible();

  const rejected = await waitForMail(mailDir(), advisor.email, { subject: /An update on your application/ });
  expect(rejected.text).toContain('They told us the position has now been filled.');
  await advisorPage.reload();
  await expect(application.getByText('Rejected', { exact: true }).first()).toBeVisible();

  // Back to the applications view it came from.
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page).toHaveURL(`/company/applicants?job_id=${position.id}`);
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();

  // The position picker switches positions (and keeps it in the URL).
  await page
    .getByRole('combobox', { name: 'Position' })
    .selectOption({ label: 'Advisory Board Member, Ports' });
  await expect(page).toHaveURL(/\/company\/applicants\?job_id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();

  // An advisor who never applied to this company does not exist for it.
  const stranger = await advisorInOwnContext(browser);
  await page.goto(`/company/advisor/${stranger.id}`);
  await expect(page.getByRole('heading', { name: 'Advisor Not Found', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to applications' }).first()).toHaveAttribute(
    'href',
    '/company/applicants',
  );
  await advisor.context.close();
});
