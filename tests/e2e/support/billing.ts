// Buying a plan the way an advisor does: the plan card on /pricing, then the demo checkout (decision 006).
import { expect, type Page } from '@playwright/test';
import { expectToast } from './toasts';

export const planCard = (page: Page, name: 'Monthly' | 'Annual' | 'Lifetime') =>
  page.getByRole('main').getByRole('article', { name, exact: true });

/** Pays for a plan on the demo checkout page, which returns to /pricing?checkout=success. */
export async function buy(page: Page, plan: 'Annual' | 'Lifetime', price: string) {
  await planCard(page, plan)
    .getByRole('button', { name: `Choose ${plan}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dev/checkout\\?plan=${plan.toLowerCase()}&`));
  await expect(page.getByRole('heading', { name: 'Demo checkout' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expectToast(page, 'Payment received', 'Your plan is active.');
  // The confirmation is shown once: the parameter is dropped, so a reload does not repeat it.
  await expect(page).toHaveURL(/\/pricing$/);
}
