// Scale-out: two app instances on one database behave as one site. Everything another instance needs — sessions,
// match runs, auth rate-limit counters — lives in the database, never in an instance's memory; what an instance
// remembers (resolved sessions, search rankings, position pickers) is keyed by the database's content counters, so
// a change made on one instance is what the other serves next.
// On PostgreSQL (TEST_DB=postgres) the second instance has its own connection pool on the same database, as a
// second server process would; PGlite cannot be opened twice, so there both instances share its one connection,
// which still proves that neither keeps state the other needs.
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { openDatabase, type Database } from '@server/db/client';
import { createAdvisor, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { AdvisorSearchPage, PositionPicker } from '@shared/schemas/company';
import type { MatchRun } from '@shared/schemas/jobs';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInCompany } from './company-test-helpers';

describe('two app instances on one database', () => {
  const t = useTestApp({ deps: { authLimits: { perIpPerMinute: 5, failedSignInsPerAccountPerHour: 100 } } });
  let ownPool: Database | undefined;
  let second: ReturnType<typeof createApp> | undefined;

  async function secondInstance() {
    if (!second) {
      if (t.database.url) ownPool = await openDatabase({ databaseUrl: t.database.url, poolSize: 3 });
      second = createApp({ ...t.deps, db: ownPool?.db ?? t.deps.db });
    }
    return second;
  }
  afterAll(async () => {
    await ownPool?.close();
  });

  /** The same browser (its cookies) on the other instance. */
  const sameBrowserOn = (app: ReturnType<typeof createApp>, first: TestClient) =>
    new TestClient(app).withCookiesOf(first);

  it('keeps a user signed in on the other instance, and signing out on one ends the session on both', async () => {
    const { user } = await createAdvisor(t.database.db);
    const onFirst = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const onSecond = sameBrowserOn(await secondInstance(), onFirst);

    const viewer = await onSecond.get<{ user: { email: string } | null }>('/api/me');
    expect(viewer.status).toBe(200);
    expect(viewer.body.user?.email).toBe(user.email);

    // A change saved through the second instance is what the first one serves.
    const hidden = await onSecond.patch('/api/profile/visibility', { isPublic: false });
    expect(hidden.status).toBe(200);
    expect((await onFirst.get<{ isPublic: boolean }>('/api/profile')).body.isPublic).toBe(false);

    expect((await onSecond.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await onFirst.get<{ user: unknown }>('/api/me')).body.user).toBeNull();
    expect((await onFirst.get('/api/profile')).status).toBe(401);
  });

  it('polls a match run started on one instance to completion on the other', async () => {
    await createJobs(t.database.db, 20);
    const { user } = await createAdvisor(t.database.db);
    const onFirst = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const started = await onFirst.post<MatchRun>('/api/matches/runs');
    expect(started.status).toBe(202);

    const onSecond = sameBrowserOn(await secondInstance(), onFirst);
    const deadline = Date.now() + 20_000;
    let run = started.body;
    while (run.status === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const polled = await onSecond.get<MatchRun>(`/api/matches/runs/${started.body.id}`);
      expect(polled.status).toBe(200);
      run = polled.body;
    }
    expect(run).toMatchObject({ id: started.body.id, status: 'done', percent: 100 });
    // The second instance may also start the next one: it sees the finished run, not a stale "running" one.
    expect((await onSecond.get<MatchRun>('/api/matches/runs/latest')).body.id).toBe(started.body.id);
  });

  it('ends the other devices on the other instance at once when the password changes', async () => {
    const { user } = await createAdvisor(t.database.db);
    const phone = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const laptop = await signedInClient(await secondInstance(), user.email, DEFAULT_TEST_PASSWORD);
    // Both instances have resolved (and remember) both sessions.
    for (const app of [t.app, await secondInstance()]) {
      for (const device of [phone, laptop]) {
        expect((await new TestClient(app).withCookiesOf(device).get('/api/profile')).status).toBe(200);
      }
    }
    const changed = await phone.post('/api/me/password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'Quartz-Lantern-Orbit-42',
    });
    expect(changed.status).toBe(200);
    for (const app of [t.app, await secondInstance()]) {
      expect((await new TestClient(app).withCookiesOf(laptop).get('/api/profile')).status).toBe(401);
      expect((await new TestClient(app).withCookiesOf(phone).get('/api/profile')).status).toBe(200);
    }
  });

  it("shows a company, on the other instance, an advisor's edit and a new position at once", async () => {
    const { client: companyOnFirst } = await signedInCompany(t);
    const companyOnSecond = sameBrowserOn(await secondInstance(), companyOnFirst);
    const { user: advisorUser } = await createAdvisor(t.database.db, {
      profile: { firstName: 'Ada', industries: ['Retail'], skills: ['Sales'], yearsExperience: 3 },
    });
    await createAdvisor(t.database.db, {
      profile: { firstName: 'Grace', industries: ['Technology'], yearsExperience: 20 },
    });
    const names = async () =>
      (await companyOnSecond.get<AdvisorSearchPage>('/api/company/advisor-search')).body.items.map(
        (item) => item.name.split(' ')[0],
      );
    expect(await names()).toEqual(['Grace', 'Ada']);
    // The advisor strengthens her profile through the first instance; the second instance ranks her first.
    const advisorOnFirst = await signedInClient(t.app, advisorUser.email, DEFAULT_TEST_PASSWORD);
    const profile = (await advisorOnFirst.get<Record<string, unknown>>('/api/profile')).body;
    const saved = await advisorOnFirst.put('/api/profile', {
      ...profile,
      industries: ['Technology', 'Manufacturing'],
      skills: ['Fundraising', 'International Expansion', 'Operations', 'Strategy Development'],
      yearsExperience: 30,
      hoursAvailable: 20,
    });
    expect(saved.status).toBe(200);
    expect(await names()).toEqual(['Ada', 'Grace']);

    const pickerTitles = async () =>
      (await companyOnSecond.get<PositionPicker>('/api/company/applicants/positions')).body.positions.map(
        (p) => p.title,
      );
    expect(await pickerTitles()).toEqual([]);
    await companyOnFirst.post('/api/company/positions', positionInput({ title: 'Audit Chair' }));
    expect(await pickerTitles()).toEqual(['Audit Chair']);
  });

  it('shares the auth rate-limit counters between the instances', async () => {
    const first = new TestClient(t.app, '198.51.100.20');
    const other = new TestClient(await secondInstance(), '198.51.100.20');
    const attempt = (client: TestClient) =>
      client.post('/api/auth/sign-in/email', { email: 'x@example.com', password: 'wrong-password' });
    for (let i = 0; i < 3; i++) expect((await attempt(first)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await attempt(other)).status).toBe(401);
    // Five attempts in the minute, split over both instances, use up the one per-address budget.
    expect((await attempt(first)).status).toBe(429);
    expect((await attempt(other)).status).toBe(429);
  });
});
