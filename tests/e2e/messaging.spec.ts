// After the match: a company invites an advisor from search; the advisor gets the e-mail and the bell, accepts
// (which applies); both exchange messages and see the unread counts change without reloading; the company rejects
// the application and the conversation is closed for new messages but keeps its history.
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../setup/mail-sink';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { APP_ORIGIN, decideAnalyticsConsent, mailDir } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

/** The header's messages link: its name carries the unread count. */
const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('invite from search, accept, exchange messages, reject: the thread closes', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const town = `Vesterby ${Math.random().toString(36).slice(2, 7)}`;
  await companyWithProfile(page, { companyName: 'Fjord Grid Systems' });
  const position = await postPosition(page, { title: `Audit Chair ${town}` });
  const advisor = await advisorInOwnContext(
    browser,
    { city: town, country: 'Norway', firstName: 'Maren', lastName: 'Dahl' },
    { keepOpen: true },
  );
  const advisorPage = advisor.page;

  // The company finds the advisor and invites them from the profile dialog.
  await page.goto('/search-advisors');
  await page.getByRole('searchbox', { name: 'Location' }).fill(town);
  const card = page.getByRole('list', { name: 'Advisors' }).getByRole('article', { name: 'Maren Dahl' });
  await card.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Maren Dahl' });
  await profile.getByRole('button', { name: 'Invite to a position' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Maren Dahl' });
  await invite.getByRole('combobox', { name: 'Position' }).selectOption({ label: position.title });
  await invite
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Your audit experience is exactly what we need.');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, 'Invitation sent');
  await expect(invite).toBeHidden();

  // The advisor gets the e-mail and the bell.
  const mail = await waitForMail(mailDir(), advisor.email, { subject: /invited you to apply/ });
  expect(mail.subject).toBe(`Fjord Grid Systems invited you to apply: ${position.title}`);
  expect(mail.listUnsubscribe).toContain('/api/notifications/unsubscribe?token=');
  await advisorPage.goto('/my-applications');
  await expect(bell(advisorPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(advisorPage).click();
  await expect(
    advisorPage.getByRole('menuitem', { name: /Fjord Grid Systems invited you to apply/ }),
  ).toBeVisible();
  await advisorPage.keyboard.press('Escape');

  // Accepting applies.
  const invitation = advisorPage
    .getByRole('list', { name: 'Invitations' })
    .getByRole('article', { name: `Invitation: ${position.title} at Fjord Grid Systems` });
  await expect(invitation).toContainText('Your audit experience is exactly what we need.');
  await invitation.getByRole('button', { name: 'Accept and apply' }).click();
  await advisorPage
    .getByRole('dialog', { name: `Apply to ${position.title}?` })
    .getByRole('button', { name: 'Accept and apply' })
    .click();
  await expectToast(advisorPage, 'Invitation accepted');
  await expect(invitation.getByText('Accepted', { exact: true })).toBeVisible();
  // Acting on the invitation marked its notification read (issue #29).
  await expect(bell(advisorPage)).toHaveAccessibleName('Notifications');
  const application = advisorPage
    .getByRole('list', { name: 'Applications' })
    .getByRole('article', { name: `${position.title} at Fjord Grid Systems` });
  await expect(application).toBeVisible();

  // The advisor writes first.
  await advisorPage.getByRole('button', { name: 'Message Fjord Grid Systems' }).click();
  const advisorThread = advisorPage.getByRole('region', { name: 'Conversation with Fjord Grid Systems' });
  await advisorThread
    .getByRole('textbox', { name: 'Message' })
    .fill('Thank you! Details: https://example.com/cv');
  await advisorThread.getByRole('button', { name: 'Send' }).click();
  await expect(advisorThread.getByRole('listitem', { name: 'You wrote' })).toContainText('Thank you!');
  await expect(advisorThread.getByRole('link', { name: 'https://example.com/cv' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow ugc',
  );

  // The company sees the unread count without reloading, opens the thread beside the applicant card, replies.
  await page.goto(`/company/applicants?job_id=${position.id}`);
  await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread message', { timeout: 8_000 });
  const applicant = page
    .getByRole('list', { name: 'Applications' })
    .getByRole('article', { name: 'Maren Dahl' });
  await applicant.getByRole('button', { name: 'Message Maren Dahl' }).click();
  const companyThread = page.getByRole('region', { name: 'Conversation with Maren Dahl' });
  await expect(companyThread.getByRole('listitem', { name: 'Maren Dahl wrote' })).toContainText('Thank you!');
  await expect(messagesLink(page)).toHaveAccessibleName('Messages', { timeout: 8_000 });
  await companyThread.getByRole('textbox', { name: 'Message' }).fill('Great. Could you meet on Tuesday?');
  await companyThread.getByRole('button', { name: 'Send' }).click();

  // The advisor's open page shows the reply within seconds (polling), and their message reads as seen.
  await expect(advisorThread.getByRole('listitem', { name: 'Fjord Grid Systems wrote' })).toContainText(
    'Could you meet on Tuesday?',
    { timeout: 8_000 },
  );
  await expect(advisorThread.getByText(/Seen/)).toBeVisible({ timeout: 8_000 });

  // /messages lists the conversation for the company.
  await page.goto('/messages');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: /Maren Dahl/ })).toBeVisible();
  await conversations.getByRole('link', { name: /Maren Dahl/ }).click();
  await expect(page.getByRole('region', { name: 'Conversation with Maren Dahl' })).toBeVisible();

  // The company rejects: the thread closes for both sides and keeps its history.
  await page.goto(`/company/applicants?job_id=${position.id}`);
  await applicant.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Reject…' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Maren Dahl?' });
  await reject.getByRole('radio', { name: 'Position filled' }).check();
  await reject.getByRole('button', { name: 'Reject application' }).click();
  await expect(reject).toBeHidden();
  await applicant.getByRole('button', { name: 'Message Maren Dahl' }).click();
  await expect(companyThread.getByRole('status')).toContainText('This conversation is closed');
  await expect(companyThread.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(advisorThread.getByRole('status')).toContainText('This conversation is closed', {
    timeout: 8_000,
  });
  await expect(advisorThread.getByRole('listitem')).toHaveCount(2);
  await advisor.context.close();
  // The seat is filled: closing it keeps this journey's role (and its made-up logo host) out of the sitemap that
  // later journeys read.
  const closed = await page.request.patch(`/api/company/positions/${position.id}/status`, {
    data: { isActive: false },
    headers: { origin: APP_ORIGIN },
  });
  expect(closed.status()).toBe(200);
});
