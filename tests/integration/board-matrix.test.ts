// The board skills matrix and compensation context (issue #35 parts 4–5, decision 051) over real routes on a real
// database: the company describes its board (no accounts for members), sees covered skills, gaps and terms ending
// within 12 months; bad input (no members, past or impossible term dates) is refused by field and changes nothing;
// advisor search and AI matching rank an advisor / a role that fills the gaps higher and say so; a role's equity is
// shown against the FAST grid for the company's stage and its pay against comparable roles only from 20 of them.
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@server/db/schema';
import { createAdvisor, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import type { ApiErrorBody } from '@shared/errors';
import type { BoardMatrix } from '@shared/schemas/board-matrix';
import type { AdvisorSearchPage, ApplicantsPage, Position } from '@shared/schemas/company';
import type { MatchRun, PublicJob } from '@shared/schemas/jobs';
import { signedInClient, TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInCompany } from './company-test-helpers';

const TODAY = new Date('2026-11-28T12:00:00Z');

const board = {
  members: [
    { name: 'A. Chen', skills: ['Fundraising', 'Technology'], termEndsOn: '2027-03-31' },
    { name: 'RM', skills: ['Operations'], termEndsOn: '2029-06-30' },
    { name: 'Priya N.', skills: ['Legal'], termEndsOn: '' },
  ],
  // The factory company needs Fundraising, International Expansion, Operations, Strategic Planning.
  targetSkills: ['Mergers & Acquisitions', 'Legal', 'Compliance'],
};

describe('board skills matrix', () => {
  const t = useTestApp();

  it('describes the board, shows covered skills, gaps and terms ending within 12 months, and removes it', async () => {
    t.clock.set(TODAY);
    const { client } = await signedInCompany(t);
    const empty = await client.get<BoardMatrix>('/api/company/board-matrix');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ exists: false, members: [], gaps: [] });

    const saved = await client.put<BoardMatrix>('/api/company/board-matrix', board);
    expect(saved.status).toBe(200);
    expect(saved.body.exists).toBe(true);
    expect(saved.body.members.map((m) => [m.name, m.termEndsOn])).toEqual([
      ['A. Chen', '2027-03-31'],
      ['RM', '2029-06-30'],
      ['Priya N.', null],
    ]);
    expect(saved.body.covered).toEqual(['Fundraising', 'Operations', 'Legal']);
    expect(saved.body.gaps).toEqual([
      'International Expansion',
      'Strategic Planning',
      'Mergers & Acquisitions',
      'Compliance',
    ]);
    expect(saved.body.termsEnding.map((m) => m.name)).toEqual(['A. Chen']);
    expect((await client.get<BoardMatrix>('/api/company/board-matrix')).body).toEqual(saved.body);

    expect((await client.delete('/api/company/board-matrix')).status).toBe(204);
    expect((await client.get<BoardMatrix>('/api/company/board-matrix')).body.exists).toBe(false);
    expect((await client.delete<ApiErrorBody>('/api/company/board-matrix')).status).toBe(404);
  });

  it('refuses a matrix with no members, or bad term dates, by field, and keeps what was saved', async () => {
    t.clock.set(TODAY);
    const { client } = await signedInCompany(t);
    const before = (await client.put<BoardMatrix>('/api/company/board-matrix', board)).body;

    const none = await client.put<ApiErrorBody>('/api/company/board-matrix', {
      members: [],
      targetSkills: [],
    });
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('VALIDATION_FAILED');
    expect(none.body.error.issues).toEqual([
      {
        path: 'members',
        message: 'Add at least one board member (a name or initials) before saving the matrix.',
      },
    ]);

    const past = await client.put<ApiErrorBody>('/api/company/board-matrix', {
      members: [
        { name: 'Ok', skills: [], termEndsOn: '2027-01-01' },
        { name: 'Gone', skills: [], termEndsOn: '2026-11-27' },
      ],
    });
    expect(past.status).toBe(422);
    expect(past.body.error.issues).toEqual([
      {
        path: 'members.1.termEndsOn',
        message: 'This term has already ended: remove the member or correct the date',
      },
    ]);

    const impossible = await client.put<ApiErrorBody>('/api/company/board-matrix', {
      members: [{ name: '  ', skills: ['Cooking'], termEndsOn: '2027-02-30' }],
    });
    expect(impossible.status).toBe(422);
    expect(impossible.body.error.issues!.map((i) => i.path).sort()).toEqual([
      'members.0.name',
      'members.0.skills.0',
      'members.0.termEndsOn',
    ]);

    const far = await client.put<ApiErrorBody>('/api/company/board-matrix', {
      members: [{ name: 'Far', termEndsOn: '2040-01-01' }],
    });
    expect(far.body.error.issues?.[0]?.path).toBe('members.0.termEndsOn');

    expect((await client.get<BoardMatrix>('/api/company/board-matrix')).body).toEqual(before);
  });

  it('keeps each company to its own matrix, and needs a company with a saved profile', async () => {
    t.clock.set(TODAY);
    const x = await signedInCompany(t);
    const y = await signedInCompany(t);
    await x.client.put('/api/company/board-matrix', board);
    expect((await y.client.get<BoardMatrix>('/api/company/board-matrix')).body.exists).toBe(false);
    await y.client.delete('/api/company/board-matrix');
    expect((await x.client.get<BoardMatrix>('/api/company/board-matrix')).body.exists).toBe(true);

    const incomplete = await signedInCompany(t, { profileCompleted: false });
    const res = await incomplete.client.get<ApiErrorBody>('/api/company/board-matrix');
    expect(res.body.error.code).toBe('PROFILE_INCOMPLETE');
    expect((await new TestClient(t.app).get('/api/company/board-matrix')).status).toBe(401);
  });
});

