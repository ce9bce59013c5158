// Sonner renders toasts as list items inside a "Notifications" region; these find one by its title.
import { expect, type Page } from '@playwright/test';

export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Expects a toast with this title (and, when given, this description) to be showing. */
export async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page, title).first();
  await expect(item).toBeVisible();
  if (description) await expect(item).toContainText(description);
}
