import type { Page } from '@playwright/test';

/**
 * Holds back every request `page` makes to `url` (a glob) until the returned function is called: a slow phone or a
 * busy runner, made deterministic. What the visitor does meanwhile happens without that answer.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(url, async (route) => {
    await delivered;
    await route.continue();
  });
  return deliver;
}
