// The job queue for the people who run Boardly (decision 016):
//   npm run jobs                  lists queued, running, failed and dead jobs with their last error
//   npm run jobs -- retry <id>    retries one (a dead letter goes back to its queue; a backing-off job starts now)
//   npm run jobs -- retry-waiting mail   starts every mail backing off now (after an SMTP outage is over)
// Reads DATABASE_URL, or the embedded database in DATA_DIR — which only one process may open: stop the server
// first, or run it against PostgreSQL. Never prints a job's data (mail jobs carry sign-in links).
import { openDatabase } from '@server/db/client';
import { parseEnv } from '@server/env';
import { createLogger } from '@server/lib/logger';
import { listJobs, retryJob, retryWaitingNow } from '@server/lib/queue/job-admin';
import { JOB_QUEUES, type JobName } from '@server/lib/queue/job-definitions';
import { startJobQueue } from '@server/lib/queue/job-queue';

const USAGE = 'usage: npm run jobs [-- retry <job id> | -- retry-waiting <queue>]';

async function main() {
  const [command, argument] = process.argv.slice(2);
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  // No workers and no cron here: this process only looks and re-queues.
  const queue = await startJobQueue({
    connection: database.queueConnection,
    logger: createLogger('error'),
    schedule: false,
  });
  try {
    if (!command) {
      const stats = await queue.stats();
      console.log(
        `backlog ${stats.backlog} (ready ${stats.ready}, oldest ready ${stats.oldestReadySeconds}s) · ` +
          `running ${stats.active} · dead ${stats.dead}`,
      );
      for (const job of await listJobs(queue, { limit: 200 })) {
        const state = job.dead ? 'dead' : job.state;
        const when = job.state === 'retry' ? ` next try ${job.startAfter.toISOString()}` : '';
        console.log(
          `${job.id}  ${job.queue.padEnd(18)} ${state.padEnd(7)} tries ${job.retryCount}/${job.retryLimit}` +
            `  since ${job.createdOn.toISOString()}${when}${job.lastError ? `  last error: ${job.lastError}` : ''}`,
        );
      }
    } else if (command === 'retry' && argument) {
      console.log(`${argument}: ${await retryJob(queue, argument)}`);
    } else if (command === 'retry-waiting' && argument && argument in JOB_QUEUES) {
      console.log(`${await retryWaitingNow(queue, argument as JobName)} job(s) of ${argument} start now`);
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await queue.stop({ timeoutMs: 1_000 });
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
