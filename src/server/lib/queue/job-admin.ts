// What the people who run Boardly need from the queue (`npm run jobs`): the jobs that are waiting, failed or dead
// with their last error, and retrying one. Reads pg-boss's own tables; never prints a job's data (mail jobs carry
// sign-in and reset links).
import { JOB_QUEUES, type JobName } from './job-definitions';
import { type JobQueue, QUEUE_SCHEMA } from './job-queue';

export interface JobSummary {
  id: string;
  queue: string;
  state: string;
  /** `dead`: in a dead-letter queue, retries exhausted. */
  dead: boolean;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  lastError: string | null;
}

const isDeadLetterQueue = (name: string) => name.endsWith('-dead');

/** Waiting (queued or backing off), running, failed and dead jobs, oldest first. */
export async function listJobs(
  queue: JobQueue,
  { limit = 50 }: { limit?: number } = {},
): Promise<JobSummary[]> {
  const { rows } = await queue.boss.getDb().executeSql(
    `select id, name, state, retry_count, retry_limit, created_on, start_after,
            coalesce(output->>'message', output->'value'->>'message') as last_error
       from ${QUEUE_SCHEMA}.job
      where state in ('created', 'retry', 'active', 'failed') and name not like '\\_\\_pgboss%'
      order by created_on
      limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    queue: String(row.name),
    state: String(row.state),
    dead: isDeadLetterQueue(String(row.name)),
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    createdOn: new Date(row.created_on as string),
    startAfter: new Date(row.start_after as string),
    lastError: (row.last_error as string | null) ?? null,
  }));
}

/**
 * Retries one job now: a dead letter goes back to the queue it came from as a new job (its idempotency key still
 * guards against a second send); a failed job is retried by pg-boss; a job backing off starts at once.
 */
export async function retryJob(
  queue: JobQueue,
  id: string,
): Promise<'requeued' | 'retried' | 'started' | 'not found'> {
  const db = queue.boss.getDb();
  const { rows } = await db.executeSql(
    `select name, state, data from ${QUEUE_SCHEMA}.job where id = $1::uuid and state in ('created', 'retry', 'failed')`,
    [id],
  );
  const job = rows[0] as { name: string; state: string; data: unknown } | undefined;
  if (!job) return 'not found';
  if (isDeadLetterQueue(job.name)) {
    const origin = job.name.replace(/-dead$/, '') as JobName;
    if (!(origin in JOB_QUEUES)) return 'not found';
    await queue.send(origin, job.data as never);
    await queue.boss.deleteJob(job.name, id);
    return 'requeued';
  }
  if (job.state === 'failed') {
    await queue.boss.retry(job.name, id);
    return 'retried';
  }
  await db.executeSql(
    `update ${QUEUE_SCHEMA}.job set start_after = now() where id = $1::uuid and name = $2`,
    [id, job.name],
  );
  return 'started';
}

/** Every job of a queue that is backing off starts now (after an outage is over, rather than waiting hours). */
export async function retryWaitingNow(queue: JobQueue, name: JobName): Promise<number> {
  const { rows } = await queue.boss
    .getDb()
    .executeSql(
      `update ${QUEUE_SCHEMA}.job set start_after = now() where name = $1 and state = 'retry' returning id`,
      [name],
    );
  return rows.length;
}
