// Runs the property for each route: for every generated request, the answer is a documented success or the
// shared error body (never a 5xx), and a refused write (4xx) left the stored rows exactly as they were.
// FUZZ_RUNS sets the requests per route (default 30), FUZZ_SEED pins the seed; both are printed with the number
// of requests made (FUZZ_REPORT=file also appends them there). FUZZ_DEBUG=1 prints every answer and route timings.
import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { changedTables, fingerprintTables } from '../../../setup/table-fingerprint';
import type { useTestApp } from '../../../setup/test-app';
import { sendsWrongBodyType } from './body-type-rule';
import { requestArbitrary, toCallBody } from './fuzz-requests';
import { routeKey, type FuzzRequest, type FuzzRoute } from './fuzz-route';
import type { FuzzWorld } from './fuzz-world';
import { findViolation } from './response-check';

type TestApp = ReturnType<typeof useTestApp>;

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) > 0 ? Number(process.env.FUZZ_RUNS) : 30;
export const FUZZ_SEED =
  process.env.FUZZ_SEED !== undefined && process.env.FUZZ_SEED !== ''
    ? Number(process.env.FUZZ_SEED)
    : Math.floor(Math.random() * 2 ** 31);

/**
 * Tables whose content a refused request must not change. Left out on purpose: rate_limit (counting refused
 * attempts is its job, failed sign-ins included).
 */
const GUARDED_TABLES = [
  'user',
  'account',
  'session',
  'verification',
  'profiles',
  'company_profiles',
  'advisor_profile_views',
  'jobs',
  'applications',
  'application_status_events',
  'subscriptions',
  'payment_events',
  'match_runs',
  'page_views',
] as const;

/**
 * Written on the workers' own clock, not by a request: the mail worker records each delivery of a mail an earlier,
 * accepted request queued (a status change's mail), and the application-fits job scores the fits an earlier
 * accepted profile or position edit made stale (decision 030), so either may land while a refused request is
 * being checked.
 */
const WRITTEN_BY_WORKERS = new Set(['mail_deliveries', 'application_fits']);

/** One fingerprint of every guarded table's rows. */
const fingerprint = async (t: TestApp) =>
  JSON.stringify(await fingerprintTables(t.database.db, GUARDED_TABLES));

/**
 * AI match runs keep working after their 202 answer; a run still going would change match_runs under the next
 * request and look like a refused write that changed a row. Wait for runs to finish before fingerprinting.
 */
