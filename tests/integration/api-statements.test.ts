// Issue #31, decision 057: the applicants page, the advisor search and a match run's page issue a fixed number of
// SQL statements per request — middleware (session, company actor) included — whatever the number of applicants,
// advisors or matches on the page. A statement per row (N+1), or a read added to the path, fails here, on PGlite
// and on PostgreSQL, without timing anything. Every statement the app sends through drizzle is counted: the app
// under test is built on a second drizzle instance over the same connection, with a logger.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import type { Db } from '@server/db/client';
import * as schema from '@server/db/schema';
import { matchRuns } from '@server/db/schema';
import type { MatchRun } from '@shared/schemas/jobs';
import type { AdvisorSearchPage, ApplicantsPage, Position } from '@shared/schemas/company';
import { createAdvisor, createCompany, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient, type TestClient } from '../setup/http';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput } from './company-test-helpers';

/**
 * What one request may issue (decision 057 lists them). Lower is fine: lower the budget with it. The session's
 * counters are one read, the company actor one, and each part of the page one statement for all its rows.
 */
const BUDGET = { applicants: 9, search: 10, matches: 4 };

describe('statements per request (decision 057)', () => {
  const t = useTestApp();
  let closeCounting: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closeCounting?.();
    closeCounting = undefined;
  });

  /** The app on a drizzle instance that records each statement it sends. */
  function countingApp() {
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const connection = t.database.queueConnection;
    let db: Db;
    if (connection.kind === 'pglite') {
      db = drizzlePglite(connection.client, { schema, logger });
    } else {
      const pool = new pg.Pool({ connectionString: connection.url, max: 4 });
      closeCounting = () => pool.end();
      db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    }
    return { app: createApp({ ...t.deps, db }), statements };
  }

  /** The statements of one GET, after a first one has warmed the session and scored any stale fit. */
  async function statementsOf(counting: ReturnType<typeof countingApp>, client: TestClient, path: string) {
    expect((await client.get(path)).status).toBe(200);
    counting.statements.length = 0;
    const res = await client.get(path);
    expect(res.status).toBe(200);
    return { count: counting.statements.length, statements: [...counting.statements], body: res.body };
  }

  it('the applicants page: the same statements for 2 applicants as for a full page of 10', async () => {
    const counting = countingApp();
    const { user } = await createCompany(t.database.db);
    const company = await signedInClient(counting.app, user.email, DEFAULT_TEST_PASSWORD);
    const position = (await company.post<Position>('/api/company/positions', positionInput())).body;
    const apply = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { user: advisor } = await createAdvisor(t.database.db, {
          profile: { publicProfileSlug: null },
        });
        await insertApplication(t, { jobId: position.id, advisorId: advisor.id });
      }
    };
    const path = `/api/company/applicants?job_id=${position.id}&page=1`;
    await apply(2);
    const few = await statementsOf(counting, company, path);
    expect((few.body as unknown as ApplicantsPage).items).toHaveLength(2);
    await apply(12);
    const many = await statementsOf(counting, company, path);
    expect((many.body as unknown as ApplicantsPage).items).toHaveLength(10);
    expect(many.statements).toEqual(few.statements.map(() => expect.any(String)));
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(BUDGET.applicants);
  });

  it('the advisor search: the same statements for 2 advisors as for a full page of 10', async () => {
    const counting = countingApp();
    const { user } = await createCompany(t.database.db);
    const company = await signedInClient(counting.app, user.email, DEFAULT_TEST_PASSWORD);
    const advisors = async (n: number) => {
      for (let i = 0; i < n; i++)
        await createAdvisor(t.database.db, { profile: { publicProfileSlug: null } });
    };
    await advisors(2);
    const few = await statementsOf(counting, company, '/api/company/advisor-search?page=1');
    expect((few.body as unknown as AdvisorSearchPage).items).toHaveLength(2);
    await advisors(12);
    const many = await statementsOf(counting, company, '/api/company/advisor-search?page=1');
    expect((many.body as unknown as AdvisorSearchPage).items).toHaveLength(10);
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(BUDGET.search);
  });

  it("a match run's page: the same statements for 2 matches as for a full page of 10", async () => {
    const counting = countingApp();
    const roles = await createJobs(t.database.db, 12);
    const { user } = await createAdvisor(t.database.db);
    const advisor = await signedInClient(counting.app, user.email, DEFAULT_TEST_PASSWORD);
    const runOf = async (n: number) => {
      const [run] = await t.database.db
        .insert(matchRuns)
        .values({
          advisorUserId: user.id,
          status: 'done',
          percent: 100,
          results: roles.slice(0, n).map((role, i) => ({
            jobId: role.id,
            score: 90 - i,
            confidence: 0.8,
            reasons: ['A reason'],
            tensions: [],
            improvements: [],
          })),
        })
        .returning();
      return `/api/matches/runs/${run!.id}?page=1`;
    };
    const few = await statementsOf(counting, advisor, await runOf(2));
    expect((few.body as unknown as MatchRun).results?.items).toHaveLength(2);
    // The applied-to flag is read with the roles: on for the role applied to, off for a withdrawn application.
    await insertApplication(t, { jobId: roles[0]!.id, advisorId: user.id });
    await insertApplication(t, { jobId: roles[1]!.id, advisorId: user.id, status: 'withdrawn' });
    const many = await statementsOf(counting, advisor, await runOf(12));
    const items = (many.body as unknown as MatchRun).results?.items ?? [];
    expect(items).toHaveLength(10);
    // (Only the first two are unlocked for an advisor without a plan; a locked card carries no flag.)
    expect(items.slice(0, 2).map((item) => ('applied' in item.job ? item.job.applied : null))).toEqual([
      true,
      false,
    ]);
    expect(many.count).toBe(few.count);
    expect(many.count).toBeLessThanOrEqual(BUDGET.matches);
  });
});
