// Board seats, the overboarding check and the conflict screen (issue #35 parts 1–3, decision 050), both sides in a
// browser: an advisor records, edits, hides and ends seats on My Profile (bad dates refused by field, nothing lost)
// and the public page shows only the seats not hidden; an advisor about to apply to a listed board reads what a
// fifth would mean and still applies, and the company reads the same fact on the applicant card (which comes with the
// applicants page: no request of its own); a company lists its competitors and, inviting an advisor who sits on one
// of their boards, sees the flag with its fact, as the advisor does before accepting or applying, and never one from
// a hidden seat. The demo data shows the same facts read-only: the demo advisor's card and the subscriber's conflict.
// Journeys that write use fresh users, so the journeys reading the demo data are not disturbed.
import { expect, test, type Page } from '@playwright/test';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { advisorWithCompletedProfile } from './support/advisor-profile';
import { APP_ORIGIN, decideAnalyticsConsent, login } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const ISS_NAME = 'ISS United States Proxy Voting Guidelines (Benchmark Policy) (2017)';
const unique = () => Math.random().toString(36).slice(2, 7);
/** A calendar day `days` from today (UTC), as a date field takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const seatInput = (overrides: Record<string, unknown>) => ({
  companyWebsite: null,
  role: 'non_executive_director',
  listed: true,
  exchange: 'NYSE',
  country: 'United States',
  industry: 'Healthcare',
  committees: [],
  startDate: '2019-03-01',
  endDate: null,
  hidden: false,
  ...overrides,
});

/** Records a seat through the API the seats card uses, as the advisor signed into `page`. */
async function addSeat(page: Page, overrides: Record<string, unknown>) {
  const res = await page.request.post('/api/board-seats', {
    data: seatInput(overrides),
    headers: { origin: APP_ORIGIN },
  });
  expect(res.status(), `seat not added: ${await res.text()}`).toBe(201);
}

