// One durability run: seed, start the production server, then `kills` times: write load → SIGKILL at a random
// moment → restart on the same data (must answer /api/health 200) → check every acknowledged write is there.
//
// PGlite can be read by one process only, so after each kill the harness copies the crashed data directory and
// checks the copy, while the server restarts on the original: the server always recovers from a real crash image,
// never from a directory the harness already recovered. The check covers the whole ledger each time, so a write
// lost by any later restart would show up in the next check; the last check reads the real directory after a
// clean stop. On PostgreSQL the harness reads the database directly while the server runs.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, databaseUrlOn, dropDatabase } from '../../tests/setup/postgres-databases';
import { openDatabase, type Database } from '@server/db/client';
import { startMailSink } from '../../tests/setup/mail-sink';
import { seedPool, type Pool } from './fixtures';
import { type JobCheck, verifyJobs, waitForDrain } from './jobs';
import { Ledger } from './ledger';
import { type AdvisorState, type LoadContext, readRunStatus, runWorker } from './load';
import {
  killServer,
  PortInUseError,
  type RunningServer,
  ServerStartError,
  startServer,
  type ServerTarget,
} from './server';
import { verifyLedger } from './verify';

export interface DurabilityOptions {
  db: 'pglite' | 'postgres';
  kills: number;
  port: number;
  /** PostgreSQL only: a role that may create databases; the run uses a fresh database and drops it afterwards. */
  adminUrl?: string;
  minKillMs: number;
  maxKillMs: number;
  workers: number;
  advisors: number;
  jobs: number;
  startTimeoutMs: number;
  /** JOB_EXPIRE_SECONDS for the server: how soon a job a killed instance held is retried. */
  jobExpireSeconds: number;
  /** How long the last instance may take to send every acknowledged mail and finish every acknowledged run. */
  drainMs: number;
  log: (line: string) => void;
}

export interface DurabilitySummary {
  db: 'pglite' | 'postgres';
  kills: number;
  restarts: number;
  failedRestarts: number;
  acknowledged: ReturnType<Ledger['counts']> & { total: number };
  /** Sum over all checks of the writes checked (each check covers the whole ledger so far). */
  checks: number;
  lost: string[];
  unexpected: string[];
  restartMs: { mean: number; max: number };
  /** Mails and match runs: undefined when the run ended before the drain. */
  jobs?: JobCheck & { drainMs: number; drained: boolean };
  durationMs: number;
}

interface Store {
  target: ServerTarget;
  /** Opens the database for the harness's check; for PGlite, a copy of the crashed directory. */
  openForCheck: (afterCrash: boolean) => Promise<Database>;
  dispose: () => Promise<void>;
}

