// Starts what the journeys need: a local SMTP sink that stores every message as JSON, and the production build
// started exactly as `npm start` starts it, on an embedded database prepared for it: the demo data the server would
// seed on its first start, and a pool of signed-in fresh users (prepare-database.ts, decision 031). Returns the
// teardown.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, E2E_PORT } from '../../../playwright.config';
import { startMailSink } from '../../setup/mail-sink';
import { startServer } from './server-process';

export const E2E_STATE_FILE = join(tmpdir(), 'boardly-e2e-state.json');

export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium's headless shell is not installed at ${CHROMIUM_PATH}, so the browser tests cannot run.\n` +
        'Install it with:  apt-get update && apt-get install -y chromium chromium-headless-shell',
    );
  }
  if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
    throw new Error('The production build is missing: run `npm run build` before `npx playwright test`.');
  }
  const root = mkdtempSync(join(tmpdir(), 'boardly-e2e-'));
  const mailDir = join(root, 'mail');
  mkdirSync(mailDir);
  const sink = await startMailSink(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = join(root, 'data');
  // Known to the journeys, so a session they write is one the server accepts (session-pool.ts).
  const authSecret = randomBytes(32).toString('hex');
  process.env.E2E_AUTH_SECRET = authSecret;
  process.env.E2E_SESSION_POOL = join(root, 'session-pool.json');
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/prepare-database.ts'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });

  const server = await startServer({
    port: E2E_PORT,
    dataDir: process.env.E2E_DATA_DIR,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Boardly <no-reply@boardly.example>',
      // Every journey signs in from 127.0.0.1: raise (never disable) the per-address limit.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_SECRET: authSecret,
    },
  });
  return async () => {
    await server.stop();
    await sink.stop();
  };
}
