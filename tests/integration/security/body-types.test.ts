// Every auth endpoint takes JSON only: the same fields form-encoded, as multipart or as text are refused with 415
// before better-auth (which parses all of them) or any limit runs, and change nothing — counters included. The
// probe that found this: with an account's failed sign-ins at the lock threshold, form-encoded guesses were never
// counted and a form-encoded sign-in with the right password got a session. The authorization matrix and the
// fuzzer apply the same rule to every other route.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '@server/db/schema';
import { createUser, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { TestClient } from '../../setup/http';
import { changedTables, fingerprintTables } from '../../setup/table-fingerprint';
import { useTestApp } from '../../setup/test-app';
import { BODY_ENCODINGS, encodeBody, notRefusedAsUnsupported, type BodyEncoding } from './body-encodings';

const LOCK_THRESHOLD = 5;
const OTHER_ENCODINGS = BODY_ENCODINGS.filter((encoding) => encoding !== 'json');

describe('auth endpoints take JSON bodies only', () => {
  const t = useTestApp({
    deps: { authLimits: { perIpPerMinute: 1000, failedSignInsPerAccountPerHour: LOCK_THRESHOLD } },
  });

  const send = (client: TestClient, path: string, encoding: BodyEncoding, fields: unknown) => {
    const { body, headers } = encodeBody(encoding, fields);
    return client.call('POST', path, { body, headers });
  };

  it('after the lock threshold, a form-encoded (or multipart, or text) sign-in with the right password gets no session', async () => {
    const account = await createUser(t.database.db, { email: 'locked@example.com' });
    const client = new TestClient(t.app);
    const signIn = (encoding: BodyEncoding, password: string) =>
      send(client, '/api/auth/sign-in/email', encoding, { email: account.email, password });

    // Guesses in other encodings are refused unread: they neither count nor get an answer about the password.
    for (const encoding of OTHER_ENCODINGS) {
      const before = await fingerprintTables(t.database.db);
      const res = await signIn(encoding, 'wrong-guess');
      expect(notRefusedAsUnsupported(res), encoding).toBeUndefined();
      expect(changedTables(before, await fingerprintTables(t.database.db)), encoding).toEqual([]);
    }
    for (let i = 0; i < LOCK_THRESHOLD; i++) expect((await signIn('json', `wrong-${i}`)).status).toBe(401);

    const before = await fingerprintTables(t.database.db);
    for (const encoding of OTHER_ENCODINGS) {
      const res = await signIn(encoding, DEFAULT_TEST_PASSWORD);
      expect(notRefusedAsUnsupported(res), encoding).toBeUndefined();
      expect(res.headers.getSetCookie(), encoding).toEqual([]);
    }
    expect(changedTables(before, await fingerprintTables(t.database.db))).toEqual([]);
    expect(await t.database.db.select().from(session).where(eq(session.userId, account.id))).toEqual([]);
    expect(client.cookieHeader).toBe('');

    // The lock holds for the one encoding that is read.
    const locked = await signIn('json', DEFAULT_TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('refuses a sign-in whose address the lock cannot read, instead of letting better-auth read it its own way', async () => {
    const account = await createUser(t.database.db, { email: 'shape@example.com' });
    const client = new TestClient(t.app);
    for (const body of [
      { email: [account.email], password: DEFAULT_TEST_PASSWORD },
      { email: { value: account.email }, password: DEFAULT_TEST_PASSWORD },
      { email: `${account.email}\u0000`, password: DEFAULT_TEST_PASSWORD },
      { password: DEFAULT_TEST_PASSWORD },
    ]) {
      const res = await client.post('/api/auth/sign-in/email', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers every served auth endpoint the same in JSON, and refuses the other encodings without a trace', async () => {
    const verified = await createUser(t.database.db, { email: 'verified@example.com' });
    const unverified = await createUser(t.database.db, { email: 'new@example.com', emailVerified: false });
    const endpoints: { path: string; fields: Record<string, unknown>; json: number }[] = [
      {
        path: '/api/auth/sign-up/email',
        fields: { email: 'fresh@example.com', password: 'Quiet-Lantern-Orbit-42', name: '', role: 'advisor' },
        json: 200,
      },
      { path: '/api/auth/send-verification-email', fields: { email: unverified.email }, json: 200 },
      {
        path: '/api/auth/request-password-reset',
        fields: { email: verified.email, redirectTo: '/auth/reset' },
        json: 200,
      },
      {
        path: '/api/auth/reset-password',
        fields: { newPassword: 'Quiet-Lantern-Orbit-42', token: 'not-a-token' },
        json: 400,
      },
      {
        path: '/api/auth/sign-in/email',
        fields: { email: verified.email, password: DEFAULT_TEST_PASSWORD },
        json: 200,
      },
      { path: '/api/auth/sign-out', fields: {}, json: 200 },
    ];
    // Signed out first (verification and reset are for signed-out visitors), then a sign-in and a sign-out.
    const client = new TestClient(t.app);
    for (const { path, fields, json } of endpoints) {
      const before = await fingerprintTables(t.database.db);
      for (const encoding of OTHER_ENCODINGS) {
        const res = await send(client, path, encoding, fields);
        expect(notRefusedAsUnsupported(res), `${path} as ${encoding}`).toBeUndefined();
        expect(res.headers.getSetCookie(), `${path} as ${encoding}`).toEqual([]);
      }
      expect(changedTables(before, await fingerprintTables(t.database.db)), path).toEqual([]);
      const res = await send(client, path, 'json', fields);
      expect(res.status, `${path} as json: ${JSON.stringify(res.body)}`).toBe(json);
      // A mail this call queued is recorded by the worker on its own clock: let it land before the next endpoint's
      // before-and-after, or it counts as a trace of that endpoint's refused encodings.
      await t.settleJobs(30_000);
    }
  });

  it('refuses a body without a type, and a type with parameters only when the type itself is wrong', async () => {
    const account = await createUser(t.database.db, { email: 'typed@example.com' });
    const body = JSON.stringify({ email: account.email, password: DEFAULT_TEST_PASSWORD });
    const untyped = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-length': String(body.length) },
      body: new Blob([body]),
    });
    expect(untyped.status).toBe(415);
    expect(untyped.headers.get('accept-post')).toBe('application/json');
    const client = new TestClient(t.app);
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await client.call('POST', '/api/auth/sign-in/email', {
        body,
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(200);
    }
    for (const type of [
      'application/vnd.api+json',
      'application/json-seq',
      'text/json',
      'application/json, text/plain',
    ]) {
      const res = await client.call('POST', '/api/auth/sign-in/email', {
        body,
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
    }
  });
});

describe('upload routes take multipart only', () => {
  const t = useTestApp();

  it('refuses JSON, form-encoded and text bodies on the photo, resume and logo uploads', async () => {
    const advisor = await createUser(t.database.db, { email: 'uploader@example.com' });
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in/email', { email: advisor.email, password: DEFAULT_TEST_PASSWORD });
    for (const path of ['/api/profile/photo', '/api/profile/resume', '/api/company/logo-uploads']) {
      for (const encoding of BODY_ENCODINGS.filter((candidate) => candidate !== 'multipart')) {
        const { body, headers } = encodeBody(encoding, { file: 'photo.png' });
        const res = await client.call('POST', path, { body, headers });
        expect(notRefusedAsUnsupported(res), `${path} as ${encoding}`).toBeUndefined();
      }
    }
  });
});
