// Positions of a company: create, edit, activate/deactivate, the older form and the dashboard — and the proof
// that one company can never change or read another company's positions.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@server/db/schema';
import type { ApiErrorBody } from '@shared/errors';
import type { DashboardPage, Position } from '@shared/schemas/company';
import { TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

describe('creating a position', () => {
  const t = useTestApp();

  it('publishes an active, public position owned by the company, with a sanitized description', async () => {
    const { client, user, company } = await signedInCompany(t, { websiteUrl: 'https://northwind.example' });
    const res = await client.post<Position>(
      '/api/company/positions',
      positionInput({
        title: '<b>Independent</b> Board Member',
        jobDescription:
          '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a><script>alert(1)</script>' +
          '<a href="https://northwind.example/board">board</a></p><iframe src="https://evil.example"></iframe>',
        jobUrl: 'careers.northwind.example/board',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Independent Board Member',
      companyName: company.companyName,
      companyUrl: 'https://northwind.example',
      isActive: true,
      isPublic: true,
      source: 'Boardly',
      jobUrl: 'https://careers.northwind.example/board',
      publicJobSlug: 'independent-board-member-northwind-robotics',
    });
    expect(res.body.jobDescription).not.toMatch(/script|onclick|javascript:|iframe/);
    expect(res.body.jobDescription).toContain('href="https://northwind.example/board"');
    const row = await t.database.db.query.jobs.findFirst({ where: eq(jobs.id, res.body.id) });
    expect(row).toMatchObject({ postedBy: user.id, companyId: company.id });

    // It is on the public pages straight away.
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/jobs/public/${res.body.publicJobSlug}`)).status).toBe(200);
    expect((await anonymous.get(`/api/positions/${res.body.id}`)).status).toBe(200);
  });

  it('gives every position a unique public slug (-2, -3 … on a clash)', async () => {
    const { client } = await signedInCompany(t);
    const slugs = [];
    for (let i = 0; i < 3; i++) {
      slugs.push((await client.post<Position>('/api/company/positions', positionInput())).body.publicJobSlug);
    }
    expect(slugs).toEqual([
      'independent-board-member-northwind-robotics',
      'independent-board-member-northwind-robotics-2',
      'independent-board-member-northwind-robotics-3',
    ]);
  });

  it("refuses missing fields with '{field} is required' (first underscore replaced by a space)", async () => {
    const { client } = await signedInCompany(t);
    const res = await client.post<ApiErrorBody>('/api/company/positions', {});
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.issues?.map((issue) => issue.message)).toEqual([
      'title is required',
      'industry is required',
      'city is required',
      'country is required',
      'type is required',
      'compensation type is required',
      'engagement type is required',
      'company summary is required',
      'job description is required',
    ]);
    const markupOnly = await client.post<ApiErrorBody>(
      '/api/company/positions',
      positionInput({ jobDescription: '<script>alert(1)</script>', companySummary: '<br>' }),
    );
    expect(markupOnly.status).toBe(422);
    expect(markupOnly.body.error.issues?.map((issue) => issue.message)).toEqual([
      'company summary is required',
      'job description is required',
    ]);
    const badValues = await client.post<ApiErrorBody>(
      '/api/company/positions',
      positionInput({ type: 'moon', jobUrl: 'not a url', logoUrl: 'https://example.com/logo.txt' }),
    );
    expect(badValues.body.error.issues).toEqual([
      { path: 'type', message: 'type must be one of: remote, on-site, hybrid, unspecified' },
      { path: 'jobUrl', message: 'External job URL must be a valid http(s) link' },
      { path: 'logoUrl', message: 'Please enter a valid image URL' },
    ]);
    expect(await t.database.db.select().from(jobs)).toHaveLength(0);
  });

  it('requires a logo only when the company has none', async () => {
    const withoutLogo = await signedInCompany(t, { logoUrl: null });
    const refused = await withoutLogo.client.post<ApiErrorBody>(
      '/api/company/positions',
      positionInput({ logoUrl: '' }),
    );
    expect(refused.status).toBe(422);
    // A code of its own, so the form can take the user to the logo field (issue #29).
    expect(refused.body.error.code).toBe('LOGO_REQUIRED');
    expect(refused.body.error.issues).toEqual([{ path: 'logoUrl', message: 'logo is required' }]);

    const withLogo = await signedInCompany(t, { logoUrl: 'https://cdn.example.com/acme.png' });
    const created = await withLogo.client.post<Position>(
      '/api/company/positions',
      positionInput({ logoUrl: undefined }),
    );
    expect(created.status).toBe(201);
    expect(created.body.logoUrl).toBe('https://cdn.example.com/acme.png');
  });

  it('takes the older form (title and description required) as a company_posting', async () => {
    const { client, user, company } = await signedInCompany(t, { logoUrl: 'https://cdn.example.com/a.png' });
    const missing = await client.post<ApiErrorBody>('/api/company/board-positions', { title: ' ' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.issues?.map((issue) => issue.message)).toEqual([
      'title is required',
      'description is required',
    ]);
    const res = await client.post<Position>('/api/company/board-positions', {
      title: 'Board Member',
      description: 'Help us grow.\n\nR&D <b>focus</b>.',
      engagementType: 'Advisory Board',
      compensationType: 'Pro bono',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'board',
      source: 'company_posting',
      engagementType: 'Advisory Board',
      compensationType: 'Pro bono',
      jobDescription: '<p>Help us grow.</p><p>R&amp;D focus.</p>',
      logoUrl: 'https://cdn.example.com/a.png',
    });
    const row = await t.database.db.query.jobs.findFirst({ where: eq(jobs.id, res.body.id) });
    expect(row).toMatchObject({ companyId: company.id, postedBy: user.id });
  });
});

describe('editing and toggling positions', () => {
  const t = useTestApp();

  it('edits its own position (company name required too) and keeps the public slug', async () => {
    const { client } = await signedInCompany(t);
    const created = await client.post<Position>('/api/company/positions', positionInput());
    const path = `/api/company/positions/${created.body.id}`;
    expect((await client.get<Position>(path)).body).toEqual(created.body);

    const noName = await client.put<ApiErrorBody>(path, positionInput({ title: 'Chair' }));
    expect(noName.status).toBe(422);
    expect(noName.body.error.issues).toEqual([{ path: 'companyName', message: 'company name is required' }]);

    t.clock.advance(60_000);
    const updated = await client.put<Position>(path, {
      ...positionInput({ title: 'Board Chair', type: 'hybrid' }),
      companyName: 'Northwind Robotics Ltd',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Board Chair',
      type: 'hybrid',
      companyName: 'Northwind Robotics Ltd',
      publicJobSlug: created.body.publicJobSlug,
    });
    expect(updated.body.updatedAt > created.body.updatedAt).toBe(true);
  });

  it('deactivates (hidden from public pages) and reactivates its own position', async () => {
    const { client } = await signedInCompany(t);
    const created = await client.post<Position>('/api/company/positions', positionInput());
    const anonymous = new TestClient(t.app);
    const off = await client.patch(`/api/company/positions/${created.body.id}/status`, { isActive: false });
    expect(off.body).toEqual({ id: created.body.id, isActive: false });
    expect((await anonymous.get(`/api/positions/${created.body.id}`)).status).toBe(404);
    const on = await client.patch(`/api/company/positions/${created.body.id}/status`, { isActive: true });
    expect(on.body).toEqual({ id: created.body.id, isActive: true });
    expect((await anonymous.get(`/api/positions/${created.body.id}`)).status).toBe(200);
    expect(
      (await client.patch(`/api/company/positions/${created.body.id}/status`, { isActive: 'no' })).status,
    ).toBe(422);
  });

  it("refuses company B reading, editing or toggling company A's position (404), and changes nothing", async () => {
    const a = await signedInCompany(t);
    const b = await signedInCompany(t, { companyName: 'Other Co' });
    const created = await a.client.post<Position>('/api/company/positions', positionInput());
    const path = `/api/company/positions/${created.body.id}`;

    const read = await b.client.get<ApiErrorBody>(path);
    expect(read.status).toBe(404);
    expect(read.body.error).toEqual({ code: 'NOT_FOUND', message: 'Position not found.' });
    const edit = await b.client.put<ApiErrorBody>(path, {
      ...positionInput({ title: 'Hijacked' }),
      companyName: 'B',
    });
    expect(edit.status).toBe(404);
    const toggle = await b.client.patch<ApiErrorBody>(`${path}/status`, { isActive: false });
    expect(toggle.status).toBe(404);

    const row = await t.database.db.query.jobs.findFirst({ where: eq(jobs.id, created.body.id) });
    expect(row).toMatchObject({ title: 'Independent Board Member', isActive: true });
    // Malformed ids are a 404 too, never a 500.
    expect((await a.client.get('/api/company/positions/not-a-uuid')).status).toBe(404);
    expect(
      (await a.client.patch('/api/company/positions/1%27%20or%201=1/status', { isActive: false })).status,
    ).toBe(404);
  });
});

describe('the company dashboard', () => {
  const t = useTestApp();

  it('lists only its own positions, newest first, 10 a page, each with its applicant count', async () => {
    const { client, user } = await signedInCompany(t);
    const other = await signedInCompany(t, { companyName: 'Other Co' });
    await other.client.post('/api/company/positions', positionInput({ title: 'Not mine' }));
    const ids: string[] = [];
    for (let i = 1; i <= 23; i++) {
      t.clock.advance(1000);
      ids.push(
        (await client.post<Position>('/api/company/positions', positionInput({ title: `Seat ${i}` }))).body
          .id,
      );
    }
    const advisors = await Promise.all([signedInAdvisor(t), signedInAdvisor(t), signedInAdvisor(t)]);
    for (const advisor of advisors)
      await insertApplication(t, { jobId: ids[22]!, advisorId: advisor.user.id });
    await insertApplication(t, { jobId: ids[21]!, advisorId: advisors[0]!.user.id });

    const first = await client.get<DashboardPage>('/api/company/positions');
    expect(first.body).toMatchObject({ page: 1, pageCount: 3, total: 23 });
    expect(first.body.items.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Seat ${23 - i}`),
    );
    expect(first.body.items.slice(0, 3).map((item) => item.applicantCount)).toEqual([3, 1, 0]);
    const last = await client.get<DashboardPage>('/api/company/positions?page=3');
    expect(last.body.items.map((item) => item.title)).toEqual(['Seat 3', 'Seat 2', 'Seat 1']);
    // Past the end: the last page.
    expect((await client.get<DashboardPage>('/api/company/positions?page=99')).body.page).toBe(3);
    expect((await client.get('/api/company/positions?page=abc')).status).toBe(422);
    expect((await client.get('/api/company/positions?page=0')).status).toBe(422);

    const rows = await t.database.db.select().from(jobs).where(eq(jobs.postedBy, user.id));
    expect(rows).toHaveLength(23);
  });
});

