// The exact overboarding thresholds and the conflict rules (issue #35 parts 2–3, decision 050), as pure functions.
import { describe, expect, it } from 'vitest';
import { findConflicts, type SeatFacts } from '@shared/board-conflicts';
import {
  checkOverboarding,
  currentThresholds,
  OVERBOARDING_THRESHOLDS,
  ordinal,
  overboardingSentence,
  type SeatForCount,
} from '@shared/overboarding';

const boards = (count: number, role = 'non_executive_director'): SeatForCount[] =>
  Array.from({ length: count }, (_, i) => ({ companyKey: `n:board${i}`, role, listed: true }));
const notice = (seats: SeatForCount[], policy: string, audience: string, newCompanyKey?: string) =>
  checkOverboarding(seats, { newCompanyKey }).notices.find(
    (item) => item.policy === policy && item.audience === audience,
  );

describe('overboarding thresholds', () => {
  it('holds each policy’s limit with its name, year and public source', () => {
    expect(
      currentThresholds().map((row) => [row.policy, row.audience, row.maxBoards, row.counts, row.year]),
    ).toEqual([
      ['ISS', 'director', 5, 'total', 2017],
      ['ISS', 'ceo', 2, 'outside', 2017],
      ['Glass Lewis', 'director', 5, 'total', 2017],
      ['Glass Lewis', 'executive_officer', 2, 'total', 2017],
    ]);
    for (const row of OVERBOARDING_THRESHOLDS) {
      expect(row.sourceUrl).toMatch(/^https:\/\//);
      expect(row.checkedAt).toMatch(/^https?:\/\//);
    }
  });

  it('reads the latest year of a revised policy', () => {
    const revised = [
      ...OVERBOARDING_THRESHOLDS,
      { ...OVERBOARDING_THRESHOLDS[0]!, year: 2030, maxBoards: 4 },
    ];
    expect(
      currentThresholds(revised).find((row) => row.policy === 'ISS' && row.audience === 'director'),
    ).toMatchObject({ year: 2030, maxBoards: 4 });
    const result = checkOverboarding(boards(3), { table: revised });
    expect(result.notices.find((n) => n.policy === 'ISS' && n.audience === 'director')?.level).toBe(
      'at_limit',
    );
  });

  it('a non-executive: the 5th listed board reaches the limit, the 6th goes over it', () => {
    expect(notice(boards(3), 'ISS', 'director')).toMatchObject({ boardsAfter: 4, level: 'within' });
    expect(notice(boards(4), 'ISS', 'director')).toMatchObject({ boardsAfter: 5, level: 'at_limit' });
    expect(notice(boards(5), 'ISS', 'director')).toMatchObject({ boardsAfter: 6, level: 'over' });
    expect(notice(boards(5), 'Glass Lewis', 'director')).toMatchObject({ boardsAfter: 6, level: 'over' });
    // No executive role: the executive limits do not apply.
    expect(notice(boards(5), 'ISS', 'ceo')).toBeUndefined();
    expect(notice(boards(5), 'Glass Lewis', 'executive_officer')).toBeUndefined();
  });

  it('counts listed board roles only, each company once, and not a board the advisor already sits on', () => {
    const seats: SeatForCount[] = [
      ...boards(4),
      { companyKey: 'n:board0', role: 'committee_chair', listed: true },
      { companyKey: 'n:adv', role: 'advisor', listed: true },
      { companyKey: 'n:obs', role: 'observer', listed: true },
      { companyKey: 'n:private', role: 'chair', listed: false },
    ];
    expect(checkOverboarding(seats).listedBoards).toBe(4);
    expect(notice(seats, 'ISS', 'director', 'n:board1')).toMatchObject({ boardsAfter: 4, level: 'within' });
  });

  it('a listed company’s CEO: ISS counts the boards besides their own (2), Glass Lewis every board (2)', () => {
    const ceo: SeatForCount = { companyKey: 'n:own', role: 'ceo', listed: true };
    const own: SeatForCount = { companyKey: 'n:own', role: 'non_executive_director', listed: true };
    // Own board and one outside: the next is the 2nd outside (ISS at its limit), the 3rd board (Glass Lewis over).
    const seats = [ceo, own, ...boards(1)];
    expect(checkOverboarding(seats).listedExecutive).toBe('ceo');
    expect(notice(seats, 'ISS', 'ceo')).toMatchObject({
      boardsAfter: 2,
      level: 'at_limit',
      counts: 'outside',
    });
    expect(notice(seats, 'Glass Lewis', 'executive_officer')).toMatchObject({
      boardsAfter: 3,
      level: 'over',
    });
    expect(notice([ceo, own, ...boards(2)], 'ISS', 'ceo')).toMatchObject({ boardsAfter: 3, level: 'over' });
  });

  it('an executive officer who is not CEO: Glass Lewis’s limit applies, ISS’s CEO limit does not', () => {
    const seats: SeatForCount[] = [{ companyKey: 'n:own', role: 'executive', listed: true }, ...boards(1)];
    expect(checkOverboarding(seats).listedExecutive).toBe('executive');
    expect(notice(seats, 'ISS', 'ceo')).toBeUndefined();
    expect(notice(seats, 'Glass Lewis', 'executive_officer')).toMatchObject({
      boardsAfter: 2,
      level: 'at_limit',
    });
    // The executive of a private company is a non-executive for these policies.
    const privateCeo: SeatForCount[] = [{ companyKey: 'n:own', role: 'ceo', listed: false }, ...boards(4)];
    expect(checkOverboarding(privateCeo).listedExecutive).toBeNull();
    expect(notice(privateCeo, 'ISS', 'director')).toMatchObject({ boardsAfter: 5, level: 'at_limit' });
  });

  it('words the notice for each reader', () => {
    const over = notice(boards(5), 'ISS', 'director')!;
    expect(overboardingSentence(over, 'advisor')).toBe(
      'This would be your 6th listed board; the ISS United States Proxy Voting Guidelines (Benchmark Policy) ' +
        '(2017) recommends no more than 5.',
    );
    expect(overboardingSentence(over, 'company')).toMatch(
      /^This role would be this advisor's 6th listed board;/,
    );
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });
});

describe('conflict rules', () => {
  const seat = (overrides: Partial<SeatFacts>): SeatFacts => ({
    id: 's1',
    companyName: 'Rival Robotics Ltd',
    companyWebsite: null,
    role: 'non_executive_director',
    listed: false,
    industry: null,
    country: null,
    ...overrides,
  });
  const company = {
    identity: ['Northwind Robotics', 'https://northwind.example'],
    competitors: ['Rival Robotics', 'acme.com'],
    industries: ['Manufacturing'],
    country: 'Germany',
  };

  it('matches a competitor by name with legal forms ignored, or by website', () => {
    expect(findConflicts([seat({})], company)).toEqual([
      { kind: 'competitor', seat: seat({}), competitor: 'Rival Robotics' },
    ]);
    const byWebsite = seat({
      companyName: 'ACME Corporation Europe',
      companyWebsite: 'https://www.acme.com/eu',
    });
    expect(findConflicts([byWebsite], company)[0]).toMatchObject({
      kind: 'competitor',
      competitor: 'acme.com',
    });
    // The website's first label names the company too ('acme.com' → 'Acme').
    expect(findConflicts([seat({ companyName: 'Acme Inc.' })], company)[0]?.kind).toBe('competitor');
    // The employer counts like a seat.
    expect(findConflicts([seat({ role: 'ceo' })], company)[0]?.kind).toBe('competitor');
    expect(findConflicts([seat({ companyName: 'Rivalry Robotics' })], company)).toEqual([]);
  });

  it('flags a listed seat of the same industry and market, not an unlisted one nor another market', () => {
    const listed = seat({
      companyName: 'Factory AG',
      listed: true,
      industry: 'Manufacturing',
      country: 'germany',
    });
    expect(findConflicts([listed], company)).toEqual([
      { kind: 'industry_market', seat: listed, industry: 'Manufacturing', country: 'germany' },
    ]);
    expect(findConflicts([{ ...listed, listed: false }], company)).toEqual([]);
    expect(findConflicts([{ ...listed, country: 'France' }], company)).toEqual([]);
    expect(findConflicts([{ ...listed, industry: 'Retail' }], company)).toEqual([]);
  });

  it('never flags a seat at the company itself', () => {
    const own = seat({
      companyName: 'Northwind Robotics GmbH',
      listed: true,
      industry: 'Manufacturing',
      country: 'Germany',
    });
    expect(findConflicts([own], { ...company, competitors: ['Northwind'] })).toEqual([]);
  });
});
