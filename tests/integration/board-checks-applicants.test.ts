// The applicant cards' board-seats checks come with the applicants page (decision 050, 2026-11-28): one answer
// carries every shown card's overboarding figures and conflict flags, read from the seats each advisor shows, under
// the page's own rule (the member's positions; an interviewer only the positions assigned to them; another
// company's position a 404). The single per-card route is gone.
import { describe, expect, it } from 'vitest';
import type { ApplicantsPage, Position } from '@shared/schemas/company';
import { createColleague, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInAdvisor, signedInCompany } from './company-test-helpers';

const seat = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Listed Co',
  companyWebsite: null,
  role: 'non_executive_director',
  listed: true,
  exchange: 'NYSE',
  country: 'United States',
  industry: 'Healthcare',
  committees: [],
  startDate: '2021-03-01',
  endDate: null,
  hidden: false,
  ...overrides,
});

const text = (value: unknown) => JSON.stringify(value).toLowerCase();

describe('board checks on the applicants page', () => {
  const t = useTestApp();

  async function world() {
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    const owner = await signedInCompany(t, {
      companyName: 'Northwind Robotics',
      industries: ['Manufacturing'],
      country: 'Germany',
    });
    expect(
      (
        await owner.client.put('/api/board-seats/competitors', {
          competitors: ['Rivalry Robotics', 'shadow.example'],
        })
      ).status,
    ).toBe(200);
    const listed = (
      await owner.client.post<Position>(
        '/api/company/positions',
        positionInput({ title: 'Independent Director', boardListed: true }),
      )
    ).body;
    const unlisted = (await owner.client.post<Position>('/api/company/positions', positionInput())).body;

    // Four listed boards shown and a fifth hidden: the company counts four.
    const busy = await signedInAdvisor(t, { firstName: 'Beatrice', lastName: 'Busy' });
    for (const [i, hidden] of [false, false, false, false, true].entries()) {
      const added = await busy.client.post(
        '/api/board-seats',
        seat({ companyName: `Listed Co ${i}`, hidden }),
      );
      expect(added.status).toBe(201);
    }
    // A seat at a listed competitor, and a hidden role at another competitor.
    const rival = await signedInAdvisor(t, { firstName: 'Rupert', lastName: 'Rival' });
    await rival.client.post('/api/board-seats', seat({ companyName: 'Rivalry Robotics Inc', listed: false }));
    await rival.client.post(
      '/api/board-seats',
      seat({ companyName: 'Shadow Systems', companyWebsite: 'shadow.example', role: 'ceo', hidden: true }),
    );
    const plain = await signedInAdvisor(t, { firstName: 'Penny', lastName: 'Plain' });

    const applications = {
      busy: await insertApplication(t, { jobId: listed.id, advisorId: busy.user.id }),
      rival: await insertApplication(t, { jobId: listed.id, advisorId: rival.user.id }),
      plain: await insertApplication(t, { jobId: listed.id, advisorId: plain.user.id }),
      onUnlisted: await insertApplication(t, { jobId: unlisted.id, advisorId: busy.user.id }),
    };
    return { owner, listed, unlisted, applications };
  }

  const cardsOf = (page: ApplicantsPage) =>
    Object.fromEntries(page.items.map((item) => [item.applicationId, item.boardCheck]));

  it('carries every shown card’s check in the page’s one answer, from the seats the advisors show', async () => {
    const { owner, listed, unlisted, applications } = await world();
    const page = await owner.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${listed.id}`);
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(3);
    const cards = cardsOf(page.body);

    const busy = cards[applications.busy.id]!;
    expect(busy.listedBoard).toBe(true);
    expect(busy.overboarding?.listedBoards).toBe(4);
    const iss = busy.overboarding!.notices.find((notice) => notice.policy === 'ISS')!;
    expect(iss).toMatchObject({ maxBoards: 5, boardsAfter: 5, level: 'at_limit' });
    expect(iss.sentence).toMatch(
      /^This role would be this advisor's 5th listed board; the ISS .* recommends no more than 5\.$/,
    );
    expect(iss.sourceUrl).toMatch(/^https:\/\//);
    expect(busy.conflicts).toEqual([]);
    expect(text(busy)).not.toContain('listed co 4');

    const rival = cards[applications.rival.id]!;
    expect(rival.conflicts).toEqual([
      {
        kind: 'competitor',
        fact: 'Rupert Rival is a non-executive director at Rivalry Robotics Inc, which you list as a competitor (“Rivalry Robotics”).',
      },
    ]);
    expect(text(rival)).not.toContain('shadow');

    expect(cards[applications.plain.id]).toMatchObject({
      listedBoard: true,
      overboarding: { listedBoards: 0 },
      conflicts: [],
    });

    // A position whose board is not listed: no overboarding figure, whatever the seats.
    const other = await owner.client.get<ApplicantsPage>(`/api/company/applicants?job_id=${unlisted.id}`);
    expect(cardsOf(other.body)[applications.onUnlisted.id]).toEqual({
      listedBoard: false,
      overboarding: null,
      conflicts: [],
    });

    // The per-card route is gone: nothing answers it.
    expect((await owner.client.get(`/api/board-seats/applications/${applications.busy.id}`)).status).toBe(
      404,
    );
  });

  it('follows the page’s rule: colleagues by their positions, an interviewer only where assigned, no one else', async () => {
    const { owner, listed, unlisted, applications } = await world();
    const colleague = async (role: 'hiring' | 'interviewer') => {
      const user = await createColleague(t.database.db, { companyId: owner.company.id, role });
      return signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    };
    const hiring = await colleague('hiring');
    const interviewer = await colleague('interviewer');
    const users = await owner.client.get<{ members: { userId: string; role: string }[] }>(
      '/api/company/team',
    );
    const interviewerId = users.body.members.find((member) => member.role === 'interviewer')!.userId;
    expect(
      (
        await owner.client.put(`/api/company/team/members/${interviewerId}/positions`, {
          positionIds: [listed.id],
        })
      ).status,
    ).toBe(200);

    const hiringPage = await hiring.get<ApplicantsPage>(`/api/company/applicants?job_id=${listed.id}`);
    expect(cardsOf(hiringPage.body)[applications.busy.id]?.overboarding?.listedBoards).toBe(4);

    const assigned = await interviewer.get<ApplicantsPage>(`/api/company/applicants?job_id=${listed.id}`);
    expect(assigned.status).toBe(200);
    expect(cardsOf(assigned.body)[applications.rival.id]?.conflicts).toHaveLength(1);
    const notAssigned = await interviewer.get(`/api/company/applicants?job_id=${unlisted.id}`);
    expect(notAssigned.status).toBe(404);
    expect(text(notAssigned.body)).not.toContain('boardcheck');

    // Another company: the position is a 404, and its own page never holds these applications.
    const stranger = await signedInCompany(t, { companyName: 'Stranger Co' });
    expect((await stranger.client.get(`/api/company/applicants?job_id=${listed.id}`)).status).toBe(404);
    const own = await stranger.client.get<ApplicantsPage>('/api/company/applicants');
    expect(own.status).toBe(200);
    expect(own.body.items).toEqual([]);
  });
});
