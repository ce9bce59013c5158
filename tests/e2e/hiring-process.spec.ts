// The hiring process (issue #20): a company proposes interview times, the advisor books one, both receive .ics
// invitations over real SMTP that a calendar parser reads back with the right times, the company reschedules;
// private notes and a rating are never shown to the advisor; the advisor withdraws and applies again; an
// unanswered application closes at its deadline and the advisor sees why.
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readMails, waitForMail } from '../setup/mail-sink';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { APP_ORIGIN, decideAnalyticsConsent, mailDir } from './support/session';
import { expectToast } from './support/toasts';

const DAY = 86_400_000;

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
  };
}

const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

/** A day some days ahead, as the date part of a datetime-local value. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function applyTo(page: Page, jobId: string) {
  const res = await page.request.post(`/api/jobs/${jobId}/applications`, { headers: { origin: APP_ORIGIN } });
  expect(res.status()).toBe(201);
}

const applicantCard = (page: Page) =>
  page.getByRole('list', { name: 'Applications' }).getByRole('article', { name: 'Margaret Okafor' });

test('a company proposes interview times, the advisor books one, both get invitations, the company reschedules', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const company = await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Independent Director, Offshore Wind' });
  const advisor = await advisorInOwnContext(browser, {}, { keepOpen: true });
  await applyTo(advisor.page, position.id);

  await page.goto(`/company/applicants?job_id=${position.id}`);
  const card = applicantCard(page);
  await card.getByRole('button', { name: 'Timeline and private notes' }).click();
  await expect(card.getByRole('list', { name: 'Timeline of Margaret Okafor' })).toContainText('Applied');
  await card.getByRole('button', { name: 'Propose interview times' }).click();
  const form = card.getByRole('form', { name: 'Interview times' });
  await form.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
  const first = dayAhead(10);
  await form.getByLabel('Time 1').fill(`${first}T10:00`);
  await form.getByLabel('Time 2').fill(`${dayAhead(11)}T15:30`);
  await form.getByLabel('Meeting link').fill('https://meet.example.com/offshore-wind');
  await form.getByRole('button', { name: 'Send interview times' }).click();
  await expectToast(page, 'Interview times sent');
  await waitForMail(mailDir(), advisor.email, { subject: /proposes interview times/ });

  // The advisor books the first time on My Applications.
  const advisorPage = advisor.page;
  await advisorPage.goto('/my-applications');
  const application = advisorPage.getByRole('article', { name: new RegExp(position.title) });
  await expect(application.getByText('Times proposed', { exact: true })).toBeVisible();
  await application.getByRole('radio').first().check();
  await application.getByRole('button', { name: 'Book this time' }).click();
  await expectToast(advisorPage, 'Interview booked');
  await expect(application.getByText('Booked', { exact: true })).toBeVisible();

  // Both receive a calendar invitation; a calendar parser reads the same instant in New York and in Berlin.
  for (const email of [advisor.email, company.email]) {
    const mail = await waitForMail(mailDir(), email, { subject: /Interview booked/ });
    const invite = parseInvite(mail.calendars![0]!);
    expect(invite.method).toBe('REQUEST');
    expect(invite.sequence).toBe(0);
    expect(wallClock(invite.start, 'America/New_York')).toBe(`${first} 10:00`);
    const berlin = wallClock(invite.start, 'Europe/Berlin');
    expect(berlin).toBe(`${first} 16:00`);
  }

  // The company reschedules: new times; the booked one is cancelled in both calendars.
  await page.reload();
  await card.getByRole('button', { name: 'Timeline and private notes' }).click();
  await card.getByRole('button', { name: 'Propose new times' }).click();
  const again = card.getByRole('form', { name: 'Interview times' });
  const later = dayAhead(14);
  await again.getByLabel('Time 1').fill(`${later}T09:00`);
  await again.getByLabel('Time 2').fill(`${dayAhead(15)}T09:00`);
  await again.getByRole('button', { name: 'Send new times' }).click();
  await expectToast(page, 'New times sent');
  const cancel = await waitForMail(mailDir(), advisor.email, { subject: /^Cancelled: interview/ });
  expect(parseInvite(cancel.calendars![0]!)).toMatchObject({ method: 'CANCEL', sequence: 1 });

  await advisorPage.reload();
  await application.getByRole('radio').first().check();
  await application.getByRole('button', { name: 'Book this time' }).click();
  await expectToast(advisorPage, 'Interview booked');
  await expect
    .poll(
      () =>
        readMails(mailDir()).filter(
          (m) => m.to.includes(company.email) && /Interview booked/.test(m.subject ?? ''),
        ).length,
    )
    .toBe(2);
  const update = readMails(mailDir())
    .filter((m) => m.to.includes(company.email) && /Interview booked/.test(m.subject ?? ''))
    .at(-1)!;
  const invite = parseInvite(update.calendars![0]!);
  expect(invite).toMatchObject({
    method: 'REQUEST',
    sequence: 2,
    uid: parseInvite(cancel.calendars![0]!).uid,
  });
  expect(wallClock(invite.start, 'America/New_York')).toBe(`${later} 09:00`);
  await expect(application.getByRole('list', { name: `Timeline of ${position.title}` })).toContainText(
    'Interview rescheduled',
  );
  await advisor.context.close();
});

test('private notes never reach the advisor; the advisor withdraws and applies again', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const company = await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Audit Committee Chair, Shipping' });
  const advisor = await advisorInOwnContext(browser, {}, { keepOpen: true });
  await applyTo(advisor.page, position.id);

  await page.goto(`/company/applicants?job_id=${position.id}`);
  const card = applicantCard(page);
  await card.getByRole('button', { name: 'Timeline and private notes' }).click();
  await card.getByRole('radio', { name: '4 stars' }).check();
  const secret = 'Strong on audit; ask about the Oslo conflict of interest';
  await card.getByRole('textbox', { name: 'Private notes' }).fill(secret);
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expectToast(page, 'Notes saved');
  await expect(card.getByText('Your rating: 4 of 5')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Timeline of Margaret Okafor' })).toContainText(
    'Viewed by the company',
  );
  await page.getByRole('combobox', { name: 'Sort applicants' }).selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);

  // The advisor sees the company viewed the application, but never the notes or the rating.
  const advisorPage = advisor.page;
  await advisorPage.goto('/my-applications');
  const application = advisorPage.getByRole('article', { name: new RegExp(position.title) });
  await expect(application.getByRole('list', { name: `Timeline of ${position.title}` })).toContainText(
    'Viewed by the company',
  );
  await expect(advisorPage.getByText(/Oslo conflict|of 5/)).toHaveCount(0);
  const mine = await advisorPage.request.get('/api/my-applications');
  expect(await mine.text()).not.toContain('Oslo conflict');
  const exported = await advisorPage.request.get('/api/me/export');
  expect(await exported.text()).not.toContain('Oslo conflict');

  // Withdraw with a reason the company sees.
  await application.getByRole('button', { name: 'Withdraw application' }).click();
  const dialog = advisorPage.getByRole('dialog', { name: 'Withdraw your application?' });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('I joined another board this month');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expectToast(advisorPage, 'Application withdrawn');
  await expect(application.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await waitForMail(mailDir(), company.email, { subject: /withdrew their application/ });

  await page.reload();
  await card.getByRole('button', { name: 'Timeline and private notes' }).click();
  await expect(card.getByRole('list', { name: 'Timeline of Margaret Okafor' })).toContainText(
    'I joined another board this month',
  );

  // …and applies again while the role is open.
  await application.getByRole('button', { name: 'Apply again' }).click();
  await expectToast(advisorPage, 'Applied again');
  await expect(application.getByRole('button', { name: 'Withdraw application' })).toBeVisible();
  await advisor.context.close();
});

test('an unanswered application closes at its deadline, and the advisor sees why', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await companyWithProfile(page);
  const position = await postPosition(page, { title: 'Board Advisor, Cold Chain Logistics' });
  const advisor = await advisorInOwnContext(browser, {}, { keepOpen: true });
  await applyTo(advisor.page, position.id);

  // The daily pass, run as of 22 days from now (a development-only route; production runs it on pg-boss's cron),
  // for this journey's position only: the other journeys' applications and their mail stay as they are.
  const pass = await page.request.post('/dev/hiring/deadline-pass', {
    data: { at: new Date(Date.now() + 22 * DAY).toISOString(), jobId: position.id },
  });
  expect(pass.status()).toBe(200);
  expect(((await pass.json()) as { closed: number }).closed).toBeGreaterThanOrEqual(1);

  await waitForMail(mailDir(), advisor.email, { subject: /has been closed/ });
  const advisorPage = advisor.page;
  await advisorPage.goto('/my-applications');
  const application = advisorPage.getByRole('article', { name: new RegExp(position.title) });
  await expect(application.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(application.getByRole('list', { name: `Timeline of ${position.title}` })).toContainText(
    'Reason: No response in 21 days',
  );
  await advisor.context.close();
});
