// Sonner renders toasts as list items inside a "Notifications" region; these find one by its title.
import { expect, type Page } from '@playwright/test';

export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Expects a toast with this title (and, when given, this description) to be showing. Matched on both: an earlier
 * toast with the same title (a previous 'Validation Error') may still be on screen above the new one.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  const matching = toast(page, title);
  await expect((description ? matching.filter({ hasText: description }) : matching).first()).toBeVisible();
}
