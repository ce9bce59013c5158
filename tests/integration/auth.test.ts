// Accounts through the real routes, with mail delivered over SMTP to a local sink.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, user } from '@server/db/schema';
import { createSmtpMailer } from '@server/lib/mailer';
import { createAdvisor, createUser, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { TestClient } from '../setup/http';
import { linkIn, startMailSink, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';

const mailDir = mkdtempSync(join(tmpdir(), 'boardly-mail-'));
let sink: Awaited<ReturnType<typeof startMailSink>>;
beforeAll(async () => {
  sink = await startMailSink(mailDir);
});
afterAll(async () => {
  await sink.stop();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('sign-up, e-mail confirmation and sign-in', () => {
  const t = useTestApp({
    deps: {
      // The mailer is built lazily so it can use the sink's port, which is known only after beforeAll.
      mailer: {
        send: (message) =>
          createSmtpMailer({
            smtpUrl: `smtp://127.0.0.1:${sink.port}`,
            from: 'Boardly <no-reply@boardly.example>',
          }).send(message),
      },
    },
  });

  it('sends a confirmation mail whose link signs the user in and lands on /auth/callback', async () => {
    const client = new TestClient(t.app);
    const email = 'new.advisor@example.com';
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: 'Quiet-Harbour-Lantern-41',
      name: '',
      role: 'advisor',
      callbackURL: '/auth/callback?next=%2Fmy-profile',
    });
    expect(signUp.status).toBe(200);

    const early = await client.post('/api/auth/sign-in/email', {
      email,
      password: 'Quiet-Harbour-Lantern-41',
      callbackURL: '/auth/callback?next=%2Fmy-profile',
    });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      error: {
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please confirm your e-mail address first. We have sent you a new confirmation link.',
      },
    });

    const mail = await waitForMail(mailDir, email, { subject: /Confirm/ });
    expect(mail.html).toContain('Confirm my account');
    const verify = await client.get(pathOf(linkIn(mail, '/api/auth/verify-email')));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth/callback?next=%2Fmy-profile');

    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({ user: { email, role: 'advisor', emailVerified: true } });
  });

  it('sends an expired or tampered confirmation link back to the callback with an error', async () => {
    const client = new TestClient(t.app);
    const res = await client.get('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fcallback');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/auth\/callback\?error=/);
  });

  it('refuses an e-mail link whose return address leaves the site, and follows one on the site (issue #28)', async () => {
    const client = new TestClient(t.app);
    for (const target of ['https://evil.example', '//evil.example', '/\t/evil.example', '/\\evil.example']) {
      for (const path of ['/api/auth/reset-password/x', '/api/auth/verify-email?token=x']) {
        const url = `${path}${path.includes('?') ? '&' : '?'}callbackURL=${encodeURIComponent(target)}`;
        const res = await client.get<{ error: { code: string } }>(url);
        expect([res.status, res.body.error?.code, res.headers.get('location')], url).toEqual([
          422,
          'VALIDATION_FAILED',
          null,
        ]);
      }
    }
    const onSite = await client.get('/api/auth/reset-password/x?callbackURL=%2Freset-password');
    const ownOrigin = await client.get(
      `/api/auth/reset-password/x?callbackURL=${encodeURIComponent('http://localhost:3000/reset-password')}`,
    );
    for (const res of [onSite, ownOrigin]) {
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!, 'http://localhost:3000');
      expect([location.origin, location.pathname, location.searchParams.get('error')]).toEqual([
        'http://localhost:3000',
        '/reset-password',
        'INVALID_TOKEN',
      ]);
    }
  });

  it('creates an empty company profile on the first confirmed sign-in of a company user', async () => {
    const company = await createUser(t.database.db, { role: 'company', email: 'hiring@example.com' });
    const client = new TestClient(t.app);
    expect(
      (
        await client.post('/api/auth/sign-in/email', {
          email: company.email,
          password: DEFAULT_TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(companyProfiles)
      .where(eq(companyProfiles.userId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyName: '',
      contactFullName: '',
      contactPosition: '',
      profileCompleted: false,
    });
  });

  it('refuses a second account for an existing address with USER_ALREADY_EXISTS', async () => {
    await createUser(t.database.db, { email: 'taken@example.com' });
    const res = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      email: 'Taken@Example.com',
      password: 'Quiet-Harbour-Lantern-41',
      name: '',
      role: 'company',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: { code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' },
    });
  });

  it('refuses weak passwords with reasons, and a missing or unknown role', async () => {
    const client = new TestClient(t.app);
    const common = await client.post('/api/auth/sign-up/email', {
      email: 'a@example.com',
      password: 'password1',
      name: '',
      role: 'advisor',
    });
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject({
      error: { code: 'WEAK_PASSWORD', message: 'Password is too easy to guess' },
    });
    const similar = await client.post('/api/auth/sign-up/email', {
      email: 'margaret@example.com',
      password: 'margaret-2026!',
      name: '',
      role: 'advisor',
    });
    expect(similar.body).toMatchObject({
      error: { code: 'WEAK_PASSWORD', message: 'Password is too similar to your e-mail address' },
    });
    const short = await client.post('/api/auth/sign-up/email', {
      email: 'b@example.com',
      password: 'x7$Kq',
      name: '',
      role: 'advisor',
    });
    expect(short.body).toMatchObject({
      error: { code: 'WEAK_PASSWORD', message: 'Password must be at least 8 characters long' },
    });
    const noRole = await client.post('/api/auth/sign-up/email', {
      email: 'c@example.com',
      password: 'Quiet-Harbour-Lantern-41',
      name: '',
      role: 'admin',
    });
    expect(noRole.status).toBe(422);
    expect(noRole.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', issues: [{ path: 'role' }] } });
    expect(await t.database.db.select().from(user)).toHaveLength(0);
  });

  it('refuses a password that is not text as too short, on sign-up and on reset, and creates nothing', async () => {
    const client = new TestClient(t.app);
    // An object whose `toString` is not a function cannot be turned into text at all.
    const hostile = { toString: 'x', valueOf: 1 };
    const signUp = await client.post('/api/auth/sign-up/email', {
      email: 'hostile@example.com',
      password: hostile,
      name: '',
      role: 'advisor',
    });
    expect(signUp.status).toBe(422);
    expect(signUp.body).toMatchObject({
      error: { code: 'WEAK_PASSWORD', message: 'Password must be at least 8 characters long' },
    });
    const reset = await client.post('/api/auth/reset-password', { newPassword: hostile, token: 'any' });
    expect(reset.status).toBe(422);
    expect(reset.body).toMatchObject({ error: { code: 'WEAK_PASSWORD' } });
    expect(await t.database.db.select().from(user)).toHaveLength(0);
  });

  it('never lets a user change their own role', async () => {
    const advisor = await createUser(t.database.db, { role: 'advisor', email: 'role@example.com' });
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/email', { email: advisor.email, password: DEFAULT_TEST_PASSWORD });
    // better-auth's update-user is not served (account settings are /api/me/*).
    const res = await client.post('/api/auth/update-user', { role: 'company' });
    expect(res.status).toBe(404);
    const again = await client.post('/api/auth/UPDATE-USER/', { name: 'x', role: 'company' });
    expect(again.status).toBe(404);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, advisor.id));
    expect(row?.role).toBe('advisor');
  });
  it('serves only the auth endpoints Boardly documents: session lists, tokens and library account changes are 404', async () => {
    const advisor = await createUser(t.database.db, { role: 'advisor', email: 'surface@example.com' });
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/email', { email: advisor.email, password: DEFAULT_TEST_PASSWORD });
    expect((await client.get('/api/auth/get-session')).status).toBe(200);
    for (const path of ['/api/auth/list-sessions', '/api/auth/list-accounts', '/api/auth/ok']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/token/i);
    }
    for (const path of [
      '/api/auth/revoke-sessions',
      '/api/auth/revoke-other-sessions',
      '/api/auth/change-password',
    ]) {
      expect((await client.post(path, {})).status, path).toBe(404);
    }
    // The session is still there: the refused revoke-sessions did nothing.
    expect((await client.get('/api/auth/get-session')).body).toMatchObject({ user: { id: advisor.id } });
  });
});

