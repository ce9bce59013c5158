// A free advisor sees two unlocked matches, buys the Annual plan through the demo checkout (the e2e server runs
// without Stripe keys, so the plan button opens /dev/checkout, whose Pay button sends a signed event through the real
// webhook handler), comes back to every match unlocked, then cancels auto-renew in the subscription dialog and sees
// until when the plan stays active. A second advisor buys Lifetime and the banner's spot count drops by one.
import { APPLICATION_STATUSES } from '@shared/constants';
import { expect, test, type Page } from '@playwright/test';
import type { Pricing, SubscriptionSummary } from '@shared/schemas/billing';
import { advisorWithCompletedProfile } from './support/advisor-profile';
import { buy, planCard } from './support/billing';
import { signInNewUser, decideAnalyticsConsent, login } from './support/session';
import { expectToast } from './support/toasts';

test.beforeEach(async ({ context }) => {
  await decideAnalyticsConsent(context, false);
});

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

async function readPricing(page: Page): Promise<Pricing> {
  const res = await page.request.get('/api/billing/pricing');
  expect(res.status()).toBe(200);
  return (await res.json()) as Pricing;
}

async function readSubscription(page: Page): Promise<SubscriptionSummary> {
  const res = await page.request.get('/api/billing/subscription');
  expect(res.status()).toBe(200);
  return (await res.json()) as SubscriptionSummary;
}

const matches = (page: Page) => page.getByRole('list', { name: 'Your matches' }).getByRole('article');