test('an advisor adds, edits, hides and ends seats; the public page shows the visible ones only', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { profile } = await advisorWithCompletedProfile(page);
  await page.goto('/my-profile');
  const seats = page.getByRole('region', { name: 'Board seats' });
  await expect(seats.getByText('No seats yet.')).toBeVisible();

  // A seat in the future that ends before it starts: each date says what is wrong, and what was typed stays.
  await seats.getByRole('button', { name: 'Add seat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a board seat' });
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Harbourside Utilities plc');
  await dialog.getByRole('textbox', { name: 'Website' }).fill('harbourside.example');
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Non-executive director' });
  await dialog.getByRole('combobox', { name: 'Industry' }).selectOption('Energy');
  await dialog.getByRole('checkbox', { name: /The company is listed/ }).check();
  await dialog.getByRole('textbox', { name: 'Exchange' }).fill('LSE');
  await dialog.getByRole('textbox', { name: 'Country (market)' }).fill('United Kingdom');
  await dialog.getByRole('checkbox', { name: 'Audit' }).check();
  await dialog.getByRole('checkbox', { name: 'Risk' }).check();
  await dialog.getByLabel('Start date').fill(dayFromNow(400));
  await dialog.getByLabel('End date').fill(dayFromNow(30));
  await dialog.getByRole('button', { name: 'Add seat' }).click();
  await expect(dialog.getByLabel('Start date')).toHaveAccessibleDescription(
    /A seat cannot start in the future: add it once it has begun\./,
  );
  await expect(dialog.getByLabel('End date')).toHaveAccessibleDescription(
    /The end date must be on or after the start date\./,
  );
  await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('Harbourside Utilities plc');
  await expect(dialog.getByRole('textbox', { name: 'Exchange' })).toHaveValue('LSE');
  await expect(dialog.getByRole('checkbox', { name: 'Risk' })).toBeChecked();

  // Corrected: begun in 2020, held today.
  await dialog.getByLabel('Start date').fill('2020-05-01');
  await dialog.getByLabel('End date').fill('');
  await dialog.getByRole('button', { name: 'Add seat' }).click();
  await expectToast(page, 'Seat added');
  await expect(dialog).toBeHidden();
  const harbourside = seats.getByRole('listitem', { name: 'Harbourside Utilities plc' });
  await expect(harbourside.getByText('Listed · LSE')).toBeVisible();
  await expect(harbourside.getByText('Non-executive director · Audit, Risk')).toBeVisible();
  await expect(harbourside.getByText('May 2020 – present · Energy · United Kingdom')).toBeVisible();
  await expect(seats.getByText('You hold 1 current listed board.')).toBeVisible();

  // Edited: now the chair, on the audit committee only.
  await harbourside.getByRole('button', { name: 'Edit Harbourside Utilities plc' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Harbourside Utilities plc' });
  await edit.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Chair' });
  await edit.getByRole('checkbox', { name: 'Risk' }).uncheck();
  await edit.getByRole('button', { name: 'Save seat' }).click();
  await expectToast(page, 'Seat saved');
  await expect(harbourside.getByText('Chair · Audit', { exact: true })).toBeVisible();

  // Two more: an advisory role the advisor then hides, and a listed board they then end.
  for (const [company, role, listed] of [
    ['Quietmere Holdings', 'Advisor', false],
    ['Old Pier Ports plc', 'Non-executive director', true],
  ] as const) {
    await seats.getByRole('button', { name: 'Add seat' }).click();
    const another = page.getByRole('dialog', { name: 'Add a board seat' });
    await another.getByRole('textbox', { name: 'Company' }).fill(company);
    await another.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
    if (listed) await another.getByRole('checkbox', { name: /The company is listed/ }).check();
    await another.getByLabel('Start date').fill('2016-09-01');
    await another.getByRole('button', { name: 'Add seat' }).click();
    await expectToast(page, 'Seat added');
    await expect(another).toBeHidden();
  }
  await expect(seats.getByText('You hold 2 current listed boards.')).toBeVisible();

  const quietmere = seats.getByRole('listitem', { name: 'Quietmere Holdings' });
  await quietmere.getByRole('button', { name: 'Hide Quietmere Holdings' }).click();
  await expectToast(page, 'Seat hidden from others');
  await expect(quietmere.getByText('Hidden', { exact: true })).toBeVisible();

  const oldPier = seats.getByRole('listitem', { name: 'Old Pier Ports plc' });
  await oldPier.getByRole('button', { name: 'End Old Pier Ports plc' }).click();
  await expectToast(page, 'Seat ended today');
  await expect(oldPier.getByText('Ended', { exact: true })).toBeVisible();
  await expect(oldPier.getByRole('button', { name: 'End Old Pier Ports plc' })).toHaveCount(0);
  await expect(seats.getByText('You hold 1 current listed board.')).toBeVisible();

  // Saved on the server: after a reload the three seats are there as left.
  await page.reload();
  await expect(seats.getByRole('listitem')).toHaveCount(3);
  await expect(seats.getByRole('listitem', { name: 'Quietmere Holdings' }).getByText('Hidden')).toBeVisible();

  // The public page, signed out: the visible seats (current and ended), never the hidden one.
  const share = page.getByRole('region', { name: 'Share My Profile' });
  await share.getByRole('switch', { name: 'Public profile' }).click();
  await expectToast(page, 'Your profile is public');
  const visitorContext = await browser.newContext();
  await decideAnalyticsConsent(visitorContext, false);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/advisor/${profile.id}`);
  const shown = visitor.getByRole('region', { name: 'Board Seats' });
  await expect(shown.getByRole('listitem')).toHaveCount(2);
  await expect(shown.getByRole('listitem').filter({ hasText: 'Harbourside Utilities plc' })).toContainText(
    'Chair · 1 committee · 2020–present',
  );
  await expect(shown.getByRole('listitem').filter({ hasText: 'Old Pier Ports plc' })).toContainText(
    `Non-executive director · 2016–${dayFromNow(0).slice(0, 4)}`,
  );
  await expect(visitor.getByText('Quietmere')).toHaveCount(0);
  await visitorContext.close();
});

test('before applying to a listed board the advisor reads what a fifth would mean, applies, and the company reads it too', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const companyName = `Tidewater Grid ${unique()}`;
  await companyWithProfile(page, { companyName });
  const position = await postPosition(page, {
    title: 'Independent Director, Listed Board',
    boardListed: true,
  });

  const advisor = await advisorInOwnContext(
    browser,
    { firstName: 'Helena', lastName: 'Busby' },
    { keepOpen: true },
  );
  for (const company of ['Aster Health Inc', 'Birchway Foods plc', 'Calder Mining Ltd', 'Dunmore Bank SE'])
    await addSeat(advisor.page, { companyName: company });

  // The advisor's side: the note above Apply, with the policy's source; applying is not refused.
  const advisorPage = advisor.page;
  await advisorPage.goto(`/advisor-matchmaking?mode=manual&company=${encodeURIComponent(companyName)}`);
  const role = advisorPage.getByRole('list', { name: 'Open roles' }).getByRole('article').first();
  await expect(role.getByRole('heading', { name: 'Independent Director, Listed Board' })).toBeVisible();
  await role.getByRole('button', { name: 'Learn More' }).click();
  const dialog = advisorPage.getByRole('dialog', { name: 'Independent Director, Listed Board' });
  const note = dialog.getByRole('region', { name: 'Before you apply' });
  await expect(note).toContainText(
    `This would be your 5th listed board; the ${ISS_NAME} recommends no more than 5.`,
  );
  await expect(note.getByRole('link', { name: 'ISS policy' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.issgovernance\.com\//,
  );
  await expect(note.getByRole('link', { name: 'Glass Lewis policy' })).toHaveAttribute('href', /^https:\/\//);
  await dialog.getByRole('button', { name: 'Apply Fast' }).click();
  await expectToast(advisorPage, 'Application Sent!');
  await expect(dialog.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await advisor.context.close();

  // The company's side: the same fact on the applicant card, which came with the page (no request of its own).
  const boardSeatRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/board-seats')) boardSeatRequests.push(request.url());
  });
  await page.goto(`/company/applicants?job_id=${position.id}`);
  const card = page.getByRole('article', { name: 'Helena Busby' });
  const check = card.getByRole('region', { name: 'Board seats check' });
  await expect(check).toContainText(
    `This role would be this advisor's 5th listed board; the ${ISS_NAME} recommends no more than 5.`,
  );
  await expect(check.getByRole('link', { name: 'ISS policy' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.issgovernance\.com\//,
  );
  expect(boardSeatRequests).toEqual([]);
});

test('the demo company reads the demo advisor’s fifth listed board on her applicant card', async ({
  page,
}) => {
  // The demo advisor holds four listed boards and applied to the demo company's listed position (the newest).
  await login(page, { as: 'company', goto: '/company/applicants' });
  const card = page.getByRole('article', { name: 'Eleanor Whitfield' });
  await expect(card.getByRole('region', { name: 'Board seats check' })).toContainText(
    `This role would be this advisor's 5th listed board; the ${ISS_NAME} recommends no more than 5.`,
  );
});

test('a company lists its competitors and is flagged, with the fact, before inviting a competitor’s director; the advisor too; never from a hidden seat', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const companyName = `Lumen Freight ${unique()}`;
  await companyWithProfile(page, { companyName });
  await postPosition(page, { title: 'Chair of the Risk Committee' });

  // Competitors on the company profile: a list over the limit is refused whole, by the field, and kept as typed
  // (60 lines here: typing thousands into a browser takes a test runner half a minute; the 3000-entry list is
  // tests/integration/board-seats.test.ts).
  await page.goto('/company/my-profile');
  const competitors = page.getByRole('region', { name: 'Competitors' });
  const list = competitors.getByRole('textbox', { name: /Competitors \(names or websites, one a line\)/ });
  const tooMany = Array.from({ length: 60 }, (_, i) => `Rival ${i}`).join('\n');
  await list.fill(tooMany);
  await competitors.getByRole('button', { name: 'Save competitors' }).click();
  await expect(list).toHaveAccessibleDescription(
    /At most 50 competitors: you listed 60\. Keep the closest ones\./,
  );
  await expect(list).toHaveValue(tooMany);
  await list.fill('Rivetline Robotics\nshadowcrest.example');
  await competitors.getByRole('button', { name: 'Save competitors' }).click();
  await expectToast(page, 'Competitors saved');
  await page.reload();
  await expect(list).toHaveValue('Rivetline Robotics\nshadowcrest.example');

  // An advisor on the board of one competitor, and the hidden chief executive of the other.
  const town = `Conflictby ${unique()}`;
  const advisor = await advisorInOwnContext(
    browser,
    { firstName: 'Tobias', lastName: 'Brandt', city: town, country: 'Norway' },
    { keepOpen: true },
  );
  await addSeat(advisor.page, { companyName: 'Rivetline Robotics AB', listed: false, country: 'Sweden' });
  await addSeat(advisor.page, {
    companyName: 'Shadowcrest Systems',
    companyWebsite: 'shadowcrest.example',
    role: 'ceo',
    listed: false,
    hidden: true,
  });

  // The company, inviting: the flag quotes the fact; nothing of the hidden seat.
  await page.goto(`/search-advisors?location=${encodeURIComponent(town)}`);
  await page
    .getByRole('list', { name: 'Advisors' })
    .getByRole('article', { name: 'Tobias Brandt' })
    .getByRole('button', { name: 'Invite to a position' })
    .click();
  const invite = page.getByRole('dialog', { name: 'Invite Tobias Brandt' });
  const flag = invite.getByRole('region', { name: 'Board seats check' });
  await expect(flag.getByText('Possible conflict')).toBeVisible();
  await expect(flag.getByRole('listitem')).toHaveText([
    'Tobias Brandt is a non-executive director at Rivetline Robotics AB, which you list as a competitor (“Rivetline Robotics”).',
  ]);
  await expect(invite.getByText(/Shadowcrest/)).toHaveCount(0);
  // It informs: the invitation goes.
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent');

  // The advisor, before accepting the invitation: both flags, the hidden seat's said to be unseen by the company.
  const advisorPage = advisor.page;
  const ownFlags = [
    `${companyName} lists “Rivetline Robotics” as a competitor, and you are a non-executive director at Rivetline Robotics AB.`,
    `${companyName} lists “shadowcrest.example” as a competitor, and you are the chief executive at Shadowcrest Systems. This seat is hidden on your profile, so the company is not shown this flag.`,
  ];
  await advisorPage.goto('/my-applications');
  const invitation = advisorPage.getByRole('article', {
    name: `Invitation: Chair of the Risk Committee at ${companyName}`,
  });
  const beforeAccepting = invitation.getByRole('region', { name: 'Before you apply' });
  await expect(beforeAccepting.getByText('Possible conflict')).toBeVisible();
  for (const flag of ownFlags) await expect(beforeAccepting.getByText(flag)).toBeVisible();
  await expect(invitation.getByRole('button', { name: 'Accept and apply' })).toBeEnabled();

  // And before applying from the role's page in their matches.
  await advisorPage.goto(`/advisor-matchmaking?mode=manual&company=${encodeURIComponent(companyName)}`);
  await advisorPage
    .getByRole('list', { name: 'Open roles' })
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Learn More' })
    .click();
  const roleDialog = advisorPage.getByRole('dialog', { name: 'Chair of the Risk Committee' });
  const mine = roleDialog.getByRole('region', { name: 'Before you apply' });
  await expect(mine.getByText('Possible conflict')).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  for (const flag of ownFlags) await expect(mine.getByText(flag)).toBeVisible();
  await expect(roleDialog.getByRole('button', { name: 'Apply Fast' })).toBeEnabled();
  await advisor.context.close();
});

test('the demo company, inviting the subscriber, is shown his seat on a competitor’s board', async ({
  page,
}) => {
  // The subscriber (Marcus Lindqvist, Stockholm) sits on the board of Rivetworks, on the demo company's list.
  await login(page, { as: 'company', goto: '/search-advisors?location=Stockholm' });
  await page
    .getByRole('list', { name: 'Advisors' })
    .getByRole('article', { name: 'Marcus Lindqvist' })
    .getByRole('button', { name: 'Invite to a position' })
    .click();
  const invite = page.getByRole('dialog', { name: 'Invite Marcus Lindqvist' });
  await expect(invite.getByRole('region', { name: 'Board seats check' })).toContainText(
    'Marcus Lindqvist is a non-executive director at Rivetworks AB, which you list as a competitor (“Rivetworks”).',
  );
  await page.keyboard.press('Escape');
});
