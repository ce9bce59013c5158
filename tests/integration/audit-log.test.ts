// The audit trail: every auth event and every denied API answer is one structured line with the user (when
// known), the client address, method + route, status and time — and no line anywhere holds a password, a token
// from a mail, a session cookie, a session id or an Authorization value. The lines are captured from the real
// logger (createLogger's `write`), so what is checked is exactly what an operator's log would receive.
import { describe, expect, it } from 'vitest';
import { session } from '@server/db/schema';
import { createLogger } from '@server/lib/logger';
import { createDevOutboxMailer } from '@server/lib/mailer';
import { createUser } from '@tests/factories';
import { TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInCompany } from './company-test-helpers';

const lines: string[] = [];
const logger = createLogger('debug', (line) => lines.push(line));

interface AuditLine {
  time: string;
  level: string;
  audit: string;
  userId?: string;
  email?: string;
  ip: string;
  method: string;
  route: string;
  status: number;
  reason?: string;
}

const auditLines = () =>
  lines
    .map((line) => JSON.parse(line) as Partial<AuditLine>)
    .filter((line): line is AuditLine => !!line.audit);
const eventsOf = (name: string) => auditLines().filter((line) => line.audit === name);

// Every secret the journey handles, collected as it goes, then searched for in every captured line.
const secrets = new Set<string>();
const remember = (...values: string[]) => {
  for (const value of values) {
    if (value.length < 6) continue;
    secrets.add(value);
    secrets.add(encodeURIComponent(value));
    secrets.add(decodeURIComponent(value));
  }
};

const SIGN_UP_PASSWORD = 'Lantern-Quiet-Harbour-7781';
const WRONG_PASSWORD = 'Wrong-Guess-Umbrella-5512';
const NEW_PASSWORD = 'Copper-Meadow-Violin-3390';
const BEARER = 'Bearer sk_live_auditprobe_3f9a8c7d6e5b4a';
const IP = '198.51.100.23';

