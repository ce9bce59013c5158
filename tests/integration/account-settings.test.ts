// Account settings through the real routes (/api/me/*) on a real database, with mail over SMTP to a local sink:
// change password, change e-mail (verified), export my data, delete my account.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  applications,
  applicationStatusEvents,
  companyProfiles,
  jobs,
  matchRuns,
  pageViews,
  profiles,
  session,
  subscriptions,
  user,
} from '@server/db/schema';
import { deleteMyAccount } from '@server/features/account/account-deletion.service';
import { billingDepsFrom } from '@server/features/billing/billing-deps';
import { demoSubscription } from '@server/features/billing/demo-stripe-objects';
import { createSmtpMailer } from '@server/lib/mailer';
import { DataExportSchema, type DataExport } from '@shared/schemas/account-settings';
import type { ApiErrorBody } from '@shared/errors';
import type { Position } from '@shared/schemas/company';
import { createAdvisor, createUser, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { pngImage, tinyPdf, uploadForm } from '../fixtures/files';
import { signedInClient, TestClient } from '../setup/http';
import { linkIn, startMailSink, waitForMail } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const NEW_PASSWORD = 'Amber-Falcon-Orchard-77';

const mailDir = mkdtempSync(join(tmpdir(), 'boardly-account-mail-'));
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

const t = useTestApp({
  deps: {
    // Built per message so it can use the sink's port, which is known only after beforeAll.
    mailer: {
      send: (message) =>
        createSmtpMailer({
          smtpUrl: `smtp://127.0.0.1:${sink.port}`,
          from: 'Boardly <no-reply@boardly.example>',
        }).send(message),
    },
  },
});

const signInStatus = async (email: string, password: string) =>
  (await new TestClient(t.app).post('/api/auth/sign-in/email', { email, password })).status;

const storedHashOf = async (userId: string) =>
  (await t.database.db.query.account.findFirst({ where: eq(account.userId, userId) }))?.password;

describe('every account-settings route needs a session', () => {
  it('answers 401 to an anonymous caller, before looking at the body', async () => {
    const anonymous = new TestClient(t.app);
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/api/me/password', { currentPassword: 'x', newPassword: NEW_PASSWORD }],
      ['POST', '/api/me/password', {}],
      ['POST', '/api/me/email', { newEmail: 'someone@example.com', currentPassword: 'x' }],
      ['POST', '/api/me/email', 'not json'],
      ['GET', '/api/me/export', undefined],
      ['DELETE', '/api/me', { password: 'x', confirmation: 'DELETE' }],
      ['DELETE', '/api/me', undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await anonymous.call<ApiErrorBody>(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('does not serve the library endpoints that would skip our checks', async () => {
    const { user: advisor } = await createAdvisor(t.database.db);
    const client = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const changePassword = await client.post('/api/auth/change-password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'password1',
    });
    expect(changePassword.status).toBe(404);
    expect((await client.post('/api/auth/change-email', { newEmail: 'x@example.com' })).status).toBe(404);
    expect((await client.post('/api/auth/delete-user', { password: DEFAULT_TEST_PASSWORD })).status).toBe(
      404,
    );
    expect(await signInStatus(advisor.email, DEFAULT_TEST_PASSWORD)).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { user: advisor } = await createAdvisor(t.database.db);
    const client = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const otherDevice = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const hashBefore = await storedHashOf(advisor.id);

    const res = await client.post<ApiErrorBody>('/api/me/password', {
      currentPassword: 'Not-My-Password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your password is incorrect.',
      issues: [{ path: 'currentPassword', message: 'Your password is incorrect.' }],
    });
    expect(await storedHashOf(advisor.id)).toBe(hashBefore);
    expect((await otherDevice.get('/api/me')).body).toMatchObject({ user: { id: advisor.id } });
    expect(await signInStatus(advisor.email, NEW_PASSWORD)).toBe(401);
  });

  it('refuses a weak new password with the sign-up rule, and validates the body', async () => {
    const { user: advisor } = await createAdvisor(t.database.db, { user: { email: 'eleanor@example.com' } });
    const client = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const hashBefore = await storedHashOf(advisor.id);

    const weak = await client.post<ApiErrorBody>('/api/me/password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'password1',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.error.code).toBe('WEAK_PASSWORD');
    expect(weak.body.error.issues?.map((issue) => issue.message)).toContain('Password is too easy to guess');
    expect(weak.body.error.issues?.every((issue) => issue.path === 'newPassword')).toBe(true);

    const likeEmail = await client.post<ApiErrorBody>('/api/me/password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'Eleanor-Harbour-2291',
    });
    expect(likeEmail.body.error).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: 'Password is too similar to your e-mail address',
    });

    const same = await client.post<ApiErrorBody>('/api/me/password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: DEFAULT_TEST_PASSWORD,
    });
    expect(same.status).toBe(422);
    expect(same.body.error.issues).toEqual([
      { path: 'newPassword', message: 'Choose a password different from your current one' },
    ]);
    expect((await client.post('/api/me/password', { currentPassword: DEFAULT_TEST_PASSWORD })).status).toBe(
      422,
    );
    expect(await storedHashOf(advisor.id)).toBe(hashBefore);
  });

  it('changes the password, keeps this device signed in and signs every other device out', async () => {
    const { user: company } = await signedInCompany(t);
    const client = await signedInClient(t.app, company.email, DEFAULT_TEST_PASSWORD);
    const otherDevice = await signedInClient(t.app, company.email, DEFAULT_TEST_PASSWORD);
    const { user: bystander } = await createAdvisor(t.database.db);
    const bystanderClient = await signedInClient(t.app, bystander.email, DEFAULT_TEST_PASSWORD);

    const res = await client.post('/api/me/password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    // Two other sessions: `signedInCompany` signed in once, `otherDevice` once more.
    expect(res.body).toEqual({ ok: true, otherSessionsEnded: 2 });

    expect((await client.get('/api/me')).body).toMatchObject({ user: { id: company.id } });
    expect((await otherDevice.get('/api/me')).body).toMatchObject({ user: null });
    expect((await bystanderClient.get('/api/me')).body).toMatchObject({ user: { id: bystander.id } });
    expect(await signInStatus(company.email, DEFAULT_TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(company.email, NEW_PASSWORD)).toBe(200);
  });
});

describe('change e-mail', () => {
  it('refuses a wrong password, an address in use and the same address, and sends nothing', async () => {
    const { user: advisor } = await createAdvisor(t.database.db, { user: { email: 'first@example.com' } });
    await createUser(t.database.db, { email: 'taken@example.com', role: 'company' });
    const client = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const startedAt = Date.now();

    const wrong = await client.post<ApiErrorBody>('/api/me/email', {
      newEmail: 'wanted@example.com',
      currentPassword: 'Not-My-Password-1',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');

    const taken = await client.post<ApiErrorBody>('/api/me/email', {
      newEmail: 'Taken@Example.com',
      currentPassword: DEFAULT_TEST_PASSWORD,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.error).toEqual({
      code: 'USER_ALREADY_EXISTS',
      message: 'This e-mail address is already used by another account.',
      issues: [{ path: 'newEmail', message: 'This e-mail address is already used by another account.' }],
    });

    const same = await client.post<ApiErrorBody>('/api/me/email', {
      newEmail: 'first@example.com',
      currentPassword: DEFAULT_TEST_PASSWORD,
    });
    expect(same.status).toBe(422);
    expect(same.body.error.code).toBe('VALIDATION_FAILED');

    const invalid = await client.post<ApiErrorBody>('/api/me/email', {
      newEmail: 'not an address',
      currentPassword: DEFAULT_TEST_PASSWORD,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.issues?.[0]?.path).toBe('newEmail');

    await expect(
      waitForMail(mailDir, 'wanted@example.com', { timeoutMs: 500, after: startedAt }),
    ).rejects.toThrow();
    expect((await client.get('/api/me')).body).toMatchObject({ user: { email: 'first@example.com' } });
  });

  it('mails a link to the new address; the address changes only when it is opened', async () => {
    const { user: advisor } = await createAdvisor(t.database.db, {
      user: { email: 'old.address@example.com' },
    });
    const client = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const startedAt = Date.now();

    const res = await client.post('/api/me/email', {
      newEmail: 'New.Address@Example.com',
      currentPassword: DEFAULT_TEST_PASSWORD,
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, pendingEmail: 'new.address@example.com' });

    // Nothing has changed yet.
    expect((await client.get('/api/me')).body).toMatchObject({ user: { email: 'old.address@example.com' } });
    expect(await signInStatus('old.address@example.com', DEFAULT_TEST_PASSWORD)).toBe(200);

    const mail = await waitForMail(mailDir, 'new.address@example.com', { after: startedAt - 1000 });
    expect(mail.subject).toBe('Confirm your new Boardly e-mail address');
    expect(mail.html).toContain('Confirm my new address');
    const notice = await waitForMail(mailDir, 'old.address@example.com', { after: startedAt - 1000 });
    expect(notice.subject).toBe('Your Boardly e-mail address is being changed');
    expect(notice.text).toContain('new.address@example.com');
    expect(notice.text).not.toMatch(/verify-email/);

    const confirm = await client.get(pathOf(linkIn(mail, '/api/auth/verify-email')));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe('/settings?email=confirmed');

    expect((await client.get('/api/me')).body).toMatchObject({
      user: { id: advisor.id, email: 'new.address@example.com', emailVerified: true },
    });
    expect(await signInStatus('old.address@example.com', DEFAULT_TEST_PASSWORD)).toBe(401);
    expect(await signInStatus('new.address@example.com', DEFAULT_TEST_PASSWORD)).toBe(200);
    const profile = await t.database.db.query.profiles.findFirst({ where: eq(profiles.id, advisor.id) });
    expect(profile?.email).toBe('new.address@example.com');

    // A link opened twice, or tampered with, changes nothing more and explains itself.
    const bad = await client.get(
      '/api/auth/verify-email?token=forged&callbackURL=%2Fsettings%3Femail%3Dconfirmed',
    );
    expect(bad.headers.get('location')).toBe('/settings?email=confirmed&error=INVALID_TOKEN');
  });
});

const FORBIDDEN_KEY = /password|hash|token|secret|cookie|^key$|key$|salt|signature/i;

/** Every object key anywhere in a JSON value, with its path. */
function keysIn(value: unknown, path = '$'): Array<{ key: string; path: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => keysIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      { key, path: `${path}.${key}` },
      ...keysIn(child, `${path}.${key}`),
    ]);
  }
  return [];
}

describe('export my data', () => {
  it("downloads the advisor's account, profile, applications with history, plan, match runs and page views", async () => {
    const { user: advisor, client } = await signedInAdvisor(t);
    const { user: otherAdvisor } = await createAdvisor(t.database.db, {
      user: { email: 'someone.else@example.com' },
      profile: { publicProfileSlug: 'someone-else' },
    });
    const { client: companyClient } = await signedInCompany(t);
    const position = (await companyClient.post<Position>('/api/company/positions', positionInput())).body;

    expect((await client.upload('/api/profile/photo', uploadForm(await pngImage(), 'me.png'))).status).toBe(
      200,
    );
    const applied = await client.post<{ id: string }>(`/api/jobs/${position.id}/applications`);
    expect(applied.status).toBe(201);
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.advisorUserId, advisor.id));
    // A minute later, the company shortlists the application.
    t.clock.advance(60_000);
    const shortlisted = await companyClient.patch(`/api/company/applications/${application!.id}/status`, {
      status: 'shortlisted',
    });
    expect(shortlisted.status).toBe(200);
    await client.post('/api/analytics/pageviews', { path: '/my-profile', search: '', role: 'advisor' });
    await t.database.db.insert(subscriptions).values({
      userId: advisor.id,
      status: 'active',
      planType: 'annual',
      stripeSubscriptionId: 'sub_export',
      stripeCustomerId: 'cus_export',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    await t.database.db.insert(matchRuns).values({
      advisorUserId: advisor.id,
      status: 'done',
      percent: 100,
      results: [{ jobId: position.id, score: 88, confidence: 0.8, reasons: ['Finance'], improvements: [] }],
      finishedAt: new Date(),
    });
    // Someone else's rows must not appear.
    await t.database.db.insert(pageViews).values({ path: '/elsewhere', userId: otherAdvisor.id });

    const res = await client.get<DataExport>('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="boardly-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = DataExportSchema.parse(res.body);
    expect(data.account).toMatchObject({ id: advisor.id, email: advisor.email, role: 'advisor' });
    expect(data.account.signInMethods).toEqual([{ provider: 'credential', createdAt: expect.any(String) }]);
    expect(data.account.sessions.length).toBeGreaterThan(0);
    expect(data.advisorProfile).toMatchObject({
      firstName: 'Eleanor',
      phoneNumber: '+44 20 7946 0958',
      photoUrl: expect.stringMatching(/^http:\/\/localhost:3000\/files\/photos\//),
    });
    expect(data.companyProfile).toBeNull();
    expect(data.applications).toEqual([
      expect.objectContaining({
        job: { id: position.id, title: 'Independent Board Member', companyName: 'Northwind Robotics' },
        status: 'shortlisted',
        statusHistory: [
          expect.objectContaining({ status: 'applied' }),
          expect.objectContaining({ status: 'shortlisted' }),
        ],
      }),
    ]);
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ planType: 'annual', status: 'active', stripeSubscriptionId: 'sub_export' }),
    ]);
    expect(data.matchRuns).toEqual([
      expect.objectContaining({ status: 'done', results: [expect.objectContaining({ jobId: position.id })] }),
    ]);
    expect(data.pageViews.map((view) => view.path)).toEqual(['/my-profile']);
    expect(data.files).toEqual([{ kind: 'photo', url: data.advisorProfile!.photoUrl }]);

    // No secret anywhere: no field named like one, and no stored secret value in the text.
    const offending = keysIn(res.body).filter(({ key }) => FORBIDDEN_KEY.test(key));
    expect(offending).toEqual([]);
    const text = JSON.stringify(res.body);
    const hash = await storedHashOf(advisor.id);
    const tokens = await t.database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, advisor.id));
    expect(text).not.toContain(hash!);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain('someone.else@example.com');
    expect(text).not.toContain('/elsewhere');
  });

  it("exports a company's profile and positions with their applicant counts", async () => {
    const { user: company, client } = await signedInCompany(t);
    const logo = await client.upload<{ logoUrl: string }>(
      '/api/company/logo-uploads',
      uploadForm(await pngImage(), 'logo.png'),
    );
    const position = (
      await client.post<Position>('/api/company/positions', positionInput({ logoUrl: logo.body.logoUrl }))
    ).body;
    const { client: advisorClient } = await signedInAdvisor(t);
    await advisorClient.post(`/api/jobs/${position.id}/applications`);

    const res = await client.get<DataExport>('/api/me/export');
    const data = DataExportSchema.parse(res.body);
    expect(data.account).toMatchObject({ id: company.id, role: 'company' });
    expect(data.advisorProfile).toBeNull();
    expect(data.companyProfile).toMatchObject({ companyName: 'Northwind Robotics' });
    expect(data.positions).toEqual([
      expect.objectContaining({
        id: position.id,
        title: 'Independent Board Member',
        logoUrl: `http://localhost:3000${logo.body.logoUrl}`,
        applicationsByStatus: { applied: 1 },
      }),
    ]);
    expect(data.files).toEqual([{ kind: 'position-logo', url: `http://localhost:3000${logo.body.logoUrl}` }]);
    expect(keysIn(res.body).filter(({ key }) => FORBIDDEN_KEY.test(key))).toEqual([]);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password or a missing confirmation and deletes nothing', async () => {
    const { user: advisor, client } = await signedInAdvisor(t);
    const wrong = await client.delete<ApiErrorBody>('/api/me', {
      body: { password: 'Not-My-Password-1', confirmation: 'DELETE' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.issues).toEqual([{ path: 'password', message: 'Your password is incorrect.' }]);

    const unconfirmed = await client.delete<ApiErrorBody>('/api/me', {
      body: { password: DEFAULT_TEST_PASSWORD, confirmation: 'delete' },
    });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.error.issues).toEqual([
      { path: 'confirmation', message: 'Type DELETE to confirm' },
    ]);

    expect(await t.database.db.query.user.findFirst({ where: eq(user.id, advisor.id) })).toBeDefined();
    expect((await client.get('/api/me')).body).toMatchObject({ user: { id: advisor.id } });
  });

  it("removes an advisor's rows and files, signs out everywhere, and leaves others untouched (demo billing)", async () => {
    const { user: advisor, client } = await signedInAdvisor(t);
    const otherDevice = await signedInClient(t.app, advisor.email, DEFAULT_TEST_PASSWORD);
    const { user: other, client: otherClient } = await signedInAdvisor(t, { publicProfileSlug: 'other-one' });
    const { client: companyClient } = await signedInCompany(t);
    const job = (await companyClient.post<Position>('/api/company/positions', positionInput())).body;

    const photo = await client.upload<{ photoUrl: string }>(
      '/api/profile/photo',
      uploadForm(await pngImage(), 'me.png'),
    );
    const resume = await client.upload(
      '/api/profile/resume',
      uploadForm(tinyPdf(), 'cv.pdf', 'application/pdf'),
    );
    expect([photo.status, resume.status]).toEqual([200, 200]);
    const otherPhoto = await otherClient.upload<{ photoUrl: string }>(
      '/api/profile/photo',
      uploadForm(await pngImage(), 'other.png'),
    );
    expect((await client.post(`/api/jobs/${job.id}/applications`)).status).toBe(201);
    expect((await otherClient.post(`/api/jobs/${job.id}/applications`)).status).toBe(201);
    await client.post('/api/analytics/pageviews', { path: '/pricing', search: '' });
    // Demo billing (no Stripe keys): a renewing plan whose renewal is stopped before the rows go.
    await t.database.db.insert(subscriptions).values({
      userId: advisor.id,
      status: 'active',
      planType: 'monthly',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const keys = await t.database.db.query.profiles.findFirst({ where: eq(profiles.id, advisor.id) });
    expect(await t.deps.storage.get(keys!.photoKey!)).not.toBeNull();
    expect(await t.deps.storage.get(keys!.resumeKey!)).not.toBeNull();

    const res = await client.delete('/api/me', {
      body: { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // The browser's session cookie is expired in the same answer.
    expect(res.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);

    const db = t.database.db;
    expect(await db.select().from(user).where(eq(user.id, advisor.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, advisor.id))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, advisor.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, advisor.id))).toEqual([]);
    expect(await db.select().from(applications).where(eq(applications.advisorUserId, advisor.id))).toEqual(
      [],
    );
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, advisor.id))).toEqual([]);
    // Page views stay (they are the site's statistics) but no longer point at anyone.
    expect(await db.select().from(pageViews).where(eq(pageViews.path, '/pricing'))).toEqual([
      expect.objectContaining({ userId: null }),
    ]);
    expect(await t.deps.storage.get(keys!.photoKey!)).toBeNull();
    expect(await t.deps.storage.get(keys!.resumeKey!)).toBeNull();

    // Signed out everywhere, and the account cannot sign in again.
    expect((await client.get('/api/me')).body).toMatchObject({ user: null });
    expect((await otherDevice.get('/api/me')).body).toMatchObject({ user: null });
    expect(await signInStatus(advisor.email, DEFAULT_TEST_PASSWORD)).toBe(401);

    // The other advisor is untouched.
    expect((await otherClient.get('/api/me')).body).toMatchObject({ user: { id: other.id } });
    expect(await db.select().from(applications).where(eq(applications.advisorUserId, other.id))).toHaveLength(
      1,
    );
    expect((await t.app.request(otherPhoto.body.photoUrl)).status).toBe(200);
  });

  it("removes a company's profile, positions (with their applications) and uploaded logo", async () => {
    const { user: company, client } = await signedInCompany(t);
    const { user: otherCompany, client: otherCompanyClient } = await signedInCompany(t, {
      companyName: 'Other Co',
    });
    const logo = await client.upload<{ logoUrl: string }>(
      '/api/company/logo-uploads',
      uploadForm(await pngImage(), 'logo.png'),
    );
    // The profile form's other fields are not what this test is about: the uploaded logo is set on the row.
    await t.database.db
      .update(companyProfiles)
      .set({ logoUrl: logo.body.logoUrl })
      .where(eq(companyProfiles.userId, company.id));
    const mine = (
      await client.post<Position>('/api/company/positions', positionInput({ logoUrl: logo.body.logoUrl }))
    ).body;
    const theirs = (await otherCompanyClient.post<Position>('/api/company/positions', positionInput())).body;
    const { user: advisor, client: advisorClient } = await signedInAdvisor(t);
    await advisorClient.post(`/api/jobs/${mine.id}/applications`);
    await advisorClient.post(`/api/jobs/${theirs.id}/applications`);
    // A logo uploaded and then never saved: no row points at it, it still goes with the account.
    const abandoned = await client.upload<{ logoUrl: string }>(
      '/api/company/logo-uploads',
      uploadForm(await pngImage(), 'draft-logo.png'),
    );
    expect((await t.app.request(logo.body.logoUrl)).status).toBe(200);
    expect((await t.app.request(abandoned.body.logoUrl)).status).toBe(200);

    const res = await client.delete('/api/me', {
      body: { password: DEFAULT_TEST_PASSWORD, confirmation: ' DELETE ' },
    });
    expect(res.status).toBe(200);

    const db = t.database.db;
    expect(await db.select().from(companyProfiles).where(eq(companyProfiles.userId, company.id))).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.postedBy, company.id))).toEqual([]);
    expect((await t.app.request(logo.body.logoUrl)).status).toBe(404);
    expect((await t.app.request(abandoned.body.logoUrl)).status).toBe(404);
    expect(await signInStatus(company.email, DEFAULT_TEST_PASSWORD)).toBe(401);

    // The other company's position and the advisor's application to it are untouched.
    expect(await db.select().from(jobs).where(eq(jobs.postedBy, otherCompany.id))).toHaveLength(1);
    const left = await db.select().from(applications).where(eq(applications.advisorUserId, advisor.id));
    expect(left.map((row) => row.jobId)).toEqual([theirs.id]);
    expect(
      await db
        .select()
        .from(applicationStatusEvents)
        .where(
          inArray(
            applicationStatusEvents.applicationId,
            left.map((row) => row.id),
          ),
        ),
    ).toHaveLength(1);
  });
});

