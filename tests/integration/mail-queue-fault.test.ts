// The SMTP server is down while some 200 mails of every kind are caused through the real routes and services; it
// comes back; every one of them arrives, none twice. The drain time is printed (see docs/benchmarks.md).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { billingDepsFrom } from '@server/features/billing/billing-deps';
import { sendWeeklySuggestions } from '@server/features/billing/weekly-suggestions.service';
import { createSmtpMailer } from '@server/lib/mailer';
import { retryWaitingNow } from '@server/lib/queue/job-admin';
import { MAIL_RETRY_LIMIT } from '@server/lib/queue/job-definitions';
import { createAdvisor, createJobs, DEFAULT_TEST_PASSWORD } from '@tests/factories';
import { signedInClient, TestClient } from '../setup/http';
import { type ReceivedMail, startMailSink } from '../setup/mail-sink';
import { useTestApp } from '../setup/test-app';
import { insertApplication, positionInput, signedInCompany } from './company-test-helpers';

const PER_KIND = 40;
const EMAIL_CHANGES = 5;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Runs `each(0) … each(count - 1)`, `size` at a time. Password-reset and verification requests wait for the
 * same-answer floor (500 ms); one after another, the 80 of them were 40 s of waiting (decision 031).
 */
async function inBatches(count: number, size: number, each: (n: number) => Promise<void>) {
  for (let first = 0; first < count; first += size) {
    const batch = Array.from({ length: Math.min(size, count - first) }, (_, offset) => first + offset);
    await Promise.all(batch.map(each));
  }
}

const received = (dir: string): ReceivedMail[] =>
  readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail);

describe('mail while the SMTP server is down', async () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'boardly-fault-mail-'));
  const port = await freePort();
  let sink: Awaited<ReturnType<typeof startMailSink>> | undefined;
  afterAll(async () => {
    await sink?.stop();
  });
  const t = useTestApp({
    deps: {
      mailer: createSmtpMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Boardly <no-reply@boardly.example>',
      }),
    },
  });

  it('delivers every mail once after the server comes back', { timeout: 600_000 }, async () => {
    const db = t.database.db;
    const expected: Array<{ to: string; subject: RegExp }> = [];
    const anonymous = new TestClient(t.app);

    // Sign-ups (verification mail), then a second verification mail asked for by each.
    await inBatches(PER_KIND, 10, async (n) => {
      const email = `fault.signup.${n}@example.com`;
      const res = await anonymous.post('/api/auth/sign-up/email', {
        email,
        password: 'Quiet-Harbour-Lantern-41',
        name: '',
        role: 'advisor',
        callbackURL: '/auth/callback',
      });
      expect(res.status).toBe(200);
      const again = await anonymous.post('/api/auth/send-verification-email', { email, callbackURL: '/' });
      expect(again.status).toBe(200);
      expect.soft(again.status).toBe(200);
      expected.push({ to: email, subject: /confirm/i }, { to: email, subject: /confirm/i });
    });

    // Advisors on a lifetime plan: each asks for a reset link, has an application's status changed, and gets the
    // weekly suggestions.
    const company = await signedInCompany(t);
    const position = (await company.client.post<{ id: string }>('/api/company/positions', positionInput()))
      .body;
    await createJobs(db, 1, () => ({
      industry: 'Technology',
      postedDate: new Date(Date.now() - 86_400_000),
    }));
    await inBatches(PER_KIND, 10, async (n) => {
      const { user } = await createAdvisor(db, {
        user: { email: `fault.advisor.${n}@example.com` },
        profile: { publicProfileSlug: null, industries: ['Technology'], lifetimeAccess: true },
      });
      const reset = await anonymous.post('/api/auth/request-password-reset', {
        email: user.email,
        redirectTo: '/auth/reset',
      });
      expect(reset.status).toBe(200);
      const application = await insertApplication(t, { jobId: position.id, advisorId: user.id });
      const status = await company.client.patch(`/api/company/applications/${application.id}/status`, {
        status: 'shortlisted',
      });
      expect(status.status).toBe(200);
      expected.push(
        { to: user.email, subject: /reset/i },
        { to: user.email, subject: /shortlisted/i },
        { to: user.email, subject: /new board role/i },
      );
    });
    const weekly = await sendWeeklySuggestions(billingDepsFrom(t.deps, null), { now: new Date() });
    expect(weekly.sent).toBe(PER_KIND);

    // Changes of address: a link to the new address and a notice to the old one.
    for (let n = 0; n < EMAIL_CHANGES; n++) {
      const { user } = await createAdvisor(db, {
        user: { email: `fault.mover.${n}@example.com` },
        profile: { publicProfileSlug: null },
      });
      const client = await signedInClient(t.app, user.email, DEFAULT_TEST_PASSWORD);
      const newEmail = `fault.moved.${n}@example.com`;
      const res = await client.post('/api/me/email', { newEmail, currentPassword: DEFAULT_TEST_PASSWORD });
      expect(res.status).toBe(202);
      expected.push(
        { to: newEmail, subject: /confirm|new address|change/i },
        { to: user.email, subject: /./ },
      );
    }
    expect(expected.length).toBeGreaterThanOrEqual(200);

    // Nothing could be sent: every mail is backing off (not lost, not dead).
    await t.settleJobs(60_000);
    expect(received(mailDir)).toHaveLength(0);
    const waiting = await t.deps.queue.stats();
    expect(waiting.backlog).toBe(expected.length);
    expect(waiting.dead).toBe(0);
    // Every mail was tried and put back with its backoff (at least the base delay after it was queued), whatever
    // the clock says now: on a slow runner the earliest retries may already be due again.
    const jobs = await t.deps.queue.boss.getDb().executeSql(
      `select min(retry_limit) as retry_limit, min(retry_delay) as retry_delay,
                min(extract(epoch from start_after - created_on)) as min_wait_seconds
           from pgboss.job where name = 'mail'`,
      [],
    );
    expect(Number(jobs.rows[0].retry_limit)).toBe(MAIL_RETRY_LIMIT);
    expect(Number(jobs.rows[0].min_wait_seconds)).toBeGreaterThanOrEqual(Number(jobs.rows[0].retry_delay));

    // The server is back; the operator starts the waiting retries now rather than at their backoff time.
    sink = await startMailSink(mailDir, port);
    const started = Date.now();
    expect(await retryWaitingNow(t.deps.queue, 'mail')).toBe(expected.length);
    while (received(mailDir).length < expected.length && Date.now() - started < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const drainMs = Date.now() - started;
    await t.settleJobs(60_000);
    console.log(`mail fault test: ${expected.length} mails drained in ${drainMs} ms after SMTP came back`);

    const mails = received(mailDir);
    expect(mails).toHaveLength(expected.length);
    // None twice: each Message-ID once, and each expected mail matched by exactly one received.
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(mails.length);
    const unmatched = [...mails];
    for (const want of expected) {
      const index = unmatched.findIndex(
        (mail) => mail.to.includes(want.to) && want.subject.test(mail.subject ?? ''),
      );
      expect(index, `a mail to ${want.to} matching ${want.subject}`).toBeGreaterThanOrEqual(0);
      unmatched.splice(index, 1);
    }
    expect(unmatched).toHaveLength(0);
    expect((await t.deps.queue.stats()).backlog).toBe(0);
  });
});
