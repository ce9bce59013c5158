// The durable job queue (pg-boss, decision 016) on the application's own database: PostgreSQL through pg-boss's own
// small pool, or the embedded PGlite client. Jobs are rows in the `pgboss` schema, so they survive restarts and any
// instance picks them up; a job whose instance died stays `active` until its expiry, then pg-boss's supervisor
// fails it and it is retried like any other failure.
import PgBoss from 'pg-boss';
import type { QueueConnection } from '../../db/client';
import type { Db } from '../../db/client';
import type { Logger } from '../logger';
import { JOB_QUEUES, type JobName, type JobPayloads } from './job-definitions';
import { drizzleExecutor, pgliteExecutor } from './sql-executors';

export const QUEUE_SCHEMA = 'pgboss';

export interface SendJobOptions {
  /** The transaction of the change that causes the job: the job exists exactly when that change is committed. */
  tx?: Pick<Db, 'execute'>;
  /** A job id (UUID); a second send with the same id is ignored (returns null). */
  id?: string;
  startAfter?: Date;
}

export interface JobHandlerContext {
  id: string;
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobHandlerContext) => Promise<void>;

export interface QueueStats {
  /** Jobs waiting to run now or later (created + retry), over every queue but the dead letters. */
  backlog: number;
  /** Of the backlog, jobs that could run now (not waiting for a retry's backoff or a later start). */
  ready: number;
  active: number;
  /** Jobs in a dead-letter queue: retries exhausted, waiting for a person (`npm run jobs`). */
  dead: number;
  /** Age in seconds of the oldest job that could run now and has not started; 0 when none. */
  oldestReadySeconds: number;
}

export interface JobQueue {
  boss: PgBoss;
  send: <N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: SendJobOptions,
  ) => Promise<string | null>;
  /**
   * Many jobs of one queue in one statement (pg-boss `insert`); a job whose id exists already is skipped. For
   * callers that queue hundreds at a time (the deadline pass's closure mails), where one round trip each adds up.
   */
  sendMany: <N extends JobName>(
    name: N,
    jobs: { data: JobPayloads[N]; id?: string; startAfter?: Date }[],
    options?: Pick<SendJobOptions, 'tx'>,
  ) => Promise<void>;
  /** Runs jobs of `name` on this instance: `concurrency` loops, each taking up to `batchSize` jobs a poll. */
  work: <N extends JobName>(
    name: N,
    handler: JobHandler<N>,
    options?: { concurrency?: number; batchSize?: number; pollingIntervalSeconds?: number },
  ) => Promise<void>;
  stats: () => Promise<QueueStats>;
  /** Local workers of `name` look for jobs now (after a transaction that enqueued one has committed). */
  wake: (name: JobName) => void;
  /** Stops polling, waits for running jobs (up to `timeoutMs`), fails what is left so another instance retries it. */
  stop: (options?: { timeoutMs?: number }) => Promise<void>;
}

