// One screen state at each width: a screenshot attached to the report (and kept under test-results/screens) and an
// axe scan that fails on any violation of WCAG 2.1 A/AA. Screenshots are not compared pixel by pixel: the seeded data
// carries dates relative to the day of the run, so a baseline would change daily for no fault.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type * as Axe from 'axe-core';

export const WIDTHS = { desktop: 1280, mobile: 390 } as const;
const HEIGHT: Record<number, number> = { [WIDTHS.desktop]: 800, [WIDTHS.mobile]: 844 };

/** Nothing on the page still loading: no busy region (skeletons, pending buttons) and the web fonts in. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every violation, listed readably. The toast region is left out: axe measures contrast mid-animation, so a toast
 * fading in or out would read as a violation.
 *
 * axe-core runs in the page itself, injected once per page: @axe-core/playwright's builder injects it again on every
 * scan and finishes each one in a new blank page, which took 1.4–3 s a scan against 0.13 s here (our pages have no
 * frames, which is what that round trip is for).
 */
async function expectNoA11yViolations(page: Page, where: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(
      { exclude: [['[data-sonner-toaster]']] },
      { runOnly: { type: 'tag', values: tags } },
    );
    return results.violations.map(
      (v) =>
        `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, WCAG_TAGS);
  expect(violations, `accessibility violations on ${where}`).toEqual([]);
}

export async function captureScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage, widths = [WIDTHS.desktop, WIDTHS.mobile] }: { fullPage: boolean; widths?: readonly number[] },
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT[width] ?? 800 });
    await settled(page);
    const body = await page.screenshot({
      fullPage,
      animations: 'disabled',
      path: `test-results/screens/${name}-${width}.png`,
    });
    await testInfo.attach(`${name}-${width}.png`, { body, contentType: 'image/png' });
    await expectNoA11yViolations(page, `${name} at ${width} px`);
  }
}
