// Match runs as jobs on the queue: a run whose instance died is retried by another and finishes; a run that fails
// twice is reported failed only after its one retry; the poll reads progress from any instance meanwhile.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchRuns, profiles } from '@server/db/schema';
import { createLogger } from '@server/lib/logger';
import { startJobQueue } from '@server/lib/queue/job-queue';
import type { MatchRun } from '@shared/schemas/jobs';
import { createAdvisor, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient, type TestClient } from '../setup/http';
import { sendForInstance, useTestApp } from '../setup/test-app';

const logger = createLogger('silent');

async function pollUntilSettled(client: TestClient, runId: string, timeoutMs = 30_000): Promise<MatchRun> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await client.get<MatchRun>(`/api/matches/runs/${runId}`);
    expect(res.status).toBe(200);
    if (res.body.status !== 'running') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('match run did not settle');
}

describe('match runs on the job queue', () => {
  const t = useTestApp();

  async function runningRun() {
    await createJobs(t.database.db, 5);
    const { user } = await createAdvisor(t.database.db);
    const client = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const [run] = await t.database.db
      .insert(matchRuns)
      .values({ advisorUserId: user.id, status: 'running', percent: 0 })
      .returning();
    return { user, client, run: run! };
  }

  /**
   * The run's job once it has ended. pg-boss marks a job completed after its handler returns, without waiting, so the
   * run can read done or failed a moment before its job stops being active.
   */
  async function finishedJob(runId: string) {
    const job = () => t.deps.queue.boss.getJobById('match-run', runId);
    await expect.poll(async () => (await job())?.state, { timeout: 5_000 }).not.toBe('active');
    return job();
  }

  it('retries a run whose instance died, and the retry finishes it', async () => {
    const { user, client, run } = await runningRun();
    // Another instance takes the run's job and dies; the retry is due at once.
    const dying = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    const { job: taken } = await sendForInstance(
      dying,
      'match-run',
      { runId: run.id, advisorId: user.id },
      { id: run.id, expireInSeconds: 1, retryDelay: 0 },
    );
    expect(taken?.id).toBe(run.id);
    await dying.boss.stop({ graceful: false, close: true });
    // No progress for ten minutes: still "running" while its job waits for the retry, not failed.
    await t.database.db
      .update(matchRuns)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(matchRuns.id, run.id));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await client.get<MatchRun>(`/api/matches/runs/${run.id}`)).body.status).toBe('running');

    // The supervisor's round expires the dead instance's job; this instance's worker takes the retry.
    await t.deps.queue.boss.expire();
    t.deps.queue.wake('match-run');
    const done = await pollUntilSettled(client, run.id);
    expect(done).toMatchObject({ status: 'done', percent: 100 });
    expect(await finishedJob(run.id)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('reports a run failed only after its retry failed too', async () => {
    const { user, client, run } = await runningRun();
    // The run cannot succeed: its profile is gone.
    await t.database.db.delete(profiles).where(eq(profiles.id, user.id));
    await t.deps.queue.boss.send(
      'match-run',
      { runId: run.id, advisorId: user.id },
      { id: run.id, retryDelay: 1 },
    );
    t.deps.queue.wake('match-run');
    const failed = await pollUntilSettled(client, run.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'Failed to find matches. Please try again.' });
    // Failed on the first attempt, retried once; the last attempt recorded the failure on the run and ended.
    expect(await finishedJob(run.id)).toMatchObject({ state: 'completed', retryCount: 1 });
  });
});