export interface JobQueueOptions {
  connection: QueueConnection;
  logger: Logger;
  /** How often an idle worker looks for jobs; mail goes out within about this long when it is not woken. */
  pollingIntervalSeconds?: number;
  /** How often the supervisor expires jobs whose instance died and archives finished ones. */
  maintenanceIntervalSeconds?: number;
  /** Run the cron schedules (weekly suggestions, clean-up) on this instance; any number of instances may. */
  schedule?: boolean;
  /**
   * Caps every queue's expiry: a job held this long by an instance that died is retried. The supervisor then runs
   * at least as often, or a lost job would wait for it. (JOB_EXPIRE_SECONDS; the crash drill sets it low.)
   */
  expireCapSeconds?: number;
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { connection, logger } = options;
  const boss = new PgBoss({
    ...(connection.kind === 'postgres'
      ? { connectionString: connection.url, max: 3 }
      : { db: pgliteExecutor(connection.client) }),
    schema: QUEUE_SCHEMA,
    application_name: 'boardly-jobs',
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
    supervise: true,
    maintenanceIntervalSeconds: Math.min(
      options.maintenanceIntervalSeconds ?? 30,
      options.expireCapSeconds ?? Number.POSITIVE_INFINITY,
    ),
    schedule: options.schedule ?? true,
    migrate: true,
  });
  boss.on('error', (error) => logger.error('job queue error', { error: String(error?.message ?? error) }));
  await boss.start();
  for (const [name, defined] of Object.entries(JOB_QUEUES)) {
    const definition =
      options.expireCapSeconds === undefined
        ? defined
        : {
            ...defined,
            expireInSeconds: Math.min(defined.expireInSeconds ?? 15 * 60, options.expireCapSeconds),
          };
    // createQueue is idempotent only in effect: it refuses an existing queue, so update keeps settings current.
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...definition });
    else await boss.createQueue(name, { name, ...definition });
  }

  const workersByQueue = new Map<JobName, string[]>();
  const wake = (name: JobName) => {
    for (const id of workersByQueue.get(name) ?? []) boss.notifyWorker(id);
  };

  const queue: JobQueue = {
    boss,
    send: async (name, data, sendOptions = {}) => {
      const id = await boss.send(name, data as object, {
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.tx ? { db: drizzleExecutor(sendOptions.tx) } : {}),
      });
      // A local worker looks right away instead of at its next poll (another instance finds it on its poll).
      if (!sendOptions.tx) wake(name);
      return id;
    },
    sendMany: async (name, jobs, sendOptions = {}) => {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name,
          data: job.data as object,
          ...(job.id ? { id: job.id } : {}),
          ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        })),
        sendOptions.tx ? { db: drizzleExecutor(sendOptions.tx) } : {},
      );
      if (!sendOptions.tx) wake(name);
    },
    work: async (name, handler, workOptions = {}) => {
      const batchSize = workOptions.batchSize ?? 1;
      for (let loop = 0; loop < (workOptions.concurrency ?? 1); loop++) {
        let workerId = '';
        workerId = await boss.work<JobPayloads[typeof name]>(
          name,
          {
            batchSize,
            includeMetadata: true,
            ...(workOptions.pollingIntervalSeconds
              ? { pollingIntervalSeconds: workOptions.pollingIntervalSeconds }
              : {}),
          },
          async (jobs) => {
            // Each job of a batch succeeds or fails on its own; pg-boss then completes the ones still active.
            await Promise.all(
              jobs.map(async (job) => {
                try {
                  await handler(job.data, {
                    id: job.id,
                    retryCount: job.retryCount,
                    retryLimit: job.retryLimit,
                  });
                } catch (error) {
                  logger.warn('job failed', {
                    queue: name,
                    jobId: job.id,
                    retry: job.retryCount,
                    error: error instanceof Error ? error.message : String(error),
                  });
                  await boss.fail(name, job.id, {
                    message: error instanceof Error ? error.message : String(error),
                  });
                }
              }),
            );
            // A full batch means more may be waiting: look again at once rather than after the polling interval.
            if (jobs.length === batchSize) boss.notifyWorker(workerId);
          },
        );
        workersByQueue.set(name, [...(workersByQueue.get(name) ?? []), workerId]);
      }
    },
    stats: () => readQueueStats(boss),
    wake,
    stop: async ({ timeoutMs = 10_000 } = {}) => {
      await new Promise<void>((resolve) => {
        boss.once('stopped', () => resolve());
        void boss.stop({ graceful: true, timeout: timeoutMs, close: true }).catch(() => resolve());
      });
    },
  };
  return queue;
}

async function readQueueStats(boss: PgBoss): Promise<QueueStats> {
  const db = boss.getDb();
  const { rows } = await db.executeSql(
    `select
       count(*) filter (where state in ('created', 'retry') and name not like '%-dead')::int as backlog,
       count(*) filter (where state in ('created', 'retry') and start_after <= now() and name not like '%-dead')::int
         as ready,
       count(*) filter (where state = 'active')::int as active,
       count(*) filter (where state in ('created', 'retry') and name like '%-dead')::int as dead,
       coalesce(extract(epoch from now() - min(created_on) filter (
         where state in ('created', 'retry') and start_after <= now() and name not like '%-dead'
       )), 0)::float as oldest
     from ${QUEUE_SCHEMA}.job
     where name not like '\\_\\_pgboss%'`,
    [],
  );
  const row = rows[0] as
    { backlog: number; ready: number; active: number; dead: number; oldest: number } | undefined;
  return {
    backlog: row?.backlog ?? 0,
    ready: row?.ready ?? 0,
    active: row?.active ?? 0,
    dead: row?.dead ?? 0,
    oldestReadySeconds: Math.round(row?.oldest ?? 0),
  };
}
