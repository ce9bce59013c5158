// `npm run bench:signup`: sign-up server time under load, with the confirmation mail sent inside the request (how
// it was before the job queue, issue #17) and queued (now). Not a test.
//
// Each mode builds the real app (createApp) on a fresh database with the real queue and its workers, and an SMTP
// sink that takes SMTP_ACCEPT_MS to accept each message (a remote provider's connection, TLS and round trips; the
// sink itself is on loopback). `SIGN_UPS` sign-ups are sent `CONCURRENCY` at a time through app.request (no
// network): the time is the server's, from request to answer.
//   - "mail in the request": the queue handed to the app delivers a mail job itself, at once, before the request
//     answers — what the code did before the queue merged (6387275), with everything else today's;
//   - "mail queued": today's code; the mail worker sends after the answer.
// PGlite by default; BENCH_DATABASE_URL (a role that may create databases) adds PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackgroundWork } from '@server/background-work';
import { createApp, type AppDeps } from '@server/app';
import { systemClock } from '@server/lib/clock';
import { createLogger } from '@server/lib/logger';
import { createSmtpMailer } from '@server/lib/mailer';
import type { JobQueue } from '@server/lib/queue/job-queue';
import { startJobQueue } from '@server/lib/queue/job-queue';
import { createLocalStorage } from '@server/lib/storage';
import { readMails, startMailSink } from '../tests/setup/mail-sink';
import { testEnv, waitForIdleQueue } from '../tests/setup/test-app';
import { openBenchDatabase } from './bench-database';

const SIGN_UPS = Number(process.env.SIGN_UPS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const SMTP_ACCEPT_MS = Number(process.env.SMTP_ACCEPT_MS ?? 250);
const logger = createLogger('silent');

type Mode = 'mail in the request' | 'mail queued';

/** The queue as it behaved before #17 for mail: the message is sent inside the call that causes it. */
function sendingMailInline(queue: JobQueue, deps: Pick<AppDeps, 'mailer'>): JobQueue {
  return {
    ...queue,
    send: async (name, data, options) => {
      if (name !== 'mail') return queue.send(name, data, options);
      await deps.mailer.send((data as { message: Parameters<AppDeps['mailer']['send']>[0] }).message);
      return null;
    },
  };
}

async function measure(kind: 'pglite' | 'postgres', mode: Mode) {
  const mailDir = mkdtempSync(join(tmpdir(), 'boardly-bench-signup-'));
  const sink = await startMailSink(mailDir, 0, { acceptDelayMs: SMTP_ACCEPT_MS });
  const database = await openBenchDatabase(kind, 'boardly_bench_signup');
  const queue = await startJobQueue({ connection: database.queueConnection, logger, schedule: false });
  const mailer = createSmtpMailer({
    smtpUrl: `smtp://127.0.0.1:${sink.port}`,
    from: 'Boardly <no-reply@boardly.example>',
  });
  const deps: AppDeps = {
    db: database.db,
    queue: mode === 'mail queued' ? queue : sendingMailInline(queue, { mailer }),
    env: testEnv(),
    mailer,
    storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'boardly-bench-files-'))),
    clock: systemClock,
    logger,
    authLimits: { perIpPerMinute: 1_000_000, failedSignInsPerAccountPerHour: 100 },
  };
  await startBackgroundWork({ ...deps, queue });
  const app = createApp(deps);
  const run = randomBytes(3).toString('hex');
  const signUp = async (n: number) => {
    const started = performance.now();
    const res = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${run}-${n}@example.com`,
        password: 'Quiet-Harbour-Lantern-41',
        name: '',
        role: 'advisor',
        callbackURL: '/auth/callback',
      }),
    });
    if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    return performance.now() - started;
  };
  for (let n = 0; n < CONCURRENCY; n++) await signUp(-1 - n); // warm-up
  const samples: number[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SIGN_UPS) samples.push(await signUp(next++));
    }),
  );
  const wallMs = performance.now() - began;
  // Every mail must arrive in both modes: the figures compare the same work, done in or after the request.
  await waitForIdleQueue(queue, 120_000);
  const mails = readMails(mailDir).length;
  await queue.stop({ timeoutMs: 2_000 });
  await database.close();
  await sink.stop();
  rmSync(mailDir, { recursive: true, force: true });
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  console.log(
    `  ${mode.padEnd(20)} p50 ${at(0.5).toFixed(0).padStart(5)} ms   p95 ${at(0.95).toFixed(0).padStart(5)} ms   ` +
      `${((SIGN_UPS / wallMs) * 1000).toFixed(1)} sign-ups/s   ${mails} mails delivered`,
  );
}

console.log(
  `Sign-up under load — ${new Date().toISOString()} — ${os.cpus().length} CPUs, load average ` +
    `${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${SIGN_UPS} sign-ups, ${CONCURRENCY} at a time, SMTP accepts in ${SMTP_ACCEPT_MS} ms`,
);
const kinds: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : []),
];
for (const kind of kinds) {
  console.log(`== ${kind}`);
  for (const mode of ['mail in the request', 'mail queued'] as const) await measure(kind, mode);
}
