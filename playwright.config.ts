import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: 'tests/e2e',
  // One server process and a 2-core machine: the journeys run one after another in one worker, and the visual
  // project's screens (read-only visits) run beside them in a second (decision 031).
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'journeys', testMatch: '**/*.spec.ts', workers: 1 },
    // Every screen at 1280 px and 390 px: screenshots attached to the report, axe on each (tests/e2e/visual).
    { name: 'visual', testMatch: 'visual/**/*.visual.ts', workers: 1 },
  ],
  forbidOnly: true,
  retries: 0,
  // Generous: CI shares two cores between the server, Chromium and the runner; journeys are long stories.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      // Debian's old headless shell: no GPU process and no browser UI, so a new context opens in half the time and
      // a page loads in a third of the time of the full browser (0.2 s and 0.5 s against 0.5 s and 1.4 s here).
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    // No single click or fill may hang a journey until the test's own time limit.
    actionTimeout: 15_000,
    // Recording a trace of every test (kept only when it fails) took the browser tests from 4.5 to 5.7 minutes on
    // this machine, and CI keeps only the log. Record one when hunting a failure: `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
