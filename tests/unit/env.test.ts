import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@server/env';

const dataDir = () => mkdtempSync(join(tmpdir(), 'boardly-env-'));

describe('parseEnv', () => {
  it('works offline with no configuration at all', () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.SITE_NAME).toBe('Boardly');
    expect(env.SUPPORT_EMAIL).toBe('support@boardly.example');
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated development secret across restarts', () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(parseEnv({ DATA_DIR: dir }).AUTH_SECRET);
  });

  it('refuses to start in production without secrets, naming each missing variable', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail.example:587' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const name of [
      'AUTH_SECRET',
      'APP_URL',
      'MAIL_FROM',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('SMTP_URL');
  });

  it('rejects a malformed port', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
  });
});