/** Stripe's API answered locally through the SDK's own fetch seam (Stripe cannot be reached from here). */
function stripeApi({ failWrites = false } = {}) {
  const calls: Array<{ method: string; path: string; body: URLSearchParams }> = [];
  const stripe = new Stripe('sk_test_account_settings', {
    maxNetworkRetries: 0,
    httpClient: Stripe.createFetchHttpClient(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      const json = (status: number, payload: unknown) =>
        new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
      if (failWrites) return json(500, { error: { type: 'api_error', message: 'Stripe is down' } });
      const id = url.pathname.split('/').pop()!;
      const now = Math.floor(Date.now() / 1000);
      return json(200, {
        ...demoSubscription({ id, customer: 'cus_delete', plan: 'annual', created: now - 86_400 }),
        cancel_at_period_end: body.get('cancel_at_period_end') === 'true',
      });
    }),
  });
  return { stripe, calls };
}

describe('delete my account with Stripe configured', () => {
  const actorOf = (row: { id: string; email: string }) => ({
    id: row.id,
    email: row.email,
    role: 'advisor' as const,
    emailVerified: true,
  });
  const deletionDeps = (stripe: Stripe) => ({
    db: t.deps.db,
    logger: t.deps.logger,
    clock: t.clock,
    maxPasswordFailures: 100,
    storage: t.deps.storage,
    billing: billingDepsFrom(t.deps, stripe),
  });

  it('turns off auto-renew at Stripe before deleting, and leaves lifetime purchases alone', async () => {
    const { user: advisor } = await createAdvisor(t.database.db);
    await t.database.db.insert(subscriptions).values([
      { userId: advisor.id, status: 'active', planType: 'annual', stripeSubscriptionId: 'sub_renewing' },
      { userId: advisor.id, status: 'active', planType: 'lifetime', stripeCustomerId: 'cus_delete' },
      {
        userId: advisor.id,
        status: 'active',
        planType: 'monthly',
        stripeSubscriptionId: 'sub_already_off',
        cancelAtPeriodEnd: true,
      },
    ]);
    const api = stripeApi();
    await deleteMyAccount(deletionDeps(api.stripe), {
      actor: actorOf(advisor),
      password: DEFAULT_TEST_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(api.calls.map((call) => [call.method, call.path, call.body.get('cancel_at_period_end')])).toEqual([
      ['POST', '/v1/subscriptions/sub_renewing', 'true'],
    ]);
    expect(await t.database.db.select().from(user).where(eq(user.id, advisor.id))).toEqual([]);
  });

  it('keeps the account when Stripe cannot stop the renewal', async () => {
    const { user: advisor } = await createAdvisor(t.database.db);
    await t.database.db.insert(subscriptions).values({
      userId: advisor.id,
      status: 'active',
      planType: 'monthly',
      stripeSubscriptionId: 'sub_live',
    });
    const api = stripeApi({ failWrites: true });
    await expect(
      deleteMyAccount(deletionDeps(api.stripe), {
        actor: actorOf(advisor),
        password: DEFAULT_TEST_PASSWORD,
        confirmation: 'DELETE',
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', status: 502 });
    expect(await t.database.db.select().from(user).where(eq(user.id, advisor.id))).toHaveLength(1);
    expect(
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, advisor.id)),
    ).toEqual([expect.objectContaining({ cancelAtPeriodEnd: false })]);
  });
});
