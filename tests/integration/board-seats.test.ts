// Board seats, the overboarding check and the conflict screen (issue #35 parts 1–3, decision 050) through the real
// routes: seats added, edited, hidden, ended and deleted; the public page and the export; the checks before applying
// (the advisor), before inviting and on the applicant cards (the company); a hidden seat never in a company-facing
// answer or on the public page; confidential mode keeping the seat's company unnamed; bad input 422 by field.
import { describe, expect, it } from 'vitest';
import type { DataExport } from '@shared/schemas/account-settings';
import type { PublicAdvisorProfile } from '@shared/schemas/advisor-profile';
import type { BoardCheck, BoardSeat, Competitors, MyBoardSeats } from '@shared/schemas/board-seats';
import type { ApplicantsPage, Position } from '@shared/schemas/company';
import type { TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const seat = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Rivalry Robotics Inc',
  companyWebsite: 'https://www.rivalry.example',
  role: 'non_executive_director',
  listed: true,
  exchange: 'NYSE',
  country: 'United States',
  industry: 'Technology',
  committees: ['audit'],
  startDate: '2021-03-01',
  endDate: null,
  hidden: false,
  ...overrides,
});

const text = (value: unknown) => JSON.stringify(value).toLowerCase();

/** An applicant card's check, as the applicants page carries it (decision 050). */
async function applicantCheck(
  company: { client: TestClient },
  jobId: string,
  applicationId: string,
): Promise<BoardCheck> {
  const page = await company.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${jobId}`);
  expect(page.status).toBe(200);
  const card = page.body.items.find((item) => item.applicationId === applicationId);
  expect(card).toBeDefined();
  return card!.boardCheck;
}

describe('board seats', () => {
  const t = useTestApp();

  async function advisorWithProfile(overrides: Record<string, unknown> = {}) {
    return signedInAdvisor(t, {
      firstName: 'Imogen',
      lastName: 'Strand',
      publicProfileSlug: 'imogen-strand',
      isPublic: true,
      ...overrides,
    });
  }

  it('adds, edits, hides, ends and deletes a seat; the public page shows only the seats not hidden', async () => {
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    const advisor = await advisorWithProfile();
    const added = await advisor.client.post<BoardSeat>('/api/board-seats', seat());
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ companyName: 'Rivalry Robotics Inc', current: true, hidden: false });
    const secret = await advisor.client.post<BoardSeat>(
      '/api/board-seats',
      seat({ companyName: 'Quietwater Holdings', companyWebsite: null, hidden: true }),
    );
    expect(secret.status).toBe(201);

    const edited = await advisor.client.put<BoardSeat>(
      `/api/board-seats/${added.body.id}`,
      seat({ role: 'chair', committees: ['audit', 'risk'] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ role: 'chair', committees: ['audit', 'risk'] });

    const mine = await advisor.client.get<MyBoardSeats>('/api/board-seats');
    expect(mine.body.items.map((item) => item.companyName).sort()).toEqual([
      'Quietwater Holdings',
      'Rivalry Robotics Inc',
    ]);

    const page = await advisor.client.get<PublicAdvisorProfile>('/api/advisors/imogen-strand', {
      anonymous: true,
    });
    expect(page.status).toBe(200);
    expect(page.body.boardSeats.map((item) => item.companyName)).toEqual(['Rivalry Robotics Inc']);
    expect(text(page.body)).not.toContain('quietwater');

    // Ending a seat is an end date; it stays on the profile as a past seat.
    const ended = await advisor.client.put<BoardSeat>(
      `/api/board-seats/${added.body.id}`,
      seat({ role: 'chair', endDate: '2026-06-15' }),
    );
    expect(ended.body.current).toBe(false);

    const exported = await advisor.client.get<DataExport>('/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.boardSeats.map((item) => [item.companyName, item.hidden]).sort()).toEqual([
      ['Quietwater Holdings', true],
      ['Rivalry Robotics Inc', false],
    ]);

    expect((await advisor.client.delete(`/api/board-seats/${secret.body.id}`)).status).toBe(204);
    expect((await advisor.client.delete(`/api/board-seats/${secret.body.id}`)).status).toBe(404);

    // Someone else's seat is a 404, as a missing one.
    const other = await signedInAdvisor(t, { firstName: 'Other' });
    expect((await other.client.put(`/api/board-seats/${added.body.id}`, seat())).status).toBe(404);
    expect((await other.client.delete(`/api/board-seats/${added.body.id}`)).status).toBe(404);
  });

  it('answers bad seats 422 by field and saves nothing', async () => {
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    const advisor = await advisorWithProfile();
    const backwards = await advisor.client.post<{ error: { issues: { path: string }[] } }>(
      '/api/board-seats',
      seat({ startDate: '2024-05-01', endDate: '2023-01-01' }),
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.error.issues.map((issue) => issue.path)).toEqual(['endDate']);

    const future = await advisor.client.post<{ error: { issues: { path: string; message: string }[] } }>(
      '/api/board-seats',
      seat({ startDate: '2026-06-16' }),
    );
    expect(future.status).toBe(422);
    expect(future.body.error.issues).toEqual([
      { path: 'startDate', message: 'A seat cannot start in the future: add it once it has begun.' },
    ]);

    const nonsense = await advisor.client.post<{ error: { issues: { path: string }[] } }>(
      '/api/board-seats',
      {
        ...seat(),
        companyName: '',
        role: 'emperor',
        startDate: '2024-02-30',
      },
    );
    expect(nonsense.status).toBe(422);
    expect(nonsense.body.error.issues.map((issue) => issue.path).sort()).toEqual([
      'companyName',
      'role',
      'startDate',
    ]);
    expect((await advisor.client.get<MyBoardSeats>('/api/board-seats')).body.items).toEqual([]);
  });

  it('tells the advisor before applying to a listed board what it would mean, counting hidden seats too', async () => {
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    const advisor = await advisorWithProfile();
    for (const [i, hidden] of [false, false, false, false, true].entries()) {
      const added = await advisor.client.post(
        '/api/board-seats',
        seat({ companyName: `Listed Co ${i}`, hidden }),
      );
      expect(added.status).toBe(201);
    }
    // An ended seat and an unlisted one do not count.
    await advisor.client.post('/api/board-seats', seat({ companyName: 'Old Co', endDate: '2025-01-01' }));
    await advisor.client.post('/api/board-seats', seat({ companyName: 'Private Co', listed: false }));

    const company = await signedInCompany(t, { companyName: 'Northwind Robotics', country: 'Germany' });
    const listed = await company.client.post<Position>(
      '/api/company/positions',
      positionInput({ title: 'Independent Director', boardListed: true }),
    );
    expect(listed.body.boardListed).toBe(true);
    const unlisted = await company.client.post<Position>('/api/company/positions', positionInput());

    const check = await advisor.client.get<BoardCheck>(`/api/board-seats/check/${listed.body.id}`);
    expect(check.status).toBe(200);
    expect(check.body.overboarding?.listedBoards).toBe(5);
    const iss = check.body.overboarding!.notices.find((notice) => notice.policy === 'ISS')!;
    expect(iss).toMatchObject({ maxBoards: 5, boardsAfter: 6, level: 'over' });
    expect(iss.sentence).toMatch(
      /^This would be your 6th listed board; the ISS .* recommends no more than 5\.$/,
    );
    expect(iss.sourceUrl).toMatch(/^https:\/\/www\.issgovernance\.com\//);

    const plain = await advisor.client.get<BoardCheck>(`/api/board-seats/check/${unlisted.body.id}`);
    expect(plain.body).toMatchObject({ listedBoard: false, overboarding: null, conflicts: [] });

    // The company sees the same fact on the applicant card, from the seats the advisor shows (4, not 5).
    const application = await insertApplication(t, { jobId: listed.body.id, advisorId: advisor.user.id });
    const card = await applicantCheck(company, listed.body.id, application.id);
    expect(card.overboarding?.listedBoards).toBe(4);
    expect(card.overboarding!.notices.find((notice) => notice.policy === 'ISS')).toMatchObject({
      boardsAfter: 5,
      level: 'at_limit',
    });
    expect(text(card)).not.toContain('listed co 4');
  });

  it('flags competitors and shared industry and market on both sides, never from a hidden seat', async () => {
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    const advisor = await advisorWithProfile();
    await advisor.client.post('/api/board-seats', seat({ companyName: 'Rivalry Robotics Inc' }));
    await advisor.client.post(
      '/api/board-seats',
      seat({ companyName: 'Shadow Systems', companyWebsite: 'shadow.example', role: 'ceo', hidden: true }),
    );
    await advisor.client.post(
      '/api/board-seats',
      seat({
        companyName: 'Factory Ltd',
        industry: 'Manufacturing',
        country: 'Germany',
        companyWebsite: null,
      }),
    );

    const company = await signedInCompany(t, {
      companyName: 'Northwind Robotics',
      industries: ['Manufacturing'],
      country: 'Germany',
    });
    const tooMany = await company.client.put<{ error: { issues: { path: string; message: string }[] } }>(
      '/api/board-seats/competitors',
      { competitors: Array.from({ length: 3000 }, (_, i) => `Company ${i}`) },
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.issues).toEqual([
      { path: 'competitors', message: 'At most 50 competitors: you listed 3000. Keep the closest ones.' },
    ]);
    expect((await company.client.get<Competitors>('/api/board-seats/competitors')).body.competitors).toEqual(
      [],
    );

    const saved = await company.client.put<Competitors>('/api/board-seats/competitors', {
      competitors: ['Rivalry Robotics', 'https://shadow.example/', ''],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.competitors).toEqual(['Rivalry Robotics', 'https://shadow.example/']);

    const position = await company.client.post<Position>('/api/company/positions', positionInput());

    // The advisor sees every flag, the hidden seat's too (said to be unseen by the company).
    const mine = await advisor.client.get<BoardCheck>(`/api/board-seats/check/${position.body.id}`);
    expect(mine.body.conflicts.map((flag) => flag.kind).sort()).toEqual([
      'competitor',
      'competitor',
      'industry_market',
    ]);
    expect(text(mine.body)).toContain('lists “rivalry robotics” as a competitor');
    expect(text(mine.body)).toContain('the company is not shown this flag');

    // The company's invite dialog: named (not confidential), the hidden seat absent.
    const invite = await company.client.get<BoardCheck>(
      `/api/board-seats/advisors/${advisor.user.id}/check/${position.body.id}`,
    );
    expect(invite.status).toBe(200);
    expect(invite.body.conflicts.map((flag) => flag.fact)).toEqual([
      'Imogen Strand is a non-executive director at Rivalry Robotics Inc, which you list as a competitor (“Rivalry Robotics”).',
      'Imogen Strand is a non-executive director at Factory Ltd, a listed Manufacturing company in Germany: your industry and market.',
    ]);
    expect(text(invite.body)).not.toContain('shadow');

    // Confidential mode: the flags stay, the seat's company and the name go until the advisor applies.
    await advisor.client.put('/api/profile/confidentiality', {
      enabled: true,
      headline: null,
      hiddenFrom: [],
    });
    const anonymous = await company.client.get<BoardCheck>(
      `/api/board-seats/advisors/${advisor.user.id}/check/${position.body.id}`,
    );
    expect(anonymous.body.conflicts).toHaveLength(2);
    for (const word of ['imogen', 'strand', 'rivalry robotics inc', 'factory', 'shadow'])
      expect(text(anonymous.body)).not.toContain(word);

    // A company the advisor hides from never meets them: 404, as for nobody.
    await advisor.client.put('/api/profile/confidentiality', {
      enabled: true,
      headline: null,
      hiddenFrom: ['Northwind Robotics'],
    });
    const hiddenFrom = await company.client.get(
      `/api/board-seats/advisors/${advisor.user.id}/check/${position.body.id}`,
    );
    expect(hiddenFrom.status).toBe(404);

    // The applicant card: the application reveals them; still nothing from the hidden seat.
    const application = await insertApplication(t, { jobId: position.body.id, advisorId: advisor.user.id });
    const card = await applicantCheck(company, position.body.id, application.id);
    expect(card.conflicts).toHaveLength(2);
    expect(text(card)).toContain('imogen strand');
    expect(text(card)).not.toContain('shadow');

    // Another company's position is a 404 for this one.
    const stranger = await signedInCompany(t, { companyName: 'Stranger Co' });
    expect((await stranger.client.get(`/api/company/applicants?job_id=${position.body.id}`)).status).toBe(
      404,
    );
    expect(
      (await stranger.client.get(`/api/board-seats/advisors/${advisor.user.id}/check/${position.body.id}`))
        .status,
    ).toBe(404);
  });
});