const outboxMail = async (t: ReturnType<typeof useTestApp>, to: string, subject: RegExp) => {
  await t.settleJobs();
  const mail = t.deps.mailer.outbox!().find((entry) => entry.to === to && subject.test(entry.subject));
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
};
const linkIn = (text: string, fragment: string) => {
  const link = (text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment}`);
  return new URL(link);
};

describe('audit log', () => {
  const t = useTestApp({
    // The development outbox logs through the same logger, so its lines are searched too.
    deps: {
      logger,
      mailer: createDevOutboxMailer(logger),
      authLimits: { perIpPerMinute: 1000, failedSignInsPerAccountPerHour: 3 },
    },
  });

  it('records the account journey and denials with user, address, route, status and time, and no secret', async () => {
    remember(SIGN_UP_PASSWORD, WRONG_PASSWORD, NEW_PASSWORD, BEARER, BEARER.slice('Bearer '.length));
    const email = 'audit.advisor@example.com';
    const client = new TestClient(t.app, IP);

    // Sign-up, then the confirmation link (which signs in), then sign-out.
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: SIGN_UP_PASSWORD,
      name: '',
      role: 'advisor',
      callbackURL: '/auth/callback',
    });
    expect(signUp.status).toBe(200);
    const userId = (signUp.body as { user: { id: string } }).user.id;
    const verifyLink = linkIn((await outboxMail(t, email, /Confirm/)).text, '/verify-email');
    remember(verifyLink.searchParams.get('token')!, verifyLink.href);
    expect((await client.get(verifyLink.pathname + verifyLink.search)).status).toBe(302);
    for (const pair of client.cookieHeader.split('; ')) remember(pair, pair.split('=')[1]!);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);

    // A wrong password, then the right one.
    const failed = await client.post('/api/auth/sign-in/email', { email, password: WRONG_PASSWORD });
    expect(failed.status).toBe(401);
    const signIn = await client.post('/api/auth/sign-in/email', { email, password: SIGN_UP_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = client.cookieHeader;
    for (const pair of cookie.split('; '))
      remember(pair, pair.split('=')[1]!, pair.split('=')[1]!.split('.')[0]!);

    // Password reset: requested, link opened, completed.
    const anonymous = new TestClient(t.app, IP);
    expect(
      (await anonymous.post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset' })).status,
    ).toBe(200);
    const resetLink = linkIn((await outboxMail(t, email, /reset/i)).text, '/reset-password/');
    const resetToken = resetLink.pathname.split('/').pop()!;
    remember(resetToken, resetLink.href);
    expect((await anonymous.get(resetLink.pathname + resetLink.search)).status).toBe(302);
    const reset = await anonymous.post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    // Denials: 401 signed out (with an Authorization header the app does not use), 403 wrong role,
    // 404 on another company's position, 429 once an account is locked.
    expect((await anonymous.get('/api/profile', { headers: { authorization: BEARER } })).status).toBe(401);
    const advisor = new TestClient(t.app, IP);
    expect((await advisor.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    for (const pair of advisor.cookieHeader.split('; ')) remember(pair, pair.split('=')[1]!);
    expect((await advisor.get('/api/company/profile', { headers: { authorization: BEARER } })).status).toBe(
      403,
    );

    const owner = await signedInCompany(t);
    const other = await signedInCompany(t);
    const position = await owner.client.post<{ id: string }>('/api/company/positions', positionInput());
    expect(position.status).toBe(201);
    expect((await other.client.get(`/api/company/positions/${position.body.id}`)).status).toBe(404);

    const locked = await createUser(t.database.db, { email: 'locked@example.com' });
    for (let i = 0; i < 3; i++) {
      await anonymous.post('/api/auth/sign-in/email', {
        email: locked.email,
        password: `${WRONG_PASSWORD}-${i}`,
      });
      remember(`${WRONG_PASSWORD}-${i}`);
    }
    expect(
      (await anonymous.post('/api/auth/sign-in/email', { email: locked.email, password: 'x' })).status,
    ).toBe(429);

    // Session ids and tokens of the live sessions (the ones the reset revoked were remembered from their cookies).
    for (const row of await t.database.db.select({ id: session.id, token: session.token }).from(session)) {
      remember(row.id, row.token);
    }
    for (const header of [cookie, owner.client.cookieHeader, other.client.cookieHeader]) remember(header);

    // The expected events, each with who, where, what and when.
    const at = (line: AuditLine) => {
      expect(line.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(Number.isNaN(Date.parse(line.time))).toBe(false);
      expect(line.method).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
      expect(line.route).toMatch(/^\/api\//);
      expect(typeof line.status).toBe('number');
    };
    const one = (name: string, match: Partial<AuditLine>) => {
      const found = eventsOf(name).find((line) =>
        Object.entries(match).every(([k, v]) => line[k as keyof AuditLine] === v),
      );
      expect(
        found,
        `${name} ${JSON.stringify(match)} in\n${JSON.stringify(auditLines(), null, 1)}`,
      ).toBeDefined();
      at(found!);
      return found!;
    };
    one('auth.sign-up', { ip: IP, userId, route: '/api/auth/sign-up/email', method: 'POST', status: 200 });
    one('auth.email-verified', { ip: IP, userId, route: '/api/auth/verify-email', method: 'GET' });
    one('auth.sign-out', { ip: IP, userId, route: '/api/auth/sign-out', status: 200 });
    one('auth.sign-in-failed', { ip: IP, email, reason: 'invalid-credentials', status: 401 });
    one('auth.sign-in', { ip: IP, userId, route: '/api/auth/sign-in/email', status: 200 });
    one('auth.password-reset-requested', {
      ip: IP,
      email,
      route: '/api/auth/request-password-reset',
      status: 200,
    });
    one('auth.password-reset-completed', { ip: IP, userId, route: '/api/auth/reset-password', status: 200 });
    one('auth.rate-limited', { ip: IP, email: locked.email, reason: 'account-locked', status: 429 });
    one('access.denied', { ip: IP, route: '/api/profile', method: 'GET', status: 401 });
    one('access.denied', { ip: IP, userId, route: '/api/company/profile', status: 403 });
    one('access.denied', {
      userId: other.user.id,
      ip: other.client.defaultIp,
      route: `/api/company/positions/${position.body.id}`,
      status: 404,
    });
    one('access.denied', { ip: IP, route: '/api/auth/sign-in/email', status: 429 });
    expect(eventsOf('access.denied').find((line) => line.status === 401)?.userId).toBeUndefined();
    expect(eventsOf('auth.sign-in-failed').every((line) => line.level === 'warn')).toBe(true);

    // The grep: every captured line, every secret, in any of its spellings.
    expect(lines.length).toBeGreaterThan(15);
    expect(secrets.size).toBeGreaterThan(20);
    const hits = lines.flatMap((line) =>
      [...secrets].filter((secret) => line.includes(secret)).map((s) => ({ s, line })),
    );
    expect(hits).toEqual([]);
    expect(lines.filter((line) => /authorization|cookie|password"\s*:/i.test(line))).toEqual([]);
  });

  it('never logs a password-reset token that arrives in the path of an unknown link', async () => {
    const token = 'Zq8rT3vX1pL9mN4bK7cH2wY5';
    const res = await new TestClient(t.app, IP).get(
      `/api/auth/reset-password/${token}?callbackURL=%2Fauth%2Freset`,
    );
    expect(res.status).toBe(302);
    await new TestClient(t.app, IP).get(`/api/nothing-here/${'a1B2'.repeat(10)}`);
    expect(eventsOf('access.denied').some((line) => line.route === '/api/nothing-here/:redacted')).toBe(true);
    expect(lines.filter((line) => line.includes(token) || line.includes('a1B2a1B2'))).toEqual([]);
  });
});

describe('audit log under the per-address limit', () => {
  const t = useTestApp({
    deps: { logger, authLimits: { perIpPerMinute: 2, failedSignInsPerAccountPerHour: 100 } },
  });

  it('records the rate-limited answer with the address and route, and not the password tried', async () => {
    const client = new TestClient(t.app, '192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.post('/api/auth/sign-in/email', {
        email: 'nobody@example.com',
        password: `Guess-Number-${i}-Xylophone`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
    const limited = eventsOf('auth.rate-limited').find((line) => line.ip === '192.0.2.77');
    expect(limited).toMatchObject({
      route: '/api/auth/sign-in/email',
      method: 'POST',
      status: 429,
      reason: 'too-many-requests',
      email: 'nobody@example.com',
    });
    expect(lines.filter((line) => line.includes('Xylophone'))).toEqual([]);
  });
});
