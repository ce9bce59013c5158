// Companies hire as a team (issue #33, decision 048), one journey per role: the owner invites a colleague by e-mail
// and assigns them a position; the colleague opens the link, joins with their own account and, as an interviewer,
// sees only that position (another one's applicants are "not found"); an admin joins, manages the team and the
// profile but never ownership; the demo hiring member reviews and messages applicants without the team's management
// or the profile; the demo interviewer sees only their one position and only the actions their role allows.
import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../setup/mail-sink';
import { companyWithProfile, postPosition } from './support/company';
import { DEMO_PASSWORD, decideAnalyticsConsent, login, mailDir, signInNewUser } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('the owner invites an interviewer and assigns a position; the interviewer sees only that one', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await companyWithProfile(page, { companyName: 'Fjord Maritime' });
  const assigned = await postPosition(page, { title: 'Chair of the Audit Committee' });
  const other = await postPosition(page, { title: 'Non-Executive Director, Shipping' });

  const colleagueContext = await browser.newContext();
  await decideAnalyticsConsent(colleagueContext, false);
  const colleague = await colleagueContext.newPage();
  const { email } = await signInNewUser(colleague, { role: 'company' });

  await page.goto('/company/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('interviewer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${email}`);
  await expect(page.getByRole('list', { name: 'Open invitations' }).getByText(email)).toBeVisible();

  const mail = await waitForMail(mailDir(), email, { subject: /invites you to Fjord Maritime/ });
  await colleague.goto(linkIn(mail, '/join-company'));
  await expect(colleague.getByRole('heading', { name: 'Join Fjord Maritime', level: 1 })).toBeVisible();
  await colleague.getByRole('button', { name: 'Join Fjord Maritime' }).click();
  await expect(colleague).toHaveURL(/\/company\/dashboard/);

  // The owner assigns the new interviewer to one position.
  await page.reload();
  const row = page.getByRole('list', { name: 'Colleagues' }).getByRole('listitem').filter({ hasText: email });
  await row.getByRole('checkbox', { name: assigned.title }).check();
  await row.getByRole('button', { name: 'Save assignments' }).click();
  await expectToast(page, `Assignments of ${email} saved`);
  // The audit log says who did what.
  await expect(
    page.getByRole('list', { name: 'Audit log' }).getByText('assigned an interviewer to'),
  ).toBeVisible();

  await colleague.goto('/company/dashboard');
  const positions = colleague.getByRole('list', { name: 'Positions' });
  await expect(positions.getByRole('article', { name: assigned.title })).toBeVisible();
  await expect(positions.getByRole('article', { name: other.title })).toHaveCount(0);
  // Opened again, the used link says so and changes nothing.
  await colleague.goto(linkIn(mail, '/join-company'));
  await expect(
    colleague.getByRole('heading', { name: 'This invitation was already used', level: 1 }),
  ).toBeVisible();
  await colleagueContext.close();
});

test('the demo hiring member reviews and messages applicants, without managing the team or the profile', async ({
  page,
}) => {
  await login(page, {
    email: 'hiring@boardly.example',
    password: DEMO_PASSWORD,
    goto: '/company/applicants',
  });
  await expect(page.getByRole('heading', { name: 'Applicants', level: 1 })).toBeVisible();
  const card = page.getByRole('list', { name: 'Applications' }).getByRole('article').first();
  await expect(card).toBeVisible();
  // Applicants are theirs to move and to talk to: the company's conversations are one inbox.
  await expect(card.getByRole('button', { name: 'Change status' })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Message / })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
  await page.goto('/company/team');
  await expect(page.getByRole('list', { name: 'Colleagues' }).getByText('Ruth Mensah')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Audit log' })).toHaveCount(0);
});

test('an admin joins, manages the team and the company profile, but never ownership', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await companyWithProfile(page, { companyName: 'Harbour Lights Energy' });
  const adminContext = await browser.newContext();
  await decideAnalyticsConsent(adminContext, false);
  const admin = await adminContext.newPage();
  const { email } = await signInNewUser(admin, { role: 'company' });

  await page.goto('/company/team');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${email}`);
  const mail = await waitForMail(mailDir(), email, { subject: /invites you to Harbour Lights Energy/ });
  await admin.goto(linkIn(mail, '/join-company'));
  await admin.getByRole('button', { name: 'Join Harbour Lights Energy' }).click();
  await expect(admin).toHaveURL(/\/company\/dashboard/);

  // The admin posts and edits like the owner: the dashboard offers it, and the company profile.
  await expect(admin.getByRole('button', { name: 'Post Position' })).toBeVisible();
  await admin.getByRole('link', { name: 'Company profile' }).click();
  await expect(admin.getByRole('textbox', { name: /Company name/ })).toHaveValue('Harbour Lights Energy');

  // The team: the admin invites a colleague and reads the audit log, but cannot make anyone the owner.
  await admin.goto('/company/team');
  const colleague = `hiring.${Date.now()}@example.com`;
  await admin.getByRole('textbox', { name: 'E-mail address' }).fill(colleague);
  await admin.getByRole('combobox', { name: 'Role' }).selectOption('hiring');
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(admin, `Invitation sent to ${colleague}`);
  await expect(admin.getByRole('list', { name: 'Open invitations' }).getByText(colleague)).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Audit log' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Make owner' })).toHaveCount(0);
  // The owner's row cannot be changed by an admin.
  const ownerRow = admin.getByRole('list', { name: 'Colleagues' }).getByRole('listitem').first();
  await expect(ownerRow.getByText('Owner')).toBeVisible();
  await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
  await adminContext.close();
});

test('the demo interviewer sees only the position assigned to them, and only the actions of their role', async ({
  page,
}) => {
  await login(page, {
    email: 'interviewer@boardly.example',
    password: DEMO_PASSWORD,
    goto: '/company/dashboard',
  });
  const positions = page.getByRole('list', { name: 'Positions' });
  await expect(positions.getByRole('article')).toHaveCount(1);
  // Reviewing is their part: no posting, editing, search, profile or conversations.
  await expect(positions.getByRole('link', { name: /applicant/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Position' })).toHaveCount(0);
  await expect(positions.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search advisors' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Company profile' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
  await positions.getByRole('link', { name: /applicant/ }).click();
  const card = page.getByRole('list', { name: 'Applications' }).getByRole('article').first();
  await expect(card.getByRole('link', { name: 'View Full Profile' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Message / })).toHaveCount(0);
  // Opened by its address, Messages says why there is nothing for them, rather than "try again".
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Conversations are not part of your role' })).toBeVisible();
  await expect(page.getByText('Your role does not include the conversations with applicants.')).toBeVisible();
});