describe('the gaps signal in advisor search', () => {
  const t = useTestApp();

  it('ranks an advisor who fills the gaps above an otherwise equal one, and the card says which', async () => {
    t.clock.set(TODAY);
    const { client } = await signedInCompany(t);
    const common = {
      publicProfileSlug: null,
      industries: ['Technology', 'Manufacturing'],
      hoursAvailable: 12,
      city: 'Austin',
      country: 'United States',
    };
    // Both meet 2 of the 4 skills needed (same spec score); the other one has more years, so wins the tie today.
    await createAdvisor(t.database.db, {
      profile: {
        ...common,
        firstName: 'Gap',
        lastName: 'Filler',
        yearsExperience: 20,
        skills: ['Fundraising', 'Operations', 'Mergers & Acquisitions', 'Compliance'],
      },
    });
    await createAdvisor(t.database.db, {
      profile: {
        ...common,
        firstName: 'Equal',
        lastName: 'Otherwise',
        yearsExperience: 25,
        skills: ['Fundraising', 'Operations', 'Sales', 'Marketing'],
      },
    });

    const before = (await client.get<AdvisorSearchPage>('/api/company/advisor-search')).body;
    expect(before.items.map((i) => i.name)).toEqual(['Equal Otherwise', 'Gap Filler']);
    expect(before.items[0]!.score).toBe(before.items[1]!.score);
    expect(before.items.every((i) => i.boardGapReason === null)).toBe(true);

    await client.put('/api/company/board-matrix', board);
    const after = (await client.get<AdvisorSearchPage>('/api/company/advisor-search')).body;
    expect(after.items.map((i) => i.name)).toEqual(['Gap Filler', 'Equal Otherwise']);
    // The shown score is still the spec's; the gaps are a ranking term and a reason.
    expect(after.items.map((i) => i.score)).toEqual(before.items.map((i) => i.score));
    expect(after.items[0]!.boardGapReason).toBe(
      'Fills 2 of your 4 board gaps: Mergers & Acquisitions and Compliance',
    );
    expect(after.items[1]!.boardGapReason).toBeNull();
  });
});

async function pollUntilDone(client: TestClient, runId: string): Promise<MatchRun> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await client.get<MatchRun>(`/api/matches/runs/${runId}`);
    if (res.body.status !== 'running') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('match run did not finish');
}