async function createStore(
  options: DurabilityOptions,
  webhookSecret: string,
  smtpUrl: string,
): Promise<Store> {
  const root = mkdtempSync(join(tmpdir(), 'boardly-durability-'));
  const dataDir = join(root, 'data');
  const jobExpireSeconds = options.jobExpireSeconds;
  if (options.db === 'pglite') {
    return {
      target: { port: options.port, dataDir, webhookSecret, smtpUrl, jobExpireSeconds },
      openForCheck: async (afterCrash) => {
        if (!afterCrash) return openDatabase({ dataDir });
        const copy = join(root, `check-${randomBytes(3).toString('hex')}`);
        cpSync(join(dataDir, 'pglite'), join(copy, 'pglite'), { recursive: true });
        const database = await openDatabase({ dataDir: copy });
        return {
          ...database,
          close: async () => {
            await database.close();
            rmSync(copy, { recursive: true, force: true });
          },
        };
      },
      dispose: async () => rmSync(root, { recursive: true, force: true }),
    };
  }
  if (!options.adminUrl) throw new Error('--db postgres needs DURABILITY_DATABASE_URL or TEST_DATABASE_URL.');
  const name = `boardly_durability_${randomBytes(4).toString('hex')}`;
  const adminUrl = options.adminUrl;
  await createDatabase(adminUrl, name);
  const databaseUrl = databaseUrlOn(adminUrl, name);
  return {
    target: { port: options.port, dataDir, databaseUrl, webhookSecret, smtpUrl, jobExpireSeconds },
    openForCheck: () => openDatabase({ databaseUrl, poolSize: 2 }),
    dispose: async () => {
      await dropDatabase(adminUrl, name);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runDurability(options: DurabilityOptions): Promise<DurabilitySummary> {
  const began = performance.now();
  const webhookSecret = `whsec_durability_${randomBytes(8).toString('hex')}`;
  const mailDir = mkdtempSync(join(tmpdir(), 'boardly-durability-mail-'));
  const sink = await startMailSink(mailDir);
  const store = await createStore(options, webhookSecret, `smtp://127.0.0.1:${sink.port}`);
  const ledger = new Ledger();
  const summary: DurabilitySummary = {
    db: options.db,
    kills: 0,
    restarts: 0,
    failedRestarts: 0,
    acknowledged: { ...ledger.counts(), total: 0 },
    checks: 0,
    lost: [],
    unexpected: ledger.unexpected,
    restartMs: { mean: 0, max: 0 },
    durationMs: 0,
  };
  const restartTimes: number[] = [];
  let server: RunningServer | undefined;
  try {
    const setup = await store.openForCheck(false);
    let pool: Pool;
    try {
      pool = await seedPool(setup, { advisors: options.advisors, jobs: options.jobs });
    } finally {
      await setup.close();
    }
    const states: AdvisorState[] = pool.advisors.map((advisor) => ({
      advisor,
      nextJob: 0,
      pendingEvents: [],
      invoicesSent: 0,
    }));
    const ctx: LoadContext = {
      baseUrl: '',
      ledger,
      jobIds: pool.jobIds,
      webhookSecret,
      runId: randomBytes(3).toString('hex'),
      counters: { signUps: 0, saves: 0 },
    };
    server = await startServer(store.target, options.startTimeoutMs);
    ctx.baseUrl = server.baseUrl;
    options.log(
      `${options.db}: server up in ${(server.startMs / 1000).toFixed(1)} s; ${options.kills} kills to go`,
    );

    for (let kill = 1; kill <= options.kills; kill++) {
      const before = ledger.total();
      const stop = { stopped: false };
      const workers = Array.from({ length: options.workers }, (_, w) =>
        runWorker(
          ctx,
          states.filter((_, i) => i % options.workers === w),
          stop,
        ),
      );
      // The kill clock starts once the load is flowing (the first acknowledged write of this process: the first
      // calls after a start are slower), so every kill lands among writes in flight.
      const flowing = Date.now() + options.startTimeoutMs;
      while (ledger.total() === before && Date.now() < flowing) await sleep(10);
      const delay = options.minKillMs + Math.random() * (options.maxKillMs - options.minKillMs);
      await sleep(delay);
      stop.stopped = true;
      await killServer(server, 'SIGKILL');
      server = undefined;
      await Promise.all(workers);
      summary.kills++;

      // Restart on the same data while the harness opens the crash image for its check. (For PGlite the copy is
      // taken synchronously inside openForCheck, before the server is spawned and starts recovering the original.)
      const [checkOpen, restart] = await Promise.allSettled([
        store.openForCheck(true),
        startServer(store.target, options.startTimeoutMs),
      ]);
      if (restart.status === 'rejected') {
        if (restart.reason instanceof PortInUseError) throw restart.reason;
        summary.failedRestarts++;
        if (checkOpen.status === 'fulfilled') await checkOpen.value.close();
        const reason: unknown = restart.reason;
        options.log(
          `kill ${kill}: RESTART FAILED: ${reason instanceof ServerStartError ? reason.message : String(reason)}`,
        );
        break;
      }
      server = restart.value;
      ctx.baseUrl = server.baseUrl;
      summary.restarts++;
      restartTimes.push(server.startMs);
      if (checkOpen.status === 'rejected') throw checkOpen.reason;
      const database = checkOpen.value;
      try {
        const result = await verifyLedger(database, ledger, pool.advisors);
        summary.checks += result.checked;
        summary.lost.push(...result.lost.map((item) => `after kill ${kill}: ${item}`));
        options.log(
          `kill ${String(kill).padStart(3)}/${options.kills} at ${Math.round(delay)} ms: +${ledger.total() - before} acknowledged ` +
            `(total ${ledger.total()}), restart ${(server.startMs / 1000).toFixed(1)} s, checked ${result.checked}, lost ${result.lost.length}`,
        );
        if (result.lost.length > 0)
          for (const item of result.lost.slice(0, 10)) options.log(`  LOST ${item}`);
      } finally {
        await database.close();
      }
    }

    // The last word: a clean stop, then the real data (not a copy) must hold every acknowledged write.
    if (server) {
      await killServer(server, 'SIGTERM');
      server = undefined;
      const database = await store.openForCheck(false);
      try {
        const result = await verifyLedger(database, ledger, pool.advisors);
        summary.checks += result.checked;
        summary.lost.push(...result.lost.map((item) => `after the final clean stop: ${item}`));
        options.log(`final check after a clean stop: checked ${result.checked}, lost ${result.lost.length}`);
      } finally {
        await database.close();
      }

      // One more instance drains the queue: jobs a killed instance held come back after they expire.
      const drainStart = performance.now();
      server = await startServer(store.target, options.startTimeoutMs);
      ctx.baseUrl = server.baseUrl;
      const stateOf = new Map(states.map((state) => [state.advisor.id, state]));
      const runsSettled = async () => {
        for (const [runId, advisorId] of ledger.matchRuns) {
          const status = await readRunStatus(ctx, stateOf.get(advisorId)!, runId);
          if (status !== 'done' && status !== 'failed') return false;
        }
        return true;
      };
      const jobLedger = { confirmations: ledger.signUps, matchRuns: ledger.matchRuns };
      const drained = await waitForDrain(mailDir, jobLedger, runsSettled, options.drainMs);
      const drainMs = performance.now() - drainStart;
      await killServer(server, 'SIGTERM');
      server = undefined;
      const afterDrain = await store.openForCheck(false);
      try {
        summary.jobs = { ...(await verifyJobs(afterDrain, mailDir, jobLedger)), drainMs, drained };
        summary.lost.push(...summary.jobs.lost.map((item) => `after the drain: ${item}`));
        options.log(
          `drain: ${drained ? 'every job finished' : 'DEADLINE PASSED'} in ${(drainMs / 1000).toFixed(1)} s; ` +
            `${summary.jobs.mails} mails, ${summary.jobs.runs.done} runs done, lost ${summary.jobs.lost.length}, ` +
            `sent past their key ${summary.jobs.sentPastKey.length}`,
        );
      } finally {
        await afterDrain.close();
      }
    }
  } finally {
    if (server) await killServer(server, 'SIGKILL');
    await store.dispose();
    await sink.stop();
    rmSync(mailDir, { recursive: true, force: true });
  }
  summary.acknowledged = { ...ledger.counts(), total: ledger.total() };
  summary.restartMs = {
    mean: restartTimes.length ? restartTimes.reduce((a, b) => a + b, 0) / restartTimes.length : 0,
    max: restartTimes.length ? Math.max(...restartTimes) : 0,
  };
  summary.durationMs = performance.now() - began;
  return summary;
}
