// The application shell: served by one production process, routes resolve, unknown paths show the 404 page,
// assets are compressed and cached, and the embedded database refuses a second process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { startServer } from './support/server-process';

test('a visitor opens the homepage and an unknown page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium reports the 404 page's own status as a failed load; anything else counts.
    if (message.location().url.endsWith('/no/such/page') && message.text().includes('404')) return;
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Boardly/);

  // A real 404 for crawlers, with the page rendered for people.
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(errors).toEqual([]);
});

test('the API answers health, and hashed assets are compressed with long-lived caching', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok', jobs: { dead: 0 } });

  const html = await (await request.get('/')).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);

  // A page the server does not render (a guarded one is a redirect to sign in for this signed-out request).
  const index = await request.get('/my-account');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(await index.text()).toContain('<div id="root"></div>');
});

test('a second process cannot open the same embedded database', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boardly-lock-e2e-'));
  const first = await startServer({ port: E2E_PORT + 91, dataDir, env: { SEED_DEMO: 'false' } });
  const second = await startServer({
    port: E2E_PORT + 92,
    dataDir,
    env: { SEED_DEMO: 'false' },
    waitForHealth: false,
  });
  const code = await second.exited;
  expect(code).toBe(1);
  expect(second.output()).toContain('already open in another process');
  await first.stop();
  // The lock is released on a clean shutdown: the directory opens again.
  const third = await startServer({ port: E2E_PORT + 93, dataDir, env: { SEED_DEMO: 'false' } });
  await third.stop();
});