describe('the gaps signal in AI matching', () => {
  const t = useTestApp();

  it('lifts the role of a company whose gaps the advisor fills, and the reason names them', async () => {
    t.clock.set(TODAY);
    const withBoard = await signedInCompany(t, { companyName: 'Gapped Co', skillsNeeded: ['Legal'] });
    const without = await signedInCompany(t, { companyName: 'Plain Co', skillsNeeded: ['Legal'] });
    // The same role at both companies: a hybrid board seat in another sector, so its score has room to rise.
    const role = positionInput({
      title: 'Board Advisor',
      industry: 'Retail',
      type: 'hybrid',
      city: 'London',
      country: 'United Kingdom',
      companySummary: 'A growing retail company based in London.',
      jobDescription: '<p>Join our board: strategy, finance and capital raising for the next stage.</p>',
    });
    const gapped = (await withBoard.client.post<Position>('/api/company/positions', role)).body;
    const plain = (await without.client.post<Position>('/api/company/positions', role)).body;
    await withBoard.client.put('/api/company/board-matrix', {
      members: [{ name: 'JD', skills: ['Legal'] }],
      targetSkills: ['Mergers & Acquisitions', 'Risk Management', 'Human Resources'],
    });

    const { user } = await createAdvisor(t.database.db, { profile: { biography: 'Former CFO.' } });
    await t.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', planType: 'annual' });
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const started = await advisor.post<MatchRun>('/api/matches/runs');
    const done = await pollUntilDone(advisor, started.body.id);
    const items = done.results!.items;
    const at = (id: string) => items.findIndex((i) => !i.job.locked && i.job.id === id);
    const gappedMatch = items[at(gapped.id)]!;
    const plainMatch = items[at(plain.id)]!;
    expect(at(gapped.id)).toBeLessThan(at(plain.id));
    expect(gappedMatch.score).toBeGreaterThan(plainMatch.score);
    expect(gappedMatch.reasons[0]).toBe(
      "Fills 2 of the board's 3 skill gaps: Mergers & Acquisitions and Risk Management",
    );
    expect(plainMatch.reasons.join(' ')).not.toMatch(/gap/);
    await t.settleJobs();
  });
});

