// Builds the real app on a fresh test database for one test file; its rows are deleted before each test.
import { afterAll, beforeEach } from 'vitest';
import { createApp, type AppDeps } from '@server/app';
import { parseEnv } from '@server/env';
import type { Clock } from '@server/lib/clock';
import { createLogger } from '@server/lib/logger';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDevOutboxMailer } from '@server/lib/mailer';
import { startJobQueue, type JobQueue } from '@server/lib/queue/job-queue';
import { startBackgroundWork } from '@server/background-work';
import { createLocalStorage } from '@server/lib/storage';
import { openTestDatabase, type TestDatabase } from './test-db';

export interface TestClock extends Clock {
  set: (date: Date) => void;
  advance: (ms: number) => void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Polls the queue until no job is ready or running (a job waiting for its retry backoff does not count). */
export async function waitForIdleQueue(queue: JobQueue, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stats = await queue.stats();
    if (stats.ready === 0 && stats.active === 0) return;
    if (Date.now() > deadline) throw new Error(`job queue still busy: ${JSON.stringify(stats)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Queues a job that `taker` (a second instance in the test) takes before the test app's own worker can: the job is due
 * in an hour, so that worker, polling once a second, leaves it, and `taker` fetches it early. A retry of it is due as
 * its retry delay says. Returns the job `taker` got.
 */
export async function sendForInstance(
  taker: JobQueue,
  name: string,
  data: object,
  options: Parameters<JobQueue['boss']['send']>[2] = {},
) {
  const id = await taker.boss.send(name, data, { ...options, startAfter: 3600 });
  const [job] = await taker.boss.fetch(name, { ignoreStartAfter: true });
  return { id, job };
}

export const testEnv = (overrides: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/boardly-test-data',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...overrides,
  });

/** Call at the top of a test file: returns a getter, because the app is built in a beforeAll-like step. */
export function useTestApp(options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {}) {
  let database: TestDatabase | undefined;
  let queue: JobQueue | undefined;
  const clock = createTestClock();
  const state = {} as {
    app: ReturnType<typeof createApp>;
    deps: AppDeps;
    database: TestDatabase;
    clock: TestClock;
    /** Waits until the job queue has nothing left to run now (mail sent, jobs done). */
    settleJobs: (timeoutMs?: number) => Promise<void>;
  };

  beforeEach(async () => {
    if (!database) {
      database = await openTestDatabase();
      const logger = createLogger('silent');
      // The real queue on the test database, with its workers: mail arrives the way it does in production.
      queue = await startJobQueue({ connection: database.queueConnection, logger, schedule: false });
      const deps: AppDeps = {
        db: database.db,
        queue,
        env: testEnv(options.env),
        mailer: createDevOutboxMailer(logger),
        storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'boardly-files-'))),
        clock,
        logger,
        authLimits: { perIpPerMinute: 1000, failedSignInsPerAccountPerHour: 100 },
        ...options.deps,
      };
      await startBackgroundWork(deps);
      const settleJobs = (timeoutMs?: number) => waitForIdleQueue(deps.queue, timeoutMs);
      Object.assign(state, { app: createApp(deps), deps, database, clock, settleJobs });
    } else {
      await database.empty();
    }
    clock.set(new Date());
  });
  afterAll(async () => {
    await queue?.stop({ timeoutMs: 1_000 });
    await database?.close();
  });
  return state;
}
