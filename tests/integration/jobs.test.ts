import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, jobs, subscriptions } from '@server/db/schema';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { JobCard } from '@shared/schemas/jobs';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';

type Page = { items: JobCard[]; page: number; pageCount: number; total: number };

describe('manual search of open roles', () => {
  const t = useTestApp();

  it('filters in SQL (case-insensitive contains), paginates 10 a page, and hides inactive roles', async () => {
    await createJobs(t.database.db, 35);
    await t.database.db
      .update(jobs)
      .set({ isActive: false })
      .where(eq(jobs.publicJobSlug, 'independent-board-member-helix-biosciences-0'));
    // A subscriber, so every card shows the city and work type the filters are checked against (locked cards
    // show neither).
    const { user } = await createAdvisor(t.database.db);
    await t.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', planType: 'monthly' });
    const client = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const all = await client.get<Page>('/api/jobs');
    expect(all.body).toMatchObject({ page: 1, pageCount: 4, total: 34 });
    expect(all.body.items).toHaveLength(10);
    const last = await client.get<Page>('/api/jobs?page=4');
    expect(last.body.items).toHaveLength(4);

    const london = await client.get<Page>('/api/jobs?city=LONDON');
    expect(london.body.total).toBeGreaterThan(0);
    expect(london.body.items.every((job) => !job.locked && job.city === 'London')).toBe(true);
    const remoteEquity = await client.get<Page>('/api/jobs?workType=Remote&compensation=equity');
    expect(
      remoteEquity.body.items.every(
        (j) => !j.locked && j.type === 'remote' && j.compensationType === 'equity',
      ),
    ).toBe(true);
    const literal = await client.get<Page>('/api/jobs?title=%25');
    expect(literal.body.total).toBe(0);
    expect((await client.get('/api/jobs?workType=Moon')).status).toBe(422);
    expect((await client.get('/api/jobs?page=-1')).status).toBe(422);
  });

  it('gives non-subscribers full details only for the first two roles on page 1; subscribers see all', async () => {
    await createJobs(t.database.db, 25);
    const anonymous = new TestClient(t.app);
    const first = await anonymous.get<Page>('/api/jobs');
    expect(first.body.items.map((j) => j.locked)).toEqual([
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
    const [newest, , third] = first.body.items;
    expect(!newest!.locked && newest!.details.jobDescription).toContain('<p>');
    expect(third).not.toHaveProperty('details');
    expect(JSON.stringify(third)).not.toMatch(/companySummary|jobDescription|salary|jobUrl|title|"id"/);
    const second = await anonymous.get<Page>('/api/jobs?page=2');
    expect(second.body.items.every((j) => j.locked)).toBe(true);

    const { user } = await createAdvisor(t.database.db);
    await t.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', planType: 'monthly' });
    const subscriber = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const paid = await subscriber.get<Page>('/api/jobs?page=2');
    expect(paid.body.items.every((j) => !j.locked && j.details !== null)).toBe(true);
  });
});

describe('public job and position pages', () => {
  const t = useTestApp();

  it('finds public active roles by id or slug; inactive or private ones are not found', async () => {
    const [job, hidden] = await createJobs(t.database.db, 2, (n) => (n === 1 ? { isPublic: false } : {}));
    const client = new TestClient(t.app);
    expect((await client.get(`/api/jobs/public/${job!.id}`)).body).toMatchObject({
      id: job!.id,
      title: job!.title,
    });
    expect((await client.get(`/api/jobs/public/${job!.publicJobSlug}`)).body).toMatchObject({ id: job!.id });
    expect((await client.get(`/api/jobs/public/${hidden!.id}`)).status).toBe(404);
    expect((await client.get('/api/jobs/public/no-such-role')).status).toBe(404);
    await t.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job!.id));
    expect((await client.get(`/api/jobs/public/${job!.id}`)).status).toBe(404);
    expect((await client.get(`/api/positions/${job!.id}`)).status).toBe(404);
    expect((await client.get(`/api/positions/${hidden!.id}`)).status).toBe(200);
    expect((await client.get('/api/positions/not-a-uuid')).status).toBe(404);
  });

  it('lists public active roles and public profiles in the sitemap; closed ones drop out', async () => {
    const [open, closed] = await createJobs(t.database.db, 2, (n) => (n === 1 ? { isActive: false } : {}));
    await createAdvisor(t.database.db, { profile: { isPublic: true, publicProfileSlug: 'visible-advisor' } });
    await createAdvisor(t.database.db, { profile: { isPublic: false, publicProfileSlug: 'hidden-advisor' } });
    const sitemap = await new TestClient(t.app).get<string>('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.body).toContain(`/job/${open!.publicJobSlug}`);
    expect(sitemap.body).not.toContain(`/job/${closed!.publicJobSlug}`);
    expect(sitemap.body).toContain('/advisor/visible-advisor');
    expect(sitemap.body).not.toContain('hidden-advisor');
    expect((await new TestClient(t.app).get<string>('/robots.txt')).body).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    );
  });
});

describe('applications', () => {
  const t = useTestApp();

  it('creates one application per role and advisor; a second attempt is ALREADY_APPLIED, never a 500', async () => {
    const { user: company } = await createCompany(t.database.db);
    const [job, external, orphan] = await createJobs(t.database.db, 3, (n) => ({
      postedBy: n === 2 ? null : company.id,
      jobUrl: n === 1 ? 'https://careers.example/apply' : null,
    }));
    const { user } = await createAdvisor(t.database.db);
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);

    expect((await new TestClient(t.app).post(`/api/jobs/${job!.id}/applications`)).body).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to apply for this position.' },
    });
    const first = await advisor.post(`/api/jobs/${job!.id}/applications`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ jobId: job!.id, status: 'applied' });
    const again = await advisor.post(`/api/jobs/${job!.id}/applications`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { code: 'ALREADY_APPLIED', message: 'You have already applied to this position.' },
    });
    expect(await t.database.db.select().from(applications)).toHaveLength(1);

    expect((await advisor.post(`/api/jobs/${external!.id}/applications`)).status).toBe(400);
    expect((await advisor.post(`/api/jobs/${orphan!.id}/applications`)).status).toBe(400);
    expect((await advisor.get(`/api/jobs/public/${job!.id}`)).body).toMatchObject({ applied: true });

    const mine = await advisor.get<{ status: string; job: { id: string } }[]>('/api/my-applications');
    expect(mine.body).toEqual([
      expect.objectContaining({ status: 'applied', job: expect.objectContaining({ id: job!.id }) }),
    ]);

    const asCompany = await signedInClient(t.app, company.email, DEFAULT_TEST_PASSWORD);
    expect((await asCompany.post(`/api/jobs/${job!.id}/applications`)).status).toBe(403);
  });

  it('answers a duplicate sent at the same moment with one row and one ALREADY_APPLIED', async () => {
    const { user: company } = await createCompany(t.database.db);
    const [job] = await createJobs(t.database.db, 1, () => ({ postedBy: company.id }));
    const { user } = await createAdvisor(t.database.db);
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const results = await Promise.all([1, 2, 3].map(() => advisor.post(`/api/jobs/${job!.id}/applications`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});
