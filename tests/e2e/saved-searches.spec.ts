// Saved searches with alerts (issue #34 part 2, decision 045): an advisor narrows the manual search, saves it under a
// name with instant alerts, a company posts a matching role and the advisor's alert arrives over real SMTP with the
// role as their list shows it; the advisor saves it from the search page's dialog, then opens, renames, changes and
// deletes it on /settings.
import { expect, test } from '@playwright/test';
import { readMails, waitForMail } from '../setup/mail-sink';
import { advisorInOwnContext, companyWithProfile, postPosition } from './support/company';
import { decideAnalyticsConsent, mailDir } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

test('an advisor saves a search with instant alerts and gets the mail when a company posts a matching role', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const advisor = await advisorInOwnContext(browser, {}, { keepOpen: true });
  const me = advisor.page;
  const word = `Tidal${Date.now().toString(36)}`;
  await me.goto(`/advisor-matchmaking?mode=manual`);
  await me
    .getByRole('search', { name: 'Filter open roles' })
    .getByRole('searchbox', { name: 'Title' })
    .fill(word);
  await expect(me).toHaveURL(new RegExp(`title=${word}`));
  await me.getByRole('button', { name: 'Save this search', exact: true }).click();

  // The save form opens over the search, with the search's filters.
  const dialog = me.getByRole('dialog', { name: 'Save this search' });
  const form = dialog.getByRole('form', { name: 'Save this search' });
  await expect(dialog.getByText(`Title: ${word}`)).toBeVisible();
  // An empty name is refused by field, and nothing is saved.
  await form.getByRole('button', { name: 'Save this search' }).click();
  await expect(form.getByText('Give the search a name.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name this search' }).fill('Tidal boards');
  await form.getByRole('combobox', { name: 'E-mail me new roles' }).selectOption('instant');
  await form.getByRole('button', { name: 'Save this search' }).click();
  await expectToast(me, 'Search saved');
  await expect(dialog).toHaveCount(0);
  await expect(me).toHaveURL(new RegExp(`/advisor-matchmaking\\?mode=manual&title=${word}$`));

  // The saved searches are listed in Settings.
  await me.goto('/settings#saved-searches');
  const saved = me.getByRole('region', { name: 'Saved searches and alerts' });
  const list = saved.getByRole('list', { name: 'Your saved searches' });
  await expect(list.getByRole('heading', { name: 'Tidal boards' })).toBeVisible();
  await expect(list.getByText(`Title: ${word}`)).toBeVisible();
  await expect(list.getByRole('combobox', { name: 'Alerts for “Tidal boards”' })).toHaveValue('instant');

  // A company posts a role the search matches: the alert arrives, the role in full (the newest role of the search
  // is the first of its list, which a free plan shows in full).
  await companyWithProfile(page, { companyName: 'Harbor Lights Energy' });
  const position = await postPosition(page, { title: `Chair, ${word} Energy Board` });
  const mail = await waitForMail(mailDir(), advisor.email, { subject: /saved search/, timeoutMs: 30_000 });
  expect(mail.subject).toBe('New role for your saved search “Tidal boards”');
  expect(mail.text).toContain(`Chair, ${word} Energy Board at Harbor Lights Energy`);
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

  // The list's "Open" opens the search with its filters: the new role is there.
  await list.getByRole('link', { name: 'Open “Tidal boards”' }).click();
  await expect(me).toHaveURL(new RegExp(`/advisor-matchmaking\\?mode=manual&title=${word}$`));
  // The list this tab read before the role was posted is still cached in the page: read it afresh.
  await me.reload();
  await expect(me.getByRole('list', { name: 'Open roles' }).getByRole('article')).toHaveCount(1);
  await expect(me.getByRole('heading', { name: position.title })).toBeVisible();

  // Rename, change the frequency, delete.
  await me.goto('/settings');
  await list.getByRole('button', { name: 'Rename “Tidal boards”' }).click();
  await list.getByRole('textbox', { name: 'New name' }).fill('Tidal energy boards');
  await list.getByRole('button', { name: 'Save name' }).click();
  await expect(list.getByRole('heading', { name: 'Tidal energy boards' })).toBeVisible();
  await list.getByRole('combobox', { name: 'Alerts for “Tidal energy boards”' }).selectOption('weekly');
  await expectToast(me, 'Alerts for “Tidal energy boards”: weekly, on monday morning');
  await me.reload();
  await expect(list.getByRole('combobox', { name: 'Alerts for “Tidal energy boards”' })).toHaveValue(
    'weekly',
  );
  await list.getByRole('button', { name: 'Delete “Tidal energy boards”' }).click();
  await expectToast(me, '“Tidal energy boards” deleted');
  await expect(saved.getByRole('list', { name: 'Your saved searches' })).toHaveCount(0);
  expect(
    readMails(mailDir()).filter((m) => m.to.includes(advisor.email) && /saved search/.test(m.subject ?? '')),
  ).toHaveLength(1);
  await advisor.context.close();
});
