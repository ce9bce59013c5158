// The job queue itself on the test database (PGlite, or PostgreSQL with TEST_DB=postgres): jobs survive a restart
// of the queue, a job held by an instance that died is retried by another, a retried mail whose send already
// succeeded is not sent twice, and two instances send the weekly suggestions once per advisor.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { jobs, mailDeliveries } from '@server/db/schema';
import { startBackgroundWork } from '@server/background-work';
import { runWeeklySuggestionsJob } from '@server/features/billing/weekly-suggestions-jobs';
import { APPLICANT_FITS_WORK } from '@server/features/company/applicant-fit-jobs';
import { createLogger } from '@server/lib/logger';
import { createDevOutboxMailer, type MailMessage } from '@server/lib/mailer';
import { listJobs, retryJob } from '@server/lib/queue/job-admin';
import { startJobQueue } from '@server/lib/queue/job-queue';
import { contentKey, enqueueMail } from '@server/lib/queue/mail-jobs';
import { createAdvisor, createJobs } from '@tests/factories';
import { sendForInstance, useTestApp, waitForIdleQueue } from '../setup/test-app';

const logger = createLogger('silent');
const message = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

describe('the job queue', () => {
  const mailer = createDevOutboxMailer(logger);
  const t = useTestApp({ deps: { mailer } });
  const sentTo = (to: string) => mailer.outbox!().filter((mail) => mail.to === to).length;

  // These two use the dead-letter queue, which no instance works automatically, so only the test takes its jobs.
  it('keeps a job across a restart of the queue and hands it to the next instance', async () => {
    const first = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    const id = await first.send('mail-dead', { message: message('restart@example.com'), key: 'restart' });
    await first.stop({ timeoutMs: 1_000 });

    const second = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    const [job] = await second.boss.fetch<{ key: string }>('mail-dead');
    expect(job).toMatchObject({ id, data: { key: 'restart' } });
    await second.boss.complete('mail-dead', job!.id);
    await second.stop({ timeoutMs: 1_000 });
  });

  it('retries a job whose instance died while running it', async () => {
    const queue = t.deps.queue;
    const id = await queue.boss.send(
      'mail-dead',
      { message: message('crashed@example.com'), key: 'crashed' },
      { expireInSeconds: 1, retryLimit: 1, retryDelay: 0 },
    );
    // Another instance takes the job and dies: it never completes or fails it.
    const dying = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    const [taken] = await dying.boss.fetch('mail-dead');
    expect(taken?.id).toBe(id);
    await dying.boss.stop({ graceful: false, close: true });

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // What the supervisor does on its next maintenance round (every 30 s).
    await queue.boss.expire();
    const [again] = await queue.boss.fetch<{ key: string }>('mail-dead', { includeMetadata: true });
    expect(again).toMatchObject({ id, data: { key: 'crashed' }, retryCount: 1 });
    await queue.boss.complete('mail-dead', id!);
  });

  it("caps every queue's expiry at JOB_EXPIRE_SECONDS, and a start without it restores each queue's own", async () => {
    const expiry = async (queue: Awaited<ReturnType<typeof startJobQueue>>) =>
      Object.fromEntries(
        await Promise.all(
          ['mail', 'match-run', 'cleanup'].map(async (name) => [
            name,
            (await queue.boss.getQueue(name))?.expireInSeconds,
          ]),
        ),
      );
    const capped = await startJobQueue({
      connection: t.database.queueConnection,
      logger,
      schedule: false,
      expireCapSeconds: 7,
    });
    expect(await expiry(capped)).toEqual({ mail: 7, 'match-run': 7, cleanup: 7 });
    await capped.stop({ timeoutMs: 1_000 });
    const uncapped = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    expect(await expiry(uncapped)).toEqual({ mail: 120, 'match-run': 120, cleanup: 900 });
    await uncapped.stop({ timeoutMs: 1_000 });
  });

  it('does not send a mail again when a retry finds it delivered', async () => {
    const to = 'once@example.com';
    await enqueueMail(t.deps.queue, message(to));
    await t.settleJobs();
    expect(sentTo(to)).toBe(1);
    // The same message again while its job is still on record: one job.
    await enqueueMail(t.deps.queue, message(to));
    // A retry of the job whose completion was lost (its instance died right after the SMTP server accepted it).
    await t.deps.queue.send('mail', { message: message(to), key: contentKey(message(to)) });
    await t.settleJobs();
    expect(sentTo(to)).toBe(1);
    const ledger = await t.database.db.query.mailDeliveries.findFirst({
      where: eq(mailDeliveries.idempotencyKey, contentKey(message(to))),
    });
    expect(ledger).toBeDefined();
  });

  it('moves a mail whose retries ran out to the dead letters, where it can be retried', async () => {
    const queue = t.deps.queue;
    const to = 'dead@example.com';
    const failing = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    // A mail job with no retries left, failed once: pg-boss copies it to mail-dead.
    const { id, job } = await sendForInstance(
      failing,
      'mail',
      { message: message(to), key: 'dead-key' },
      { retryLimit: 0 },
    );
    expect(job?.id).toBe(id);
    await failing.boss.fail('mail', id!, { message: 'SMTP 550 mailbox unavailable' });
    await failing.stop({ timeoutMs: 1_000 });
    const dead = (await listJobs(queue)).find((summary) => summary.dead);
    expect(dead).toMatchObject({ queue: 'mail-dead' });
    expect((await queue.stats()).dead).toBe(1);
    expect(await retryJob(queue, dead!.id)).toBe('requeued');
    await t.settleJobs();
    expect(sentTo(to)).toBe(1);
    expect((await queue.stats()).dead).toBe(0);
  });

  it('runs a refresh queued while another instance held one within seconds of its end, not at a 30 s poll', async () => {
    // application-fits runs one job at a time across instances (policy singleton). A worker that looks while another
    // instance runs one finds nothing (pg-boss swallows its fetch's unique-key error) and waits its polling interval:
    // at 30 s, a profile edit's fits (and the authorization matrix's cells) waited half a minute after such a look.
    // The test app's own worker stays out of it: it could take the job before the holder does.
    await t.deps.queue.boss.offWork('application-fits');
    const holder = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    await holder.send('application-fits', {});
    const [held] = await holder.boss.fetch('application-fits');
    expect(held).toBeDefined();

    const started: number[] = [];
    const worker = await startJobQueue({ connection: t.database.queueConnection, logger, schedule: false });
    // The product's worker options, with a handler that records when it runs.
    await worker.work('application-fits', async () => void started.push(Date.now()), APPLICANT_FITS_WORK);
    await worker.send('application-fits', {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(started, 'the held job keeps the queue busy').toEqual([]);

    const released = Date.now();
    await holder.boss.complete('application-fits', held!.id);
    await expect.poll(() => started.length, { timeout: 10_000 }).toBe(1);
    expect(started[0]! - released).toBeLessThan(5_000);
    await Promise.all([holder.stop({ timeoutMs: 1_000 }), worker.stop({ timeoutMs: 1_000 })]);
  });

  it('sends the weekly suggestions once per advisor with two instances running the job at once', async () => {
    const db = t.database.db;
    // A Monday after 09:00 UTC (this week's): every instance's run finds it is time.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    monday.setUTCHours(10, 0, 0, 0);
    const clock = { now: () => monday };
    for (let n = 0; n < 6; n++) {
      await createAdvisor(db, {
        user: { email: `weekly.${n}@example.com` },
        profile: { publicProfileSlug: null, industries: ['Technology'], lifetimeAccess: true },
      });
    }
    await createJobs(db, 1, () => ({
      industry: 'Technology',
      postedDate: new Date(monday.getTime() - 3_600_000),
    }));
    await db.update(jobs).set({ isActive: true, isPublic: true });

    // Instance B: its own database connection (PostgreSQL) or the same embedded client (PGlite), its own queue
    // and workers, its own mailer.
    const otherDatabase = t.database.url
      ? await openDatabase({ databaseUrl: t.database.url, poolSize: 3 })
      : null;
    const otherDb = otherDatabase?.db ?? db;
    const otherMailer = createDevOutboxMailer(logger);
    const otherQueue = await startJobQueue({
      connection: otherDatabase?.queueConnection ?? t.database.queueConnection,
      logger,
      schedule: false,
    });
    const other = { ...t.deps, db: otherDb, mailer: otherMailer, queue: otherQueue };
    await startBackgroundWork(other);

    const runs = await Promise.all([
      runWeeklySuggestionsJob({ ...t.deps, clock }),
      runWeeklySuggestionsJob({ ...other, clock }),
      runWeeklySuggestionsJob({ ...t.deps, clock }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(6);
    await waitForIdleQueue(t.deps.queue);
    await waitForIdleQueue(otherQueue);
    for (let n = 0; n < 6; n++) {
      const to = `weekly.${n}@example.com`;
      const count = sentTo(to) + otherMailer.outbox!().filter((mail) => mail.to === to).length;
      expect(count, to).toBe(1);
    }
    await otherQueue.stop({ timeoutMs: 1_000 });
    await otherDatabase?.close();
  });
});
