// The visual project (decision 031): every screen of the product, as each kind of user sees it, at 1280 px and
// 390 px wide — a full-page screenshot attached to the report and an axe scan that fails on any violation. The
// journeys (tests/e2e/*.spec.ts) assert behaviour; this file only looks. Users are signed in by writing the session
// (support/session-pool.ts): the seeded demo logins for screens with data, fresh pool users for first-time screens.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { APP_ORIGIN, decideAnalyticsConsent } from '../support/session';
import { signInDemoUser, signInPooledUser } from '../support/session-pool';
import type { DemoUser } from '../support/session-pool-file';
import { captureScreen, WIDTHS } from './capture';

type Viewer = 'visitor' | DemoUser | 'new advisor' | 'new company';

interface Screen {
  name: string;
  viewer: Viewer;
  /** The address, or how to find it (an id or slug from the seeded data) with the viewer's own session. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The screen's level-1 heading, when it has a fixed name. */
  heading?: string | RegExp;
  /** Brings up a state of the screen (a dialog, a menu, edit mode); captured in the viewport, not full page. */
  open?: (page: Page) => Promise<Locator>;
  /** The consent banner stays up (the one screen that shows it); every other screen has a stored choice. */
  undecidedConsent?: boolean;
  /** Only these widths (the header's slide-in sheet exists at phone width only). */
  widths?: readonly number[];
}

/** The first address of `kind` in the sitemap (the seeded public roles and advisor profiles). */
async function fromSitemap(request: APIRequestContext, kind: 'job' | 'advisor'): Promise<string> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const match = new RegExp(`<loc>[^<]*(/${kind}/[^<]+)</loc>`).exec(xml);
  if (!match?.[1]) throw new Error(`the sitemap lists no /${kind}/ page`);
  return match[1];
}

/** A seeded role as a company shares it (/position/{id}): positions are not in the sitemap, the list has them. */
async function sharedPosition(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/jobs');
  expect(res.status(), await res.text()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error('no open roles are listed');
  return `/position/${items[0].id}`;
}

/** The company's first applicant still in `applied` (one it can still reject), for the applicant's screen. */
async function firstApplicant(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/company/applicants?status=applied');
  expect(res.status(), await res.text()).toBe(200);
  const { items } = (await res.json()) as { items: { advisor: { id: string } }[] };
  if (!items[0]) throw new Error('the demo company has no applicant in applied');
  return `/company/advisor/${items[0].advisor.id}`;
}

const openMenu = async (page: Page) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog');
};
const PHONE_ONLY = [WIDTHS.mobile] as const;