describe('the gaps signal in the applicants page’s stored fits', () => {
  const t = useTestApp();

  it('scores an applicant who fills the gaps higher once the board is described, and again once it is removed', async () => {
    t.clock.set(TODAY);
    const company = await signedInCompany(t, { companyName: 'Gapped Co', skillsNeeded: ['Legal'] });
    const position = (
      await company.client.post<Position>(
        '/api/company/positions',
        positionInput({
          title: 'Board Advisor',
          industry: 'Retail',
          type: 'hybrid',
          city: 'London',
          country: 'United Kingdom',
          jobDescription: '<p>Join our board: strategy, finance and capital raising for the next stage.</p>',
        }),
      )
    ).body;
    const { user } = await createAdvisor(t.database.db, {
      profile: {
        biography: 'Former CFO.',
        skills: ['Mergers & Acquisitions', 'Risk Management', 'Fundraising'],
      },
    });
    await insertApplication(t, { jobId: position.id, advisorId: user.id });
    const fit = async () => {
      await t.settleJobs();
      const page = await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${position.id}`);
      return page.body.items[0]!.fit;
    };
    const before = await fit();
    expect(before.reasons.join(' ')).not.toMatch(/gap/);

    // Describing the board makes the stored fit stale in the same transaction; the job scores it again.
    await company.client.put('/api/company/board-matrix', {
      members: [{ name: 'JD', skills: ['Legal'] }],
      targetSkills: ['Mergers & Acquisitions', 'Risk Management', 'Human Resources'],
    });
    const withBoard = await fit();
    expect(withBoard.score).toBeGreaterThan(before.score);
    expect(withBoard.reasons[0]).toMatch(
      /^Fills 2 of the board's 3 skill gaps: Mergers & Acquisitions and Risk Management/,
    );

    await company.client.delete('/api/company/board-matrix');
    expect(await fit()).toEqual(before);
  });
});

describe('compensation context on a role', () => {
  const t = useTestApp();

  it('shows advisory equity against the FAST grid for the company’s stage, and says nothing invented', async () => {
    t.clock.set(TODAY);
    const company = await signedInCompany(t, { fundingStage: 'Seed' });
    const position = (
      await company.client.post<Position>(
        '/api/company/positions',
        positionInput({ compensationType: 'equity', equityPercent: '0.3' }),
      )
    ).body;
    expect(position.equityPercent).toBe(0.3);
    // A number within the whole-number tolerance is stored rounded (the fuzzer's 999999.9999990001 was a 500 on
    // PostgreSQL's integer column).
    const nearWhole = await company.client.post<Position>(
      '/api/company/positions',
      positionInput({
        compensationType: 'combination',
        monthlyFee: 999999.9999990001,
        feeCurrency: 'EUR',
        equityPercent: 0.30000000001,
      }),
    );
    expect(nearWhole.status, JSON.stringify(nearWhole.body)).toBe(201);
    expect([nearWhole.body.monthlyFee, nearWhole.body.equityPercent]).toEqual([1_000_000, 0.3]);
    const job = (await new TestClient(t.app).get<PublicJob>(`/api/jobs/public/${position.id}`)).body;
    expect(job.compensationContext.equity).toEqual({
      percent: 0.3,
      fundingStage: 'Seed',
      fastStage: 'Startup',
      grid: { Standard: 0.2, Strategic: 0.4, Expert: 0.8 },
      placement: 'between Standard and Strategic',
      sourceUrl: 'https://fi.co/fast',
    });
    expect(job.compensationContext.pay).toBeNull();

    // A public company: FAST has no row for it, so no grid and no placement.
    const listed = await signedInCompany(t, { fundingStage: 'Public' });
    const other = (
      await listed.client.post<Position>('/api/company/positions', positionInput({ equityPercent: '0.1' }))
    ).body;
    const otherJob = (await new TestClient(t.app).get<PublicJob>(`/api/jobs/public/${other.id}`)).body;
    expect(otherJob.compensationContext.equity).toMatchObject({ percent: 0.1, grid: null, placement: null });

    // A change of stage reaches the cached public page (the jobs content version is bumped).
    await company.client.put('/api/company/profile', {
      ...(await company.client.get<{ profile: Record<string, unknown> }>('/api/company/profile')).body
        .profile,
      fundingStage: 'Series B',
    });
    const growth = (await new TestClient(t.app).get<PublicJob>(`/api/jobs/public/${position.id}`)).body;
    expect(growth.compensationContext.equity?.fastStage).toBe('Growth');
  });

  it('compares a paid role’s fee only from 20 comparable roles, and says how many', async () => {
    t.clock.set(TODAY);
    const company = await signedInCompany(t);
    const position = (
      await company.client.post<Position>(
        '/api/company/positions',
        positionInput({
          compensationType: 'paid',
          monthlyFee: '2500',
          feeCurrency: 'USD',
          country: 'United States',
        }),
      )
    ).body;
    const comparable = (n: number) => ({
      engagementType: 'part-time',
      compensationType: 'paid',
      country: n % 2 ? 'Canada' : 'USA',
      monthlyFee: 1000 + 100 * n,
      feeCurrency: 'USD',
      publicJobSlug: `comparable-${n}`,
    });
    await createJobs(t.database.db, 19, comparable);
    // Not comparable: another currency, another region, another engagement, no fee.
    await createJobs(t.database.db, 4, (n) => ({
      ...comparable(n),
      ...[
        { feeCurrency: 'EUR' },
        { country: 'Germany' },
        { engagementType: 'full-time' },
        { monthlyFee: null },
      ][n],
      publicJobSlug: `not-comparable-${n}`,
    }));
    const read = async () =>
      (await new TestClient(t.app).get<PublicJob>(`/api/jobs/public/${position.id}`)).body.compensationContext
        .pay;
    expect(await read()).toEqual({
      monthlyFee: 2500,
      currency: 'USD',
      engagementType: 'part-time',
      region: 'North America',
      count: 19,
      median: null,
      low: null,
      high: null,
    });

    await createJobs(t.database.db, 1, () => ({ ...comparable(19), publicJobSlug: 'comparable-20' }));
    expect(await read()).toMatchObject({ count: 20, median: 1950, low: 1000, high: 2900 });

    const missingCurrency = await company.client.post<ApiErrorBody>(
      '/api/company/positions',
      positionInput({ compensationType: 'paid', monthlyFee: '2500' }),
    );
    expect(missingCurrency.status).toBe(422);
    expect(missingCurrency.body.error.issues).toEqual([
      { path: 'feeCurrency', message: 'Choose the currency of the monthly fee' },
    ]);
  });
});