describe('malformed requests to the company API', () => {
  const t = useTestApp();

  it('answer 4xx with the error shape, never 500, and change nothing', async () => {
    const { client } = await signedInCompany(t);
    const position = (await client.post<Position>('/api/company/positions', positionInput())).body;
    const json = { 'content-type': 'application/json' };
    const cases: Array<[string, string, unknown, Record<string, string>?]> = [
      ['PUT', '/api/company/profile', null],
      ['PUT', '/api/company/profile', [1, 2]],
      ['PUT', '/api/company/profile', '{"companyName":', json],
      ['PUT', '/api/company/profile', { companyName: { $gt: '' }, industries: 'Technology' }],
      ['POST', '/api/company/positions', 'title=x', { 'content-type': 'text/plain' }],
      ['POST', '/api/company/positions', positionInput({ title: 'x'.repeat(10_000) })],
      ['POST', '/api/company/board-positions', { title: ['a'], description: 42 }],
      ['PUT', `/api/company/positions/${position.id}`, { companyName: 'X' }],
      ['PATCH', `/api/company/positions/${position.id}/status`, {}],
      [
        'POST',
        '/api/company/logo-uploads',
        '--zzz\r\ngarbage',
        { 'content-type': 'multipart/form-data; boundary=zzz' },
      ],
      ['GET', '/api/company/positions?page=1&page=2', undefined],
      ['GET', '/api/company/applicants?status=all&status=hired', undefined],
      ['GET', '/api/company/advisor-search?location=a&location=b', undefined],
      ['PATCH', '/api/company/applications/00000000-0000-4000-8000-000000000000/status', { status: 'hired' }],
    ];
    for (const [method, path, body, headers] of cases) {
      const res = await client.call<ApiErrorBody>(method, path, { body, headers });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.body.error.code).toEqual(expect.any(String));
    }
    const row = await t.database.db.query.jobs.findFirst({ where: eq(jobs.id, position.id) });
    expect(row).toMatchObject({ title: 'Independent Board Member', isActive: true });
  });
});