async function settleBackgroundWork(t: TestApp) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const result = await t.database.db.execute(
      sql.raw(`select count(*)::int as running from match_runs where status = 'running'`),
    );
    if (Number((result.rows[0] as { running: number }).running) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface FuzzStats {
  requests: number;
  byRoute: Record<string, number>;
  statuses: Record<string, number>;
  millis: Record<string, number>;
  /** Requests whose body was of a type the route does not take (each refused with 415, nothing changed). */
  wrongBodyTypes: number;
}

export const newStats = (): FuzzStats => ({
  requests: 0,
  byRoute: {},
  statuses: {},
  millis: {},
  wrongBodyTypes: 0,
});

async function send(t: TestApp, world: FuzzWorld, route: FuzzRoute, request: FuzzRequest) {
  const { body, headers } = toCallBody(request.body);
  return world.clients[request.actor].call(request.method, request.url, {
    body,
    ip: request.ip,
    headers: { ...world.actorHeaders[request.actor], ...headers },
  });
}

/** Fuzzes one route; resolves to undefined when every run held, else fast-check's report (seed, counterexample). */
export async function fuzzRoute(
  t: TestApp,
  world: FuzzWorld,
  route: FuzzRoute,
  stats: FuzzStats,
): Promise<string | undefined> {
  const key = routeKey(route);
  const guardsState = route.method !== 'GET';
  // The fingerprint after a refused request is the one before the next (nothing changed); any other answer
  // may have changed rows, so the next request takes a fresh one.
  let current: string | undefined;
  const started = Date.now();
  const property = fc.asyncProperty(requestArbitrary(route, world), async (request) => {
    if (guardsState && current === undefined) await settleBackgroundWork(t);
    const before = guardsState ? (current ?? (await fingerprint(t))) : '';
    current = undefined;
    const wrongBodyType = sendsWrongBodyType(route, request);
    const everyTableBefore = wrongBodyType ? await fingerprintTables(t.database.db) : undefined;
    const res = await send(t, world, route, request);
    stats.requests += 1;
    stats.byRoute[key] = (stats.byRoute[key] ?? 0) + 1;
    stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
    if (process.env.FUZZ_DEBUG) {
      console.info(key, request.actor, res.status, JSON.stringify(res.body).slice(0, 200));
    }
    const violation = findViolation(route, request.url, res);
    if (violation) throw new Error(`${key} as ${request.actor}: ${violation}`);
    if (everyTableBefore) {
      const code = (res.body as { error?: { code?: string } } | null)?.error?.code;
      if (res.status !== 415 || code !== 'UNSUPPORTED_MEDIA_TYPE')
        throw new Error(`${key} as ${request.actor}: a body of the wrong type got ${res.status} ${code}`);
      const changed = changedTables(everyTableBefore, await fingerprintTables(t.database.db)).filter(
        (table) => !WRITTEN_BY_WORKERS.has(table),
      );
      if (changed.length > 0)
        throw new Error(`${key} as ${request.actor}: a body of the wrong type changed ${changed.join(', ')}`);
      stats.wrongBodyTypes += 1;
    }
    if (guardsState && res.status >= 400 && res.status < 500) {
      const after = await fingerprint(t);
      const changed = changedTables(JSON.parse(before), JSON.parse(after));
      if (changed.length > 0) {
        throw new Error(`${key} as ${request.actor}: ${res.status} changed ${changed.join(', ')}`);
      }
      current = after;
    }
  });
  const result = await fc.check(property, {
    numRuns: Math.max(1, Math.round(FUZZ_RUNS * (route.runShare ?? 1))),
    seed: FUZZ_SEED,
    examples: (route.regressions ?? []).map((request) => [request] as [FuzzRequest]),
    // Shrinking replays requests against a database the failing run already changed; a short budget keeps a
    // failure report quick while still trimming the counterexample.
    interruptAfterTimeLimit: 60_000,
    markInterruptAsFailure: false,
  });
  stats.millis[key] = Date.now() - started;
  if (!result.failed) return undefined;
  const cause =
    result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  return `${cause}\n${fc.defaultReportMessage(result) ?? ''}`;
}

/** Every route in turn; all failures are collected so one broken route does not hide the others. */
export async function fuzzRoutes(t: TestApp, world: FuzzWorld, routes: FuzzRoute[], stats: FuzzStats) {
  const failures: string[] = [];
  for (const route of routes) {
    const failure = await fuzzRoute(t, world, route, stats);
    if (failure) failures.push(failure);
  }
  return failures;
}

export function reportStats(area: string, stats: FuzzStats) {
  const statuses = Object.entries(stats.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.info(
    `[fuzz] ${area}: ${stats.requests} requests over ${Object.keys(stats.byRoute).length} routes ` +
      `(FUZZ_RUNS=${FUZZ_RUNS}, FUZZ_SEED=${FUZZ_SEED}); statuses ${statuses}; ` +
      `${stats.wrongBodyTypes} bodies of a wrong type refused`,
  );
  // FUZZ_REPORT=path appends one JSON line per file, for longer runs whose totals should be kept.
  if (process.env.FUZZ_REPORT) {
    const line = {
      area,
      requests: stats.requests,
      runs: FUZZ_RUNS,
      seed: FUZZ_SEED,
      statuses: stats.statuses,
    };
    appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify(line)}\n`);
  }
  if (process.env.FUZZ_DEBUG) {
    const slowest = Object.entries(stats.millis).sort((a, b) => b[1] - a[1]);
    console.info(slowest.map(([route, ms]) => `${ms} ms ${route}`).join('\n'));
  }
}