const SCREENS: Screen[] = [
  // Visitors.
  { name: 'landing', viewer: 'visitor', path: '/' },
  { name: 'landing-consent-banner', viewer: 'visitor', path: '/', undecidedConsent: true },
  { name: 'header-sheet-visitor', viewer: 'visitor', path: '/', open: openMenu, widths: PHONE_ONLY },
  { name: 'auth-sign-in', viewer: 'visitor', path: '/auth' },
  { name: 'auth-sign-up', viewer: 'visitor', path: '/auth?tab=signup' },
  { name: 'auth-sign-up-company', viewer: 'visitor', path: '/auth?tab=signup&role=company' },
  {
    name: 'auth-forgot-password-dialog',
    viewer: 'visitor',
    path: '/auth',
    open: async (page) => {
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      return page.getByRole('dialog', { name: 'Reset your password' });
    },
  },
  { name: 'auth-reset-form', viewer: 'visitor', path: '/auth/reset?token=visual-check' },
  { name: 'auth-reset-invalid', viewer: 'visitor', path: '/auth/reset' },
  { name: 'auth-callback-error', viewer: 'visitor', path: '/auth/callback?error=INVALID_TOKEN' },
  { name: 'public-job', viewer: 'visitor', path: (request) => fromSitemap(request, 'job') },
  {
    name: 'public-job-share-dialog',
    viewer: 'visitor',
    path: (request) => fromSitemap(request, 'job'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Share' }).click();
      return page.getByRole('dialog', { name: 'Share this role' });
    },
  },
  { name: 'public-position', viewer: 'visitor', path: sharedPosition },
  { name: 'public-advisor', viewer: 'visitor', path: (request) => fromSitemap(request, 'advisor') },
  { name: 'public-advisor-not-found', viewer: 'visitor', path: '/advisor/nobody-by-this-name' },
  { name: 'not-found', viewer: 'visitor', path: '/no-such-page', heading: 'Oops! Page not found' },

  // A new advisor (signed in, profile not completed yet).
  {
    name: 'advisor-setup',
    viewer: 'new advisor',
    path: '/advisor-setup',
    heading: 'Complete your advisor profile',
  },
  { name: 'matching-incomplete-profile', viewer: 'new advisor', path: '/advisor-matchmaking' },

  // The demo advisor (completed profile, a finished match run, applications, conversations).
  { name: 'my-profile', viewer: 'advisor', path: '/my-profile' },
  {
    name: 'my-profile-edit',
    viewer: 'advisor',
    path: '/my-profile',
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      return page.getByRole('button', { name: 'Cancel' }).first();
    },
  },
  {
    name: 'my-profile-badge-dialog',
    viewer: 'advisor',
    path: '/my-profile',
    open: async (page) => {
      await page.getByRole('button', { name: 'Generate Badge' }).click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'header-sheet-advisor',
    viewer: 'advisor',
    path: '/my-profile',
    open: openMenu,
    widths: PHONE_ONLY,
  },
  {
    name: 'advisor-profile-saved',
    viewer: 'advisor',
    path: '/advisor-profile-saved',
    heading: 'Congratulations!',
  },
  { name: 'matching-free', viewer: 'advisor', path: '/advisor-matchmaking', heading: 'Your Matches' },
  { name: 'matching-manual', viewer: 'advisor', path: '/advisor-matchmaking?mode=manual' },
  {
    name: 'matching-job-detail-dialog',
    viewer: 'advisor',
    path: '/advisor-matchmaking',
    heading: 'Your Matches',
    open: async (page) => {
      await page.getByRole('button', { name: 'Learn More' }).first().click();
      return page.getByRole('dialog');
    },
  },
  { name: 'my-applications', viewer: 'advisor', path: '/my-applications', heading: 'My Applications' },
  // The referee's page (decision 046) for a link that is not ours.
  {
    name: 'reference-link-not-valid',
    viewer: 'visitor',
    path: '/api/references/respond?token=visual-check',
    heading: 'This link is not valid',
  },
  { name: 'messages-advisor', viewer: 'advisor', path: '/messages', heading: 'Messages' },
  { name: 'pricing-free-advisor', viewer: 'advisor', path: '/pricing', heading: 'Unlock every match' },
  { name: 'settings-advisor', viewer: 'advisor', path: '/settings', heading: 'Account settings' },
  {
    // Saved searches with alerts (decision 045): the save form as the manual search's link opens it.
    name: 'settings-save-search',
    viewer: 'advisor',
    path: '/settings?mode=manual&title=Chair&engagement=part-time#saved-searches',
    heading: 'Account settings',
  },
  {
    name: 'settings-delete-dialog',
    viewer: 'advisor',
    path: '/settings',
    heading: 'Account settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete Account' }).click();
      return page.getByRole('dialog', { name: 'Delete your account?' });
    },
  },
  { name: 'landing-advisor', viewer: 'advisor', path: '/' },

  // The subscriber (annual plan).
  { name: 'landing-subscriber', viewer: 'subscriber', path: '/' },
  {
    name: 'matching-subscriber',
    viewer: 'subscriber',
    path: '/advisor-matchmaking',
    heading: 'Your Matches',
  },
  { name: 'pricing-subscriber', viewer: 'subscriber', path: '/pricing', heading: 'Unlock every match' },
  {
    name: 'subscription-dialog',
    viewer: 'subscriber',
    path: '/pricing',
    heading: 'Unlock every match',
    open: async (page) => {
      await page.getByRole('button', { name: 'Manage subscription' }).click();
      return page.getByRole('dialog', { name: 'Manage subscription' });
    },
  },
  { name: 'public-job-subscriber', viewer: 'subscriber', path: (request) => fromSitemap(request, 'job') },

  // A new company (empty company profile, nothing posted).
  { name: 'company-profile-setup', viewer: 'new company', path: '/company-profile-setup' },
  { name: 'company-dashboard-empty', viewer: 'new company', path: '/company/dashboard' },
  { name: 'company-applicants-empty', viewer: 'new company', path: '/company/applicants' },

  // The demo company (three positions with applicants in every status, a conversation).
  { name: 'company-dashboard', viewer: 'company', path: '/company/dashboard', heading: 'Company Dashboard' },
  {
    name: 'header-sheet-company',
    viewer: 'company',
    path: '/company/dashboard',
    open: openMenu,
    widths: PHONE_ONLY,
  },
  { name: 'company-my-profile', viewer: 'company', path: '/company/my-profile' },
  { name: 'company-applicants', viewer: 'company', path: '/company/applicants', heading: 'Applicants' },
  {
    name: 'company-applicant-status-menu',
    viewer: 'company',
    path: '/company/applicants',
    heading: 'Applicants',
    open: async (page) => {
      await page.getByRole('button', { name: 'Change status' }).first().click();
      return page.getByRole('menu');
    },
  },
  { name: 'company-advisor', viewer: 'company', path: firstApplicant },
  {
    name: 'company-invitations',
    viewer: 'company',
    path: '/company/invitations',
    heading: 'Invitations sent',
  },
  {
    name: 'company-reject-dialog',
    viewer: 'company',
    path: firstApplicant,
    open: async (page) => {
      const applications = page.getByRole('complementary', { name: 'Applications to your positions' });
      await applications.getByRole('button', { name: 'Change status' }).first().click();
      await page.getByRole('menuitem', { name: 'Reject…' }).click();
      return page.getByRole('dialog', { name: /^Reject / });
    },
  },
  {
    name: 'company-search',
    viewer: 'company',
    path: '/search-advisors',
    heading: 'Search for Board of Advisors',
  },
  {
    name: 'company-search-profile-dialog',
    viewer: 'company',
    path: '/search-advisors',
    heading: 'Search for Board of Advisors',
    open: async (page) => {
      await page.getByRole('button', { name: 'View Profile' }).first().click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'company-post-position',
    viewer: 'company',
    path: '/post-board-position',
    heading: 'Post a Board Position',
  },
  { name: 'messages-company', viewer: 'company', path: '/messages', heading: 'Messages' },
  { name: 'settings-company', viewer: 'company', path: '/settings', heading: 'Account settings' },
  { name: 'company-area-advisor-notice', viewer: 'advisor', path: '/company/dashboard' },
];

for (const screen of SCREENS) {
  test(`${screen.name} (${screen.viewer})`, async ({ page, context }, testInfo) => {
    if (!screen.undecidedConsent) await decideAnalyticsConsent(context, false);
    if (screen.viewer === 'new advisor') await signInPooledUser(context, 'advisor', APP_ORIGIN);
    else if (screen.viewer === 'new company') await signInPooledUser(context, 'company', APP_ORIGIN);
    else if (screen.viewer !== 'visitor') await signInDemoUser(context, screen.viewer, APP_ORIGIN);

    const path = typeof screen.path === 'string' ? screen.path : await screen.path(page.request);
    await page.goto(path);
    const heading = page.getByRole('heading', {
      level: 1,
      ...(screen.heading ? { name: screen.heading } : {}),
    });
    await expect(heading.first()).toBeVisible();
    if (screen.undecidedConsent)
      await expect(page.getByRole('region', { name: 'Analytics preferences' })).toBeVisible();

    const state = screen.open ? await screen.open(page) : undefined;
    if (state) await expect(state).toBeVisible();
    await captureScreen(page, testInfo, screen.name, { fullPage: !state, widths: screen.widths });
  });
}
