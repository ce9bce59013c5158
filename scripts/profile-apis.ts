// Profiles the three company/advisor list APIs of issue #31 (decision 057) in process, on PostgreSQL, against the
// load benchmark's data (scripts/bench-seed.ts: 100 000 roles, 100 000 advisors, 500 000 applications, 100
// applicants per position of the bench company): every SQL statement one request issues, with its time, and the
// request's time, through `createApp(deps).request(...)` — middleware included. It is a diagnostic, not a benchmark:
// no figure it prints is recorded anywhere.
//
//   PROFILE_DATABASE_URL=postgres://…/boardly_apiperf node --import tsx scripts/profile-apis.ts [--seed]
//     [--only applicants|search|matches] [--requests 200] [--concurrency 1] [--statements]
//
// `--seed` (re)creates and seeds the database (a few minutes); without it an existing one is reused. For the CPU
// profile of the measured requests only (start-up and warm-up left out), pass `--cpu-profile <file prefix>`: one
// .cpuprofile per scenario, for Chrome DevTools or any reader of the format. `--statements` prints each
// statement of one request with its time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Session } from 'node:inspector/promises';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp, type AppDeps } from '@server/app';
import { startBackgroundWork } from '@server/background-work';
import { openDatabase } from '@server/db/client';
import { parseEnv } from '@server/env';
import { createLogger } from '@server/lib/logger';
import { createDevOutboxMailer } from '@server/lib/mailer';
import { startJobQueue } from '@server/lib/queue/job-queue';
import { createLocalStorage } from '@server/lib/storage';
import { createAdvisor, createCompany, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { createDatabase, databaseUrlOn, dropDatabase } from '../tests/setup/postgres-databases';
import { BENCH_ADVISOR_EMAIL_LIKE, seedBenchAdvisors, seedBenchJobs } from './bench-seed';

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const databaseUrl =
  process.env.PROFILE_DATABASE_URL ?? 'postgres://boardly_ci:boardly_ci@127.0.0.1:5432/boardly_apiperf';
const ONLY = argument('only');
const REQUESTS = Number(argument('requests') ?? 200);
const CONCURRENCY = Number(argument('concurrency') ?? 1);
const SHOW_STATEMENTS = process.argv.includes('--statements');
/** `--dump <file>`: one request's statements with their parameters, as JSON (for EXPLAIN ANALYZE). */
const DUMP = argument('dump');
const CPU_PROFILE = argument('cpu-profile');
const ROLES = 100_000;
const ADVISORS = 100_000;
const COMPANY_POSITIONS = 1_000;
const origin = 'http://localhost:3000';

// --- every statement a request issues, attributed to the request through AsyncLocalStorage ---------------------
interface Statement {
  text: string;
  params: unknown[];
  ms: number;
}
const recording = new AsyncLocalStorage<Statement[]>();
type QueryFn = (...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as QueryFn;
(pg.Client.prototype as unknown as { query: QueryFn }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  const statements = recording.getStore();
  if (!statements) return clientQuery.apply(this, args);
  const first = args[0] as string | { text: string; values?: unknown[] };
  const text = typeof first === 'string' ? first : first.text;
  const params = (Array.isArray(args[1]) ? args[1] : typeof first === 'string' ? [] : first.values) ?? [];
  const start = performance.now();
  const done = () => statements.push({ text, params, ms: performance.now() - start });
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (...result: unknown[]) => {
      done();
      return (last as (...a: unknown[]) => unknown)(...result);
    };
    return clientQuery.apply(this, args);
  }
  const result = clientQuery.apply(this, args) as Promise<unknown>;
  result.then(done, done);
  return result;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function seed() {
  const admin = databaseUrlOn(databaseUrl, 'boardly_ci');
  const name = new URL(databaseUrl).pathname.slice(1);
  await dropDatabase(admin, name);
  await createDatabase(admin, name);
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  const { db } = database;
  const { user: companyUser, company } = await createCompany(db, {
    user: { email: 'bench-company@example.com' },
  });
  await createAdvisor(db, { user: { email: 'bench-advisor@example.com' } });
  await seedBenchJobs(db, {
    count: ROLES,
    overrides: (n) => (n < COMPANY_POSITIONS ? { postedBy: companyUser.id, companyId: company.id } : {}),
  });
  await seedBenchAdvisors(db, ADVISORS);
  // As scripts/bench-load.ts: five applications per advisor, one to the company's positions (100 each).
  await db.execute(sql`
    insert into applications (job_id, advisor_user_id, status, created_at, updated_at)
    select j.id, a.id, (array['applied','shortlisted','contacted','rejected','hired'])[1 + ((a.rn + k) % 5)],
      now() - ((a.rn * 5 + k) || ' minutes')::interval, now() - ((a.rn * 5 + k) || ' minutes')::interval
    from (select id, row_number() over (order by id) rn from profiles where email like ${BENCH_ADVISOR_EMAIL_LIKE}) a
    cross join generate_series(0, 4) k
    join (select id, row_number() over (order by posted_date desc) - 1 idx from jobs) j
      on j.idx = case when k = 0 then a.rn % ${COMPANY_POSITIONS}
                      else ${COMPANY_POSITIONS} + (a.rn + k * 24750) % ${ROLES - COMPANY_POSITIONS} end`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
  console.log('seeded');
}

async function main() {
  if (process.argv.includes('--seed')) await seed();
  const logger = createLogger('silent');
  const database = await openDatabase({ databaseUrl, poolSize: 10 });
  const queue = await startJobQueue({ connection: database.queueConnection, logger, schedule: false });
  const deps: AppDeps = {
    db: database.db,
    queue,
    env: parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/boardly-apiperf-profile',
      AUTH_SECRET: 'profile-secret-profile-secret-profile-0123',
      APP_URL: origin,
      LOG_LEVEL: 'silent',
    }),
    mailer: createDevOutboxMailer(logger),
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'boardly-profile-files-'))),
    clock: { now: () => new Date() },
    logger,
    authLimits: { perIpPerMinute: 1_000_000, failedSignInsPerAccountPerHour: 1_000_000 },
  };
  const app = createApp(deps);
  const signIn = async (email: string) => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: DEFAULT_TEST_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  const companyCookie = await signIn('bench-company@example.com');
  const advisorCookie = await signIn('bench-advisor@example.com');
  const [position] = (
    await database.db.execute<{ id: string }>(
      sql`select j.id from jobs j join "user" u on u.id = j.posted_by where u.email = 'bench-company@example.com'
          order by j.created_at desc, j.id desc limit 1`,
    )
  ).rows;
  // The advisor's newest finished run, or a new one.
  const [run] = (
    await database.db.execute<{ id: string }>(
      sql`select r.id from match_runs r join "user" u on u.id = r.advisor_user_id
          where u.email = 'bench-advisor@example.com' and r.status = 'done' order by r.created_at desc limit 1`,
    )
  ).rows;
  if (!run && (!ONLY || ONLY === 'matches')) {
    // The background work only to make the match run: afterwards its other jobs (the application-fits job scoring
    // the seeded applications) would share the CPU being profiled, so the script stops once the run is done.
    await startBackgroundWork(deps);
    const started = await app.request('/api/matches/runs', {
      method: 'POST',
      headers: { cookie: advisorCookie, origin },
    });
    const { id } = (await started.json()) as { id: string };
    for (;;) {
      const res = await app.request(`/api/matches/runs/${id}`, {
        headers: { cookie: advisorCookie, origin },
      });
      const body = (await res.json()) as { status: string };
      if (body.status === 'done') break;
      if (body.status !== 'running') throw new Error(`match run ${body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`match run ${id} done; run the script again to profile`);
    await queue.stop({ timeoutMs: 1_000 });
    await database.close();
    process.exit(0);
  }

  const scenarios = [
    {
      name: 'applicants',
      path: `/api/company/applicants?job_id=${position!.id}&page=1`,
      cookie: companyCookie,
    },
    { name: 'search', path: '/api/company/advisor-search?page=1', cookie: companyCookie },
    { name: 'matches', path: `/api/matches/runs/${run?.id}?page=1`, cookie: advisorCookie },
  ].filter((scenario) => !ONLY || scenario.name === ONLY);

  for (const scenario of scenarios) {
    const headers = { cookie: scenario.cookie, origin, 'accept-encoding': 'gzip, deflate, br' };
    const once = async () => {
      const statements: Statement[] = [];
      const start = performance.now();
      const res = await recording.run(statements, () => app.request(scenario.path, { headers }));
      const body = await res.arrayBuffer();
      if (res.status !== 200)
        throw new Error(`${scenario.name}: ${res.status} ${new TextDecoder().decode(body)}`);
      return { ms: performance.now() - start, statements, bytes: body.byteLength };
    };
    // Warm-up: caches, prepared plans, JIT.
    for (let i = 0; i < 20; i++) await once();
    const first = await once();
    console.log(
      `\n${scenario.name} ${scenario.path}: ${first.statements.length} statements, ${first.bytes} bytes (compressed)`,
    );
    if (DUMP) writeFileSync(`${DUMP}-${scenario.name}.json`, JSON.stringify(first.statements, null, 2));
    if (SHOW_STATEMENTS)
      for (const statement of first.statements)
        console.log(
          `  ${statement.ms.toFixed(2).padStart(7)} ms  ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}`,
        );
    const times: number[] = [];
    const sqlTimes: number[] = [];
    const counts: number[] = [];
    const inspector = CPU_PROFILE ? new Session() : undefined;
    if (inspector) {
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    }
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < REQUESTS) {
          const result = await once();
          times.push(result.ms);
          counts.push(result.statements.length);
          sqlTimes.push(result.statements.reduce((sum, s) => sum + s.ms, 0));
        }
      }),
    );
    const elapsed = performance.now() - started;
    if (inspector) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(`${CPU_PROFILE}-${scenario.name}.cpuprofile`, JSON.stringify(profile));
      inspector.disconnect();
    }
    times.sort((a, b) => a - b);
    sqlTimes.sort((a, b) => a - b);
    console.log(
      `  ${REQUESTS} requests, ${CONCURRENCY} at a time: ${((REQUESTS / elapsed) * 1000).toFixed(0)} req/s; ` +
        `p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms; ` +
        `statements per request ${Math.min(...counts)}–${Math.max(...counts)}; ` +
        `sum of statement times p50 ${quantile(sqlTimes, 0.5).toFixed(1)} ms`,
    );
  }
  await queue.stop({ timeoutMs: 1_000 });
  await database.close();
}

await main();