test('a free advisor buys Annual, sees every match, then cancels auto-renew', async ({ page }) => {
  // Signed out: pricing asks to sign in first, and comes back here.
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/auth\?next=%2Fpricing$/);

  await advisorWithCompletedProfile(page);

  // Free plan: AI matching shows full details for exactly two matches; the rest are locked behind /pricing.
  await page.goto('/advisor-matchmaking');
  await page.getByRole('main').getByRole('button', { name: 'Match with AI' }).first().click();
  await expectToast(page, 'Matches ready', 'opportunities.');
  await expect(matches(page).first()).toBeVisible();
  const shown = await matches(page).count();
  expect(shown).toBeGreaterThan(2);
  await expect(matches(page).getByRole('button', { name: 'Learn More' })).toHaveCount(2);
  await expect(matches(page).getByRole('link', { name: 'Unlock to view full details' })).toHaveCount(
    shown - 2,
  );

  // The unlock action leads to the plans.
  await matches(page).nth(2).getByRole('link', { name: 'Unlock to view full details' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Unlock every match', level: 1 })).toBeVisible();
  const before = await readPricing(page);
  await expect(
    page.getByRole('heading', { name: `${before.lifetimeSpotsLeft} of 100 spots left` }),
  ).toBeVisible();
  await expect(page.getByText('This week’s deadline')).toBeVisible();
  await expect(page.getByText(/^\d+ days?, \d+ hours? and \d+ minutes? left$/)).toBeAttached();
  await expect(page.getByRole('note').filter({ hasText: 'Demo checkout — no real payment' })).toBeVisible();

  // Three plans with the spec's prices and only the features the API lists.
  const monthly = planCard(page, 'Monthly');
  await expect(monthly).toContainText('$49');
  await expect(monthly).toContainText('per month');
  const annual = planCard(page, 'Annual');
  await expect(annual).toContainText('$299');
  await expect(annual).toContainText('per year');
  await expect(annual.getByText('Save $289 versus monthly')).toBeVisible();
  await expect(annual.getByText('Recommended')).toBeVisible();
  const lifetime = planCard(page, 'Lifetime');
  await expect(lifetime).toContainText('$399');
  await expect(lifetime).toContainText('one-time');
  await expect(lifetime.getByText('First 100 users only')).toBeVisible();
  for (const plan of before.plans) {
    const card = planCard(page, plan.name as 'Monthly' | 'Annual' | 'Lifetime');
    await expect(
      card.getByRole('list', { name: `${plan.name} plan includes` }).getByRole('listitem'),
    ).toHaveText(plan.features.map((feature) => feature.label));
  }
  await expect(page.getByRole('main').getByText('Current plan', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage subscription' })).toHaveCount(0);

  // Annual through the demo checkout: back on pricing, the plan is marked and a second renewal cannot be bought.
  await buy(page, 'Annual', '$299');
  await expect(annual.getByText('Current plan', { exact: true })).toBeVisible();
  await expect(annual.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await expect(monthly.getByRole('button', { name: 'Switch plans in billing' })).toBeDisabled();
  await expect(monthly.getByText(/Your Annual plan renews automatically/)).toBeVisible();
  await expect(lifetime.getByRole('button', { name: 'Choose Lifetime' })).toBeEnabled();

  // Every match is unlocked now.
  await page.goto('/advisor-matchmaking');
  await expect(matches(page)).toHaveCount(shown);
  await expect(matches(page).getByRole('button', { name: 'Learn More' })).toHaveCount(shown);
  await expect(page.getByRole('link', { name: 'Unlock to view full details' })).toHaveCount(0);

  // The subscription dialog: plan, status, renewal date, the annual extras.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage subscription' });
  await expect(dialog).toBeVisible();
  const { subscription } = await readSubscription(page);
  expect(subscription).toMatchObject({ plan: 'annual', status: 'active', canCancel: true });
  await expect(dialog.getByText('Annual', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Active', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Renews on', { exact: true })).toBeVisible();
  await expect(dialog.getByText(longDate(subscription!.renewsAt!), { exact: true })).toBeVisible();

  const analytics = dialog.getByRole('region', { name: 'Match analytics' });
  await expect(analytics.getByText('Matches', { exact: true })).toBeVisible();
  await expect(
    analytics.getByRole('list', { name: 'Applications by status' }).getByRole('listitem'),
  ).toHaveCount(APPLICATION_STATUSES.length);
  const weekly = dialog.getByRole('switch', { name: 'Weekly emailed suggestions' });
  await expect(weekly).toHaveAttribute('aria-checked', 'true');
  await weekly.click();
  await expectToast(page, 'Weekly suggestions off');
  await expect(weekly).toHaveAttribute('aria-checked', 'false');

  // Cancel auto-renew, with a confirm step: access stays until the period ends, and the dialog says until when.
  await dialog.getByRole('button', { name: 'Cancel auto-renew' }).click();
  const confirm = dialog.getByRole('region', { name: 'Turn off auto-renew?' });
  await expect(confirm.getByRole('button', { name: 'Keep auto-renew' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Confirm cancellation' }).click();
  const endDate = longDate(subscription!.currentPeriodEnd!);
  const untilText = `Your subscription will remain active until ${endDate}, then it won't renew.`;
  await expectToast(page, 'Auto-renew disabled', untilText);
  await expect(dialog.getByRole('status').filter({ hasText: 'Auto-renew is off.' })).toContainText(untilText);
  await expect(dialog.getByText('Ends on', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel auto-renew' })).toHaveCount(0);
  expect((await readSubscription(page)).subscription).toMatchObject({
    status: 'active',
    cancelAtPeriodEnd: true,
    endsAt: subscription!.currentPeriodEnd,
  });

  // With auto-renew off, another plan may be chosen (nobody is billed twice).
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(monthly.getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
});

test('buying Lifetime takes one of the 100 spots', async ({ page }) => {
  await signInNewUser(page, { role: 'advisor' });
  await page.goto('/pricing');
  const { lifetimeSpotsLeft: before } = await readPricing(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: `${before} of 100 spots left` })).toBeVisible();

  await buy(page, 'Lifetime', '$399');
  await expect(page.getByRole('heading', { name: `${before - 1} of 100 spots left` })).toBeVisible();
  expect((await readPricing(page)).lifetimeSpotsLeft).toBe(before - 1);
  const lifetime = planCard(page, 'Lifetime');
  await expect(lifetime.getByText('Current plan', { exact: true })).toBeVisible();
  for (const plan of ['Monthly', 'Annual'] as const) {
    await expect(planCard(page, plan).getByRole('button', { name: 'Included in Lifetime' })).toBeDisabled();
  }

  // Lifetime never renews, so there is nothing to cancel.
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage subscription' });
  await expect(dialog.getByText('Lifetime', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Never', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Lifetime access never renews/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel auto-renew' })).toHaveCount(0);
});

test('the countdown runs to Friday 23:59:59 local time, recomputed every second', async ({ page }) => {
  // A Tuesday at 10:00 local time: 3 days, 13 hours, 59 minutes and 59 seconds to the deadline.
  await page.clock.install({ time: new Date(2026, 2, 3, 10, 0, 0) });
  await login(page, { as: 'advisor', goto: '/pricing' });
  await expect(page.getByText('Ends Friday, March 6 at 11:59 PM')).toBeVisible();
  await expect(page.getByText('3 days, 13 hours and 59 minutes left')).toBeAttached();
  await page.clock.runFor(60_000);
  await expect(page.getByText('3 days, 13 hours and 58 minutes left')).toBeAttached();
});
