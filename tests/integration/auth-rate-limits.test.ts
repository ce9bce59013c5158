// Brute-force protection: per-address limits on auth endpoints and a per-account limit on failed sign-ins, both
// counted in the database so every instance shares them (scale-out.test.ts proves it with two instances); the
// address comes from the socket, not from headers.
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

describe('per-address limit on sign-in', () => {
  const t = useTestApp({ deps: { authLimits: { perIpPerMinute: 5, failedSignInsPerAccountPerHour: 100 } } });

  it('answers 429 with Retry-After past the limit, and a forged X-Forwarded-For buys no fresh bucket', async () => {
    const client = new TestClient(t.app, '198.51.100.7');
    const attempt = (headers?: Record<string, string>) =>
      client.post(
        '/api/auth/sign-in/email',
        { email: 'nobody@example.com', password: 'wrong-password' },
        { headers },
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/try again in \d+ minute/) },
    });
    expect((await attempt({ 'x-forwarded-for': '192.0.2.99' })).status).toBe(429);

    // Another address is unaffected.
    const other = await client.post(
      '/api/auth/sign-in/email',
      { email: 'nobody@example.com', password: 'x' },
      { ip: '198.51.100.8' },
    );
    expect(other.status).toBe(401);
  });

  it('limits sign-up and password-reset requests too', async () => {
    const client = new TestClient(t.app, '198.51.100.30');
    for (let i = 0; i < 5; i++)
      await client.post('/api/auth/request-password-reset', {
        email: `r${i}@example.com`,
        redirectTo: '/auth/reset',
      });
    expect(
      (
        await client.post('/api/auth/request-password-reset', {
          email: 'r@example.com',
          redirectTo: '/auth/reset',
        })
      ).status,
    ).toBe(429);
  });
});

describe('per-account limit on failed sign-ins', () => {
  const t = useTestApp({
    deps: { authLimits: { perIpPerMinute: 10_000, failedSignInsPerAccountPerHour: 100 } },
  });

  it('locks an account after 100 failed sign-ins in an hour, from any address, until the hour has passed', async () => {
    const account = await createUser(t.database.db, { email: 'target@example.com' });
    const client = new TestClient(t.app);
    // Ten at a time: each wrong-password answer waits for the same-answer floor (half a second).
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, j) => batch * 10 + j).map((i) =>
          client.post(
            '/api/auth/sign-in/email',
            { email: account.email, password: `wrong-${i}` },
            { ip: `10.0.${Math.floor(i / 250)}.${i % 250}` },
          ),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(401));
    }
    const locked = await client.post(
      '/api/auth/sign-in/email',
      { email: account.email, password: DEFAULT_TEST_PASSWORD },
      { ip: '192.0.2.200' },
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(locked.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringContaining('Too many failed sign-in attempts') },
    });

    t.clock.advance(60 * 60 * 1000 + 1000);
    const later = await client.post('/api/auth/sign-in/email', {
      email: account.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(later.status).toBe(200);
  });
});
