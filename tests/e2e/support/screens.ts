// Screenshots of a screen at desktop and mobile width, kept under test-results/screens as CI artifacts.
import type { Page } from '@playwright/test';

export const WIDTHS = { desktop: 1280, mobile: 390 } as const;

export async function screenshotBothWidths(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'mobile' ? 844 : 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}
