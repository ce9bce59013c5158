// The public landing, job, position and advisor pages are readable before (and without) JavaScript: the server sends their
// markup (decision 012). With JavaScript, the page's code loads after the first paint, once the browser is idle or at
// the visitor's first sign of use (decisions 013, 033), and React takes that markup over without rendering anything
// again: for a visitor without a session only the islands (the header menu, Share; decision 059), for a signed-in
// visitor the application.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APP_ORIGIN, decideAnalyticsConsent, login, uniqueEmail } from './support/session';
import { holdRequests } from './support/hold-requests';
import { signInDemoUser } from './support/session-pool';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

/**
 * Pages of the demo seed, never of a journey (whose made-up logo hosts would fail to load): the first public advisor
 * the sitemap lists, and Ledgerline's newest role as a public job page and as a shared position.
 */
async function publicPaths(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const advisor = /<loc>[^<]*?(\/advisor\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  expect(advisor).toBeTruthy();
  const { items } = (await (await request.get('/api/jobs?company=Ledgerline')).json()) as {
    items: { id: string; title: string }[];
  };
  const role = items[0]!;
  return {
    job: `/job/${role.id}`,
    advisor: advisor!,
    position: `/position/${role.id}`,
    positionTitle: role.title,
  };
}

/** The application's entry: held back, the page stays the server's markup alone (a slow phone, a busy runner). */
const APPLICATION_CODE = '**/assets/boot-*.js';

/** Fills the reset form on the server's markup, then lets the application's code arrive. */
async function fillResetFormBeforeStart(page: Page, password: string, confirmation: string) {
  const deliverApplication = await holdRequests(page, APPLICATION_CODE);
  await page.goto('/auth/reset?token=not-a-real-token');
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(confirmation);
  deliverApplication();
}

/** Every warning, error and uncaught exception the page reports, each with the path it came from. */
function recordProblems(page: Page) {
  const problems: string[] = [];
  const at = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      problems.push(`${at()}: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`${at()}: ${error.message}`));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the landing page, a role, an advisor profile and a shared position', async ({
    page,
    request,
  }) => {
    const paths = await publicPaths(request);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Experienced leaders/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth');

    await page.goto(paths.job);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About the role' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Role details' }).getByText('Industry')).toBeVisible();

    await page.goto(paths.advisor);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto(paths.position);
    await expect(page.getByRole('heading', { level: 1, name: paths.positionTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply as Advisor' })).toBeVisible();
  });
});

test.describe('sign-in, reset, callback, 404 and pricing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads each of them as the address asks', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email')).toBeVisible();
    await page.goto('/auth?role=company');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('I am joining as')).toHaveValue('company');
    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/auth/reset');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await page.goto('/auth/reset?token=abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password (required)', exact: true })).toBeVisible();
    await page.goto('/auth/callback');
    await expect(page.getByRole('status').first()).toBeAttached();

    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

    // Pricing: a signed-out visitor is sent to sign in by the server, and comes back after.
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/auth\?next=%2Fpricing$/);
    await login(page, { as: 'advisor', goto: '/pricing' });
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock every match' })).toBeVisible();
  });
});

/** Paths of the scripts the page has run, of everything it has fetched so far, and of the documents it loaded. */
function recordRequests(page: Page) {
  const scripts: string[] = [];
  const fetched: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    fetched.push(path);
    if (request.resourceType() === 'script') scripts.push(path);
    if (request.resourceType() === 'document') documents.push(path);
  });
  return { scripts, fetched, documents };
}

/** The islands' start (decision 059): what a public page loads for a visitor without a session. */
const ISLANDS_CODE = '**/assets/islands-*.js';

test('a visitor without a session gets only the islands: they take over the server markup, keep an earlier press, and the application never loads', async ({
  page,
  request,
}) => {
  const paths = await publicPaths(request);
  const problems = recordProblems(page);
  const { scripts, documents } = recordRequests(page);
  /** Following the header's Sign In link loads the sign-in page from the server (no router runs on these pages). */
  const followSignInLink = async () => {
    const before = documents.length;
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    return documents.length === before ? 'in the application' : 'as a new document';
  };

  // A press that arrives before the islands' code (a slow phone): held, and handled once Share is hydrated.
  const deliverIslands = await holdRequests(page, ISLANDS_CODE);
  await page.goto(paths.job);
  // Mark the server's heading: islands leave it alone, a render of the page would replace it.
  // (By tag: the open dialog hides the page behind it from the accessibility tree.)
  const heading = page.locator('h1');
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: /Share/ })).toBeHidden();
  deliverIslands();
  await expect(page.getByRole('dialog', { name: /Share/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-started', 'islands');
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
  await page.keyboard.press('Escape');
  await page.unroute(ISLANDS_CODE);
  expect(await followSignInLink()).toBe('as a new document');

  // A visitor who only reads: no touch, key or scroll, yet the islands take the page once the browser is idle; the
  // application (its router, query client and screens) is never loaded, and the menu opens.
  // The sign-in page starts the application (it is a form): counted from once it has.
  await expect(page.locator('#root')).toHaveAttribute('data-started', '');
  await page.setViewportSize({ width: 390, height: 844 });
  const fromHere = scripts.length;
  for (const path of ['/', paths.position, paths.advisor]) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-started', 'islands');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(scripts.slice(fromHere).filter((script) => /\/boot-|\/framework-/.test(script))).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a signed-in visitor’s public page starts the application, which takes over the server markup', async ({
  page,
  context,
  request,
}) => {
  const paths = await publicPaths(request);
  const problems = recordProblems(page);
  const { documents } = recordRequests(page);
  await signInDemoUser(context, 'subscriber', APP_ORIGIN);
  await page.goto(paths.job);
  const heading = page.locator('h1');
  await heading.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
  await expect(page.locator('#root')).toHaveAttribute('data-started', '');
  await expect(heading).toHaveAttribute('data-from-server', 'yes');
  const before = documents.length;
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Experienced leaders/ })).toBeVisible();
  expect(documents.length).toBe(before);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a press on the sign-in screen before its application has loaded is held and handled once it has', async ({
  page,
}) => {
  // The application's code arrives only after the visitor has pressed "Forgot password?" (a slow phone, a busy
  // runner): the press must not be lost on the server's markup.
  const deliverApplication = await holdRequests(page, APPLICATION_CODE);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeHidden();
  deliverApplication();
  await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
});

test('what a visitor types into a form before its application has loaded is what the form submits', async ({
  page,
}) => {
  // The reset form's button is enabled only once both fields are filled: the typing must reach the form's state.
  await fillResetFormBeforeStart(page, 'Typed-early-9x!', 'Typed-early-9x!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  // The server refused the token: it was sent, with the passwords the visitor typed.
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
});

test('a role chosen before the application has loaded is the role the account is created with', async ({
  page,
}) => {
  const deliverApplication = await holdRequests(page, APPLICATION_CODE);
  await page.goto('/auth?tab=signup');
  await page.getByLabel(/^I am joining as/).selectOption({ label: 'Company (Looking for advisors)' });
  await page.getByLabel(/^Email/).fill(uniqueEmail('early-company'));
  await page.getByLabel(/^Password/).fill('Typed-early-9x!');
  deliverApplication();
  await expect(page.locator('#root')).toHaveAttribute('data-started', '');
  const signUp = page.waitForRequest('**/api/auth/sign-up/email');
  await page.getByRole('button', { name: 'Create Account' }).click();
  expect((await signUp).postDataJSON()).toMatchObject({ role: 'company' });
});

test('a field the visitor left before the application had loaded is checked once it has', async ({
  page,
}) => {
  // Leaving a field is when the form checks it (spec part 1 §5): the check must not be lost because the visitor was
  // quicker than the application.
  await fillResetFormBeforeStart(page, 'short', 'short');
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  // The field still being typed in is not judged before the visitor leaves it.
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
});

test.describe('far from the server’s time zone', () => {
  // The server renders in UTC. Whatever a page shows from the clock or in local time must still let React take the
  // markup over as it is: a part it renders again replaces the elements an early press or early typing was on.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('every server-rendered page is taken over without rendering a part again, and an early press on pricing opens its dialog', async ({
    page,
    context,
    request,
  }) => {
    const paths = await publicPaths(request);
    const problems = recordProblems(page);
    const visit = async (path: string) => {
      await page.goto(path);
      // Signed out: the islands' start ('islands'); signed in, and on /auth: the application's ('').
      await expect(page.locator('#root')).toHaveAttribute('data-started');
    };
    for (const path of [
      '/',
      paths.job,
      paths.position,
      paths.advisor,
      '/auth',
      '/auth/reset?token=not-a-real-token',
    ])
      await visit(path);

    // Signed in, the header is the visitor's own (their name, unread counts).
    await signInDemoUser(context, 'subscriber', APP_ORIGIN);
    for (const path of ['/', paths.job, paths.advisor]) await visit(path);

    // The subscriber presses "Manage subscription" before the application's code has arrived; the pricing banner's
    // countdown ticks every second, so its markup is already out of date when the application takes the page.
    const deliverApplication = await holdRequests(page, APPLICATION_CODE);
    await page.goto('/pricing');
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    deliverApplication();
    await expect(page.getByRole('dialog', { name: 'Manage subscription' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-started', '');
    expect(problems).toEqual([]);
  });
});
