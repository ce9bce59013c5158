// Public reads (anonymous job list, public job, /job/{slug} page) are served from a cache keyed by the jobs content
// version. What a visitor must notice: the same answer in every encoding they accept, and never a stale one —
// after a change through the API, a change by SQL from outside the app, or a change made on another app instance.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { applications, jobs, subscriptions } from '@server/db/schema';
import type { Position } from '@shared/schemas/company';
import type { JobCard } from '@shared/schemas/jobs';
import { buildJob, createJobs } from '@tests/factories';
import { TestClient } from '../setup/http';
import { loadTestRenderer, testClientDir } from '../setup/page-renderer';
import { useTestApp } from '../setup/test-app';
import { positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

type Page = { items: JobCard[]; total: number };

const clientDir = testClientDir();
// The route table declares the pages' head tags; the renderer writes them.
const pageRenderer = await loadTestRenderer();

async function fetchRaw(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  acceptEncoding?: string,
) {
  const res = await app.request(path, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  const text = (
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
  ).toString('utf8');
  return { res, encoding, text };
}

describe('cache of public reads', () => {
  const t = useTestApp({ deps: { clientDir, pageRenderer } });

  it('answers the same document in br, gzip and identity, with the headers of an uncached answer', async () => {
    const [job] = await createJobs(t.database.db, 12);
    for (const path of [
      '/api/jobs?page=1',
      `/api/jobs/public/${job!.publicJobSlug}`,
      `/job/${job!.publicJobSlug}`,
    ]) {
      const first = await fetchRaw(t.app, path, 'gzip, deflate, br');
      const br = await fetchRaw(t.app, path, 'gzip, deflate, br');
      const gzip = await fetchRaw(t.app, path, 'gzip');
      const plain = await fetchRaw(t.app, path);
      const refused = await fetchRaw(t.app, path, 'br;q=0, gzip;q=0');
      expect([first.encoding, br.encoding, gzip.encoding, plain.encoding, refused.encoding], path).toEqual([
        'br',
        'br',
        'gzip',
        null,
        null,
      ]);
      for (const other of [br, gzip, plain, refused]) expect(other.text, path).toBe(first.text);
      for (const answer of [first, br, gzip, plain]) {
        expect(answer.res.status).toBe(200);
        expect(answer.res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(answer.res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.res.headers.get('content-security-policy')).toContain("default-src 'self'");
      }
      if (path.startsWith('/api/')) expect(br.res.headers.get('cache-control')).toBe('no-store');
      else expect(br.res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetchRaw(t.app, `/job/${job!.publicJobSlug}`)).text).toContain(`<title>${job!.title}`);
  });

  it('shows a pause, an edit and a new role at once, whether made through the API or by SQL', async () => {
    await createJobs(t.database.db, 3);
    const { client: company } = await signedInCompany(t);
    const position = (await company.post<Position>('/api/company/positions', positionInput())).body;
    const anonymous = new TestClient(t.app);
    const slug = position.publicJobSlug!;
    expect((await anonymous.get(`/api/jobs/public/${slug}`)).status).toBe(200);
    expect((await anonymous.get<Page>('/api/jobs')).body.total).toBe(4);

    expect(
      (await company.patch(`/api/company/positions/${position.id}/status`, { isActive: false })).status,
    ).toBe(200);
    expect((await anonymous.get(`/api/jobs/public/${slug}`)).status).toBe(404);
    expect((await anonymous.get<Page>('/api/jobs')).body.total).toBe(3);

    await company.patch(`/api/company/positions/${position.id}/status`, { isActive: true });
    await fetchRaw(t.app, `/job/${slug}`);
    await company.put(`/api/company/positions/${position.id}`, {
      ...positionInput({ title: 'Chair of the Audit Committee' }),
      companyName: 'Northwind',
    });
    expect((await anonymous.get<{ title: string }>(`/api/jobs/public/${slug}`)).body.title).toBe(
      'Chair of the Audit Committee',
    );
    expect((await fetchRaw(t.app, `/job/${slug}`)).text).toContain('<title>Chair of the Audit Committee');

    // A script or another service writing the table directly.
    await t.database.db.update(jobs).set({ title: 'Set by SQL' }).where(eq(jobs.id, position.id));
    expect((await anonymous.get<{ title: string }>(`/api/jobs/public/${slug}`)).body.title).toBe(
      'Set by SQL',
    );
    await t.database.db.insert(jobs).values(buildJob(99));
    expect((await anonymous.get<Page>('/api/jobs')).body.total).toBe(5);
  });

  it('keeps two app instances on one database in step', async () => {
    const [job] = await createJobs(t.database.db, 2);
    const other = createApp(t.deps);
    const readOnOther = () => new TestClient(other).get<Page>('/api/jobs');
    expect((await readOnOther()).body.total).toBe(2);
    expect((await new TestClient(other).get(`/api/jobs/public/${job!.publicJobSlug}`)).status).toBe(200);

    // The change is made on this instance; the other one, which has both answers cached, must not serve them.
    await t.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, job!.id));
    expect((await readOnOther()).body.total).toBe(1);
    expect((await new TestClient(other).get(`/api/jobs/public/${job!.publicJobSlug}`)).status).toBe(404);
  });

  it("never serves a signed-in reader someone else's answer, nor an anonymous one theirs", async () => {
    const created = await createJobs(t.database.db, 5);
    const anonymous = new TestClient(t.app);
    const before = (await anonymous.get<Page>('/api/jobs')).body;
    expect(before.items.map((item) => item.locked)).toEqual([false, false, true, true, true]);

    const { user: subscriber, client: subscriberClient } = await signedInAdvisor(t);
    await t.database.db.insert(subscriptions).values({
      userId: subscriber.id,
      status: 'active',
      planType: 'annual',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const first = before.items[0]!;
    const newest = created.find((job) => !first.locked && job.id === first.id)!;
    await t.database.db.insert(applications).values({ jobId: newest.id, advisorUserId: subscriber.id });
    const theirs = (await subscriberClient.get<Page>('/api/jobs')).body;
    expect(theirs.items.map((item) => item.locked)).toEqual([false, false, false, false, false]);
    expect(theirs.items[0]).toMatchObject({ id: newest.id, applied: true });
    expect(
      (await subscriberClient.get<{ applied: boolean }>(`/api/jobs/public/${newest.publicJobSlug}`)).body
        .applied,
    ).toBe(true);

    // The anonymous answers are still the anonymous ones (applying does not change a job, so they stay cached).
    const after = (await anonymous.get<Page>('/api/jobs')).body;
    expect(after).toEqual(before);
    expect(
      (await anonymous.get<{ applied: boolean }>(`/api/jobs/public/${newest.publicJobSlug}`)).body.applied,
    ).toBe(false);
  });
});
