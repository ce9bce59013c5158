// `npm run durability -- --kills 200 --db pglite|postgres`: kills the production server (dist/, `npm run build`
// first) with SIGKILL at random moments under a write load and checks, after every restart, that the server comes
// back and that every write it acknowledged is still in the database. The load also queues jobs (a confirmation
// mail per sign-up, into an SMTP sink; match runs), so kills land while jobs run: at the end a last instance
// drains the queue and no acknowledged job may be lost or sent again after its idempotency key was recorded.
// Exits non-zero on any lost write or job, a job run past its key, or a failed restart. PostgreSQL needs DURABILITY_DATABASE_URL (or TEST_DATABASE_URL): a role that may create databases.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { runDurability, type DurabilitySummary } from './durability/run';
import { PortInUseError } from './durability/server';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    db: { type: 'string', default: 'pglite' },
    // 0: a free port for every start, so two runs on one machine never answer each other's requests.
    port: { type: 'string', default: process.env.DURABILITY_PORT ?? '0' },
    'min-ms': { type: 'string', default: '100' },
    'max-ms': { type: 'string', default: '1500' },
    workers: { type: 'string', default: '4' },
    // A job a killed instance held is retried once it expires; 120 s in production, shorter for the drill.
    'job-expire-s': { type: 'string', default: '10' },
    'drain-s': { type: 'string', default: '180' },
  },
});

const db = values.db;
if (db !== 'pglite' && db !== 'postgres') {
  console.error('--db must be pglite or postgres');
  process.exit(2);
}
if (!existsSync('dist/server/index.js')) {
  console.error(
    'dist/server/index.js is missing: run `npm run build` first (the harness runs the production build).',
  );
  process.exit(2);
}

let summary: DurabilitySummary;
try {
  summary = await runDurability({
    db,
    kills: Number(values.kills),
    port: Number(values.port),
    adminUrl: process.env.DURABILITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    minKillMs: Number(values['min-ms']),
    maxKillMs: Number(values['max-ms']),
    workers: Number(values.workers),
    advisors: 12,
    jobs: 500,
    startTimeoutMs: 60_000,
    jobExpireSeconds: Number(values['job-expire-s']),
    drainMs: Number(values['drain-s']) * 1000,
    log: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof PortInUseError)) throw error;
  console.error(error.message);
  process.exit(2);
}

function report(s: DurabilitySummary) {
  const a = s.acknowledged;
  const cpu = os.cpus();
  return [
    '',
    `Durability on ${s.db === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${new Date().toISOString().slice(0, 10)}, ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
    `  kills                 ${s.kills}`,
    `  restarts              ${s.restarts} ok, ${s.failedRestarts} failed (mean ${(s.restartMs.mean / 1000).toFixed(1)} s, max ${(s.restartMs.max / 1000).toFixed(1)} s to health 200)`,
    `  acknowledged writes   ${a.total} (sign-ups ${a.signUps}, sign-ins ${a.signIns}, profile saves ${a.profileSaves}, ` +
      `applications ${a.applications}, webhook events ${a.webhookEvents}, match runs ${a.matchRuns})`,
    ...(s.jobs
      ? [
          `  jobs                  ${a.signUps} confirmation mails and ${a.matchRuns} match runs acknowledged; drained ` +
            `${s.jobs.drained ? 'in' : 'NOT within'} ${(s.jobs.drainMs / 1000).toFixed(1)} s; ${s.jobs.mails} mails arrived; ` +
            `runs ${s.jobs.runs.done} done, ${s.jobs.runs.failedAfterRetry} failed after their retry`,
          `  jobs sent past key    ${s.jobs.sentPastKey.length}${s.jobs.sentPastKey.length ? `: ${s.jobs.sentPastKey.slice(0, 5).join('; ')}` : ''}`,
          `  crash-window repeats  ${s.jobs.crashWindowDuplicates} (sent again because the kill came between the SMTP ` +
            `acceptance and the key's record: allowed, decision 016)`,
        ]
      : ['  jobs                  not checked (the run ended before the drain)']),
    `  checks                ${s.checks} (each check covers every write acknowledged so far)`,
    `  lost                  ${s.lost.length}`,
    ...s.lost.slice(0, 20).map((item) => `    ${item}`),
    `  unexpected answers    ${s.unexpected.length}${s.unexpected.length ? `: ${[...new Set(s.unexpected)].slice(0, 5).join('; ')}` : ''}`,
    `  duration              ${(s.durationMs / 60_000).toFixed(1)} min`,
  ].join('\n');
}

console.log(report(summary));
process.exit(
  summary.lost.length === 0 &&
    summary.failedRestarts === 0 &&
    summary.kills === Number(values.kills) &&
    summary.jobs !== undefined &&
    summary.jobs.sentPastKey.length === 0
    ? 0
    : 1,
);
