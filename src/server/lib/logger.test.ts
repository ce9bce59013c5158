// The redaction safety net, read from the real JSON lines pino writes: each secret the audit rules name, passed by
// mistake under its usual field name (top level or one level down), comes out as "[redacted]", while the fields an
// operator needs (request id, route, status) come through as they were.
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger';

const capture = (level: Parameters<typeof createLogger>[0] = 'debug') => {
  const lines: string[] = [];
  return { lines, logger: createLogger(level, (line) => lines.push(line)) };
};

const SECRETS = {
  password: 'Lantern-Quiet-Harbour-7781',
  newPassword: 'Copper-Meadow-Violin-3390',
  currentPassword: 'Wrong-Guess-Umbrella-5512',
  token: 'Zq8rT3vX1pL9mN4bK7cH2wY5',
  sessionId: 'sess_4f1c9a2b7d3e8f60',
  sessionToken: 'stok_0a9b8c7d6e5f4a3b',
  authorization: 'Bearer sk_live_probe_3f9a8c7d6e5b4a',
  cookie: 'better-auth.session_token=abc123def456ghi789',
  url: 'https://boardly.example/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.verify',
  body: '{"password":"Inline-Body-Secret-4411"}',
  AUTH_SECRET: 'auth-secret-0123456789abcdef0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_probe_0123456789',
};

describe('logger', () => {
  it('writes one JSON line with an ISO time, the level by name, the message and the fields', () => {
    const { lines, logger } = capture();
    logger.warn('audit: access.denied', { requestId: 'req-1', route: '/api/profile', status: 401 });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'audit: access.denied',
      requestId: 'req-1',
      route: '/api/profile',
      status: 401,
    });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('drops lines below its level and writes nothing when silent', () => {
    const info = capture('info');
    info.logger.debug('noise');
    info.logger.info('kept');
    expect(info.lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['kept']);
    const silent = capture('silent');
    silent.logger.error('never');
    expect(silent.lines).toEqual([]);
  });

  it('redacts every secret field at the top level and one level down, keeping the rest', () => {
    const { lines, logger } = capture();
    logger.info('top level', { ...SECRETS, requestId: 'req-2' });
    logger.error('nested', {
      requestId: 'req-3',
      headers: { authorization: SECRETS.authorization, cookie: SECRETS.cookie, 'set-cookie': SECRETS.cookie },
      user: { id: 'u1', password: SECRETS.password },
      env: { AUTH_SECRET: SECRETS.AUTH_SECRET, STRIPE_WEBHOOK_SECRET: SECRETS.STRIPE_WEBHOOK_SECRET },
    });
    const output = lines.join('\n');
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(output, name).not.toContain(secret);
    }
    expect(output).not.toContain('Inline-Body-Secret');
    const [top, nested] = lines.map((l) => JSON.parse(l) as Record<string, Record<string, unknown>>);
    for (const name of Object.keys(SECRETS)) expect(top![name], name).toBe(REDACTED);
    expect(top!.requestId).toBe('req-2');
    expect(nested!.headers).toEqual({ authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED });
    expect(nested!.user).toEqual({ id: 'u1', password: REDACTED });
    expect(nested!.requestId).toBe('req-3');
  });
});