describe('password reset', () => {
  const t = useTestApp({
    deps: {
      mailer: {
        send: (message) =>
          createSmtpMailer({
            smtpUrl: `smtp://127.0.0.1:${sink.port}`,
            from: 'Boardly <no-reply@boardly.example>',
          }).send(message),
      },
    },
  });

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    await createUser(t.database.db, { email: 'known@example.com' });
    const client = new TestClient(t.app);
    const known = await client.post('/api/auth/request-password-reset', {
      email: 'known@example.com',
      redirectTo: '/auth/reset',
    });
    const unknown = await client.post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/auth/reset',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await waitForMail(mailDir, 'known@example.com', { subject: /Reset/ });
    await expect(waitForMail(mailDir, 'nobody@example.com', { timeoutMs: 500 })).rejects.toThrow();
  });

  it('sets a new password from the mailed link, revokes old sessions, and signs in with the new one', async () => {
    const { user: advisor } = await createAdvisor(t.database.db, { user: { email: 'reset.me@example.com' } });
    const oldDevice = new TestClient(t.app);
    await oldDevice.post('/api/auth/sign-in/email', {
      email: advisor.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect((await oldDevice.get('/api/me')).body).toMatchObject({ user: { email: advisor.email } });

    const client = new TestClient(t.app);
    const started = Date.now();
    await client.post('/api/auth/request-password-reset', {
      email: advisor.email,
      redirectTo: '/auth/reset',
    });
    const mail = await waitForMail(mailDir, advisor.email, { subject: /Reset/, after: started - 1000 });
    const landing = await client.get(pathOf(linkIn(mail, '/api/auth/reset-password/')));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth/reset');
    const token = location.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await client.post('/api/auth/reset-password', { newPassword: 'password1', token });
    expect(weak.body).toMatchObject({ error: { code: 'WEAK_PASSWORD' } });
    const done = await client.post('/api/auth/reset-password', {
      newPassword: 'Amber-Falcon-Orchard-77',
      token,
    });
    expect(done.status).toBe(200);

    expect((await oldDevice.get('/api/me')).body).toMatchObject({ user: null });
    const reused = await client.post('/api/auth/reset-password', {
      newPassword: 'Another-Falcon-Orchard-78',
      token,
    });
    expect(reused.body).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    const oldPassword = await client.post('/api/auth/sign-in/email', {
      email: advisor.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await client.post('/api/auth/sign-in/email', {
      email: advisor.email,
      password: 'Amber-Falcon-Orchard-77',
    });
    expect(newPassword.status).toBe(200);
  });
});
