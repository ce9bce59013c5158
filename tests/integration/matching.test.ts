// AI match runs through the real routes: eligibility, staged progress in the database, idempotent starts,
// the hourly limit and Pro gating of results on the server (polling from a second instance: scale-out.test.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchRuns, subscriptions } from '@server/db/schema';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { MatchRun } from '@shared/schemas/jobs';
import { signedInClient, type TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

async function pollUntilDone(client: TestClient, runId: string, query = ''): Promise<MatchRun> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await client.get<MatchRun>(`/api/matches/runs/${runId}${query}`);
    expect(res.status).toBe(200);
    expect(res.body.percent).toBeGreaterThanOrEqual(0);
    expect(res.body.percent).toBeLessThanOrEqual(100);
    if (res.body.status !== 'running') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('match run did not finish');
}

describe('AI match runs', () => {
  const t = useTestApp();

  it('ranks roles, reports progress to 100, and gates results 3+ for a free advisor', async () => {
    const { user: company } = await createCompany(t.database.db);
    await createJobs(t.database.db, 40, () => ({ postedBy: company.id }));
    const { user } = await createAdvisor(t.database.db);
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);

    const started = await advisor.post<MatchRun>('/api/matches/runs');
    expect(started.status).toBe(202);
    // On a fast database the run can already be done by the time the start call answers.
    expect(['running', 'done']).toContain(started.body.status);
    const done = await pollUntilDone(advisor, started.body.id);
    expect(done).toMatchObject({ status: 'done', percent: 100 });
    expect(done.message).toMatch(/^Found \d+ opportunities\.$/);
    const results = done.results!;
    expect(results.total).toBeGreaterThan(10);
    expect(results.items).toHaveLength(10);
    const scores = results.items.map((item) => item.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(results.items[0]!.reasons.length).toBeGreaterThan(0);
    expect(results.items[0]!.reasons.length).toBeLessThanOrEqual(4);

    // Server-side gating: the third result has no description, company details, salary or apply link.
    expect(results.items.map((i) => i.job.locked)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    const top = results.items[0]!.job;
    expect(!top.locked && top.details.jobDescription).toBeTruthy();
    const third = JSON.stringify(results.items[2]);
    expect(third).not.toMatch(/jobDescription|companySummary|salary|jobUrl|companyName|title|"id"/);
    const page2 = await advisor.get<MatchRun>(`/api/matches/runs/${started.body.id}?page=2`);
    expect(page2.body.results!.items.every((i) => i.job.locked)).toBe(true);

    await t.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', planType: 'annual' });
    const paid = await advisor.get<MatchRun>(`/api/matches/runs/${started.body.id}?page=2`);
    expect(paid.body.results!.items.every((i) => !i.job.locked && i.job.details.jobDescription)).toBe(true);
    expect((await advisor.get<MatchRun>('/api/matches/runs/latest')).body.id).toBe(started.body.id);
  });

  it('refuses an incomplete profile with PROFILE_INCOMPLETE', async () => {
    const { user } = await createAdvisor(t.database.db, {
      profile: {
        biography: 'Too short',
        skills: ['Sales'],
        industries: [],
        hoursAvailable: null,
        workPreference: null,
      },
    });
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const res = await advisor.post('/api/matches/runs');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: { code: 'PROFILE_INCOMPLETE', message: expect.stringContaining('PROFILE_INCOMPLETE') },
    });
  });

  it('returns the running run instead of starting a second, and allows 10 runs an hour', async () => {
    await createJobs(t.database.db, 5);
    const { user } = await createAdvisor(t.database.db);
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const [running] = await t.database.db
      .insert(matchRuns)
      .values({ advisorUserId: user.id, status: 'running', percent: 30, updatedAt: new Date() })
      .returning();
    const again = await advisor.post<MatchRun>('/api/matches/runs');
    expect(again.body).toMatchObject({ id: running!.id, status: 'running', percent: 30 });
    // The database itself refuses a second running run for one advisor (two instances starting at once).
    await expect(
      t.database.db.insert(matchRuns).values({ advisorUserId: user.id, status: 'running' }),
    ).rejects.toThrow();
    // A run whose instance died (no progress for minutes) is closed, and a new one starts.
    await t.database.db
      .update(matchRuns)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(matchRuns.id, running!.id));
    const fresh = await advisor.post<MatchRun>('/api/matches/runs');
    expect(fresh.body.id).not.toBe(running!.id);
    await pollUntilDone(advisor, fresh.body.id);

    await t.database.db.delete(matchRuns);
    const now = t.clock.now();
    await t.database.db.insert(matchRuns).values(
      Array.from({ length: 10 }, (_, i) => ({
        advisorUserId: user.id,
        status: 'done',
        percent: 100,
        createdAt: new Date(now.getTime() - (50 - i) * 60_000),
        updatedAt: new Date(now.getTime() - (50 - i) * 60_000),
      })),
    );
    const limited = await advisor.post('/api/matches/runs');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(11 * 60_000);
    expect((await advisor.post('/api/matches/runs')).status).toBe(202);
  });

  it("never shows one advisor another advisor's run", async () => {
    await createJobs(t.database.db, 3);
    const a = await createAdvisor(t.database.db);
    const b = await createAdvisor(t.database.db, {
      user: { email: 'b@example.com' },
      profile: { publicProfileSlug: 'b-adv' },
    });
    const asA = await signedInClient(t.app, a.user.email, DEFAULT_TEST_PASSWORD);
    const asB = await signedInClient(t.app, b.user.email, DEFAULT_TEST_PASSWORD);
    const run = await asA.post<MatchRun>('/api/matches/runs');
    expect((await asB.get(`/api/matches/runs/${run.body.id}`)).status).toBe(404);
    expect((await asB.get('/api/matches/runs/not-a-uuid')).status).toBe(404);
    await pollUntilDone(asA, run.body.id);
  });
});
