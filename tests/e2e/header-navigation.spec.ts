// The header shows exactly the spec's items for a visitor, a company and an advisor — as a bar on desktop and as
// a slide-in sheet at 1024 px and below — and Sign Out ends the session and goes home.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { decideAnalyticsConsent, DEMO_USERS, login } from './support/session';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const mainNav = (scope: Page | Locator) => scope.getByRole('navigation', { name: 'Main' });

/** Names of the links and buttons in a navigation, in order. */
async function itemsOf(nav: Locator): Promise<string[]> {
  const texts = await nav.getByRole('link').or(nav.getByRole('button')).allTextContents();
  return texts.map((text) => text.trim());
}

/** The whole address shows: no part of the welcome line overflows its box (cut with an ellipsis, or clipped). */
async function expectWholeWelcome(welcome: Locator) {
  await expect(welcome).toBeVisible();
  const clipped = await welcome.evaluate((line) =>
    [line, ...line.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth),
  );
  expect(clipped).toBe(false);
}

async function openSheet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  return sheet;
}

test('a visitor sees Home, Sign In and Sign Up', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect.poll(() => itemsOf(mainNav(page.getByRole('banner')))).toEqual(['Home', 'Sign In', 'Sign Up']);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.setViewportSize(PHONE);
  const sheet = await openSheet(page);
  await expect.poll(() => itemsOf(mainNav(sheet))).toEqual(['Home', 'Sign In', 'Sign Up']);
});

test('a company sees Home, the welcome line, My Dashboard and My Account (with Account settings)', async ({
  page,
}) => {
  const { email } = await login(page, { as: 'company' });
  await page.setViewportSize(DESKTOP);
  // A page only companies may see: signing out from it must still go home, not to sign-in.
  await page.goto('/company/dashboard');
  const banner = page.getByRole('banner');
  await expectWholeWelcome(banner.getByText(`Welcome, ${email}`));
  await expect.poll(() => itemsOf(mainNav(banner))).toEqual(['Home', 'My Dashboard', 'My Account']);
  await banner.getByRole('button', { name: 'My Account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'My Profile',
    'Team',
    'Board matrix',
    'Account settings',
    'Sign Out',
  ]);
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  const sheet = await openSheet(page);
  await expect(sheet.getByText(`Welcome, ${email}`)).toBeVisible();
  await expect
    .poll(() => itemsOf(mainNav(sheet)))
    .toEqual(['Home', 'My Dashboard', 'My Profile', 'Team', 'Board matrix', 'Account settings', 'Sign Out']);

  // Sign Out from the sheet: signed out, and at home.
  await sheet.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({ user: null });
});

test('an advisor sees Home, the welcome line, My Profile, Pricing, Match with AI, My Applications, Account settings and Sign Out', async ({
  page,
}) => {
  const { email } = await login(page, { as: 'advisor' });
  await page.setViewportSize(DESKTOP);
  await page.goto('/pricing');
  const banner = page.getByRole('banner');
  await expectWholeWelcome(banner.getByText(`Welcome, ${email}`));
  await expect
    .poll(() => itemsOf(mainNav(banner)))
    .toEqual([
      'Home',
      'My Profile',
      'Pricing',
      'Match with AI',
      'My Applications',
      'Account settings',
      'Sign Out',
    ]);

  await page.setViewportSize(PHONE);
  const sheet = await openSheet(page);
  await expect(sheet.getByText(`Welcome, ${email}`)).toBeVisible();
  await expect
    .poll(() => itemsOf(mainNav(sheet)))
    .toEqual([
      'Home',
      'My Profile',
      'Pricing',
      'Match with AI',
      'My Applications',
      'Account settings',
      'Sign Out',
    ]);

  // My Applications (invitations, interviews, messages) is one tap away from the sheet.
  await sheet.getByRole('link', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Match with AI opens matchmaking and then reloads the page.
  const again = await openSheet(page);
  const reloaded = page.waitForEvent('load');
  await again.getByRole('link', { name: 'Match with AI' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/advisor-matchmaking$/);

  // Sign Out on desktop: signed out, at home.
  await page.setViewportSize(DESKTOP);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${DEMO_USERS.advisor.email}`)).toHaveCount(0);
});
