// A free advisor's locked results — AI matches, the run's progress answers, and the manual role list — carry
// nothing that identifies the role: no id, slug, link, title or company of any role the advisor was not shown in
// full, checked against the raw JSON of every answer. A subscriber gets every one of them.
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@server/db/schema';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { LockedJobCardSchema, type JobCard, type JobPage, type MatchRun } from '@shared/schemas/jobs';
import { signedInClient, TestClient } from '../../setup/http';
import { useTestApp } from '../../setup/test-app';

type Role = Awaited<ReturnType<typeof createJobs>>[number];

/** What names a role: any of these in an answer identifies it (titles and firms are unique in this world). */
const identifiersOf = (role: Role) =>
  [role.id, role.publicJobSlug, role.title, role.companyName, role.jobUrl, role.companyUrl].filter(
    (value): value is string => Boolean(value),
  );

interface Answers {
  texts: string[];
  cards: JobCard[];
}

async function collectRun(client: TestClient): Promise<Answers & { run: MatchRun }> {
  const answers: Answers = { texts: [], cards: [] };
  const keep = (body: unknown) => answers.texts.push(JSON.stringify(body));
  const started = await client.post<MatchRun>('/api/matches/runs');
  expect(started.status).toBe(202);
  keep(started.body);
  let run = started.body;
  const deadline = Date.now() + 30_000;
  while (run.status === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    run = (await client.get<MatchRun>(`/api/matches/runs/${started.body.id}`)).body;
    keep(run);
  }
  expect(run.status).toBe('done');
  for (let page = 1; page <= run.results!.pageCount; page++) {
    for (const path of [
      `/api/matches/runs/${run.id}?page=${page}`,
      `/api/matches/runs/latest?page=${page}`,
    ]) {
      const res = await client.get<MatchRun>(path);
      expect(res.status).toBe(200);
      keep(res.body);
      answers.cards.push(...res.body.results!.items.map((item) => item.job));
    }
  }
  return { ...answers, run };
}

async function collectList(client: TestClient, options: { anonymous?: boolean } = {}): Promise<Answers> {
  const answers: Answers = { texts: [], cards: [] };
  const first = await client.get<JobPage>('/api/jobs', options);
  for (let page = 1; page <= first.body.pageCount; page++) {
    const res = await client.get<JobPage>(`/api/jobs?page=${page}`, options);
    expect(res.status).toBe(200);
    answers.texts.push(JSON.stringify(res.body));
    answers.cards.push(...res.body.items);
  }
  return answers;
}

/** Every identifier of a role not shown unlocked somewhere in these answers, that one of them contains. */
function leaks(roles: Role[], { texts, cards }: Answers): string[] {
  const shown = new Set(cards.flatMap((card) => (card.locked ? [] : [card.id])));
  const text = texts.join('\n');
  return roles
    .filter((role) => !shown.has(role.id))
    .flatMap((role) => identifiersOf(role).filter((value) => text.includes(value)));
}

describe('locked results name no role', () => {
  const t = useTestApp();

  it('a free advisor’s matches, run progress and role list carry no identifier of a locked role; a subscriber gets them all', async () => {
    const { user: company } = await createCompany(t.database.db);
    // Unique, non-overlapping titles and firms, so a title found in an answer can only be that role's.
    const roles = await createJobs(t.database.db, 30, (n) => ({
      postedBy: company.id,
      title: `Board Seat Q${n}X`,
      companyName: `Firm Q${n}X Holdings`,
    }));
    const { user } = await createAdvisor(t.database.db);
    const advisor = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);

    const ai = await collectRun(advisor);
    const manual = await collectList(advisor);
    const signedOut = await collectList(new TestClient(t.app), { anonymous: true });
    for (const [name, answers] of Object.entries({ ai, manual, signedOut })) {
      const locked = answers.cards.filter((card) => card.locked);
      expect(locked.length, name).toBeGreaterThan(10);
      // Exactly the locked card's fields, nothing else (no id, title, company, city, date or applied flag).
      for (const card of locked)
        expect(Object.keys(card).sort(), name).toEqual(Object.keys(LockedJobCardSchema.shape).sort());
      expect(leaks(roles, answers), name).toEqual([]);
    }
    // The free plan's unlocked results: the top two matches, the two newest roles (for signed-out visitors too).
    expect(new Set(ai.cards.filter((card) => !card.locked).map((card) => !card.locked && card.id)).size).toBe(
      2,
    );
    expect(manual.cards.filter((card) => !card.locked)).toHaveLength(2);
    expect(signedOut.cards.filter((card) => !card.locked)).toHaveLength(2);
    // A locked match shows its score and its region, not its reasons or hints (they name a city and skills).
    const lockedMatch = (await advisor.get<MatchRun>(`/api/matches/runs/${ai.run.id}`)).body.results!
      .items[2]!;
    expect(lockedMatch).toMatchObject({ reasons: [], improvements: [], job: { locked: true } });
    expect(lockedMatch.job).toHaveProperty('region');

    await t.database.db
      .insert(subscriptions)
      .values({ userId: user.id, status: 'active', planType: 'annual' });
    const paidAi = await collectRun(advisor);
    const paidManual = await collectList(advisor);
    for (const answers of [paidAi, paidManual]) {
      expect(answers.cards.every((card) => !card.locked)).toBe(true);
    }
    const paidText = [...paidAi.texts, ...paidManual.texts].join('\n');
    for (const role of roles) {
      expect(paidText).toContain(role.id);
      expect(paidText).toContain(role.title);
      expect(paidText).toContain(role.companyName);
    }
  });
});
