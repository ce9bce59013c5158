// The job half of the crash drill (issue #17): the load's sign-ups each queue a confirmation mail and its advisors
// start match runs, while the server is SIGKILLed under them. At the end one more instance drains the queue; then
//   - every acknowledged sign-up has its confirmation mail in the SMTP sink, and every acknowledged match run has
//     ended (done, or failed after its one retry — decision 016): nothing acknowledged was lost;
//   - no message reached the sink again after its idempotency key was recorded in mail_deliveries. The one window
//     the design allows (the instance dies between the SMTP server's acceptance and the ledger insert) is counted
//     separately and does not fail the drill.
import { inArray } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { mailDeliveries, matchRuns } from '@server/db/schema';
import { messageIdLocalPart } from '@server/lib/queue/mail-jobs';
import { readMails, type ReceivedMail } from '../../tests/setup/mail-sink';

export interface JobLedger {
  /** Addresses whose sign-up was acknowledged: each must receive a confirmation mail. */
  confirmations: string[];
  /** Match runs the server acknowledged (202) and who started them. */
  matchRuns: Map<string, string>;
}

export interface JobCheck {
  mails: number;
  runs: { done: number; failedAfterRetry: number };
  lost: string[];
  /** Deliveries after the message's key was already in mail_deliveries: the queue ran it twice past its key. */
  sentPastKey: string[];
  /** Second deliveries before the key was recorded: the documented crash window (at-least-once). */
  crashWindowDuplicates: number;
}

const CONFIRM_SUBJECT = /confirm/i;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const confirmedAddresses = (mails: ReceivedMail[]) =>
  new Set(mails.filter((m) => CONFIRM_SUBJECT.test(m.subject ?? '')).flatMap((m) => m.to));

/**
 * Waits until every acknowledged confirmation mail has arrived and `runsSettled` says every run has ended, or
 * until the deadline. A job its instance held at a kill is retried only after it expires (JOB_EXPIRE_SECONDS),
 * the supervisor notices and, for mail, the retry's backoff has passed.
 */
export async function waitForDrain(
  mailDir: string,
  jobs: JobLedger,
  runsSettled: () => Promise<boolean>,
  deadlineMs: number,
): Promise<boolean> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const arrived = confirmedAddresses(readMails(mailDir));
    if (jobs.confirmations.every((to) => arrived.has(to)) && (await runsSettled())) return true;
    await sleep(500);
  }
  return false;
}

/** Reads the sink and the database (with no server running) and checks the ledger of jobs. */
export async function verifyJobs(database: Database, mailDir: string, jobs: JobLedger): Promise<JobCheck> {
  const mails = readMails(mailDir);
  const check: JobCheck = {
    mails: mails.length,
    runs: { done: 0, failedAfterRetry: 0 },
    lost: [],
    sentPastKey: [],
    crashWindowDuplicates: 0,
  };
  const arrived = confirmedAddresses(mails);
  for (const to of jobs.confirmations) if (!arrived.has(to)) check.lost.push(`confirmation mail to ${to}`);

  const runIds = [...jobs.matchRuns.keys()];
  const rows = runIds.length
    ? await database.db
        .select({ id: matchRuns.id, status: matchRuns.status })
        .from(matchRuns)
        .where(inArray(matchRuns.id, runIds))
    : [];
  const status = new Map(rows.map((row) => [row.id, row.status]));
  for (const id of runIds) {
    const state = status.get(id);
    if (state === 'done') check.runs.done++;
    else if (state === 'failed') check.runs.failedAfterRetry++;
    else check.lost.push(`match run ${id} (${state ?? 'missing'})`);
  }

  // The Message-ID is derived from the idempotency key, so arrivals group by it; the ledger says when the key
  // was recorded.
  const byMessage = new Map<string, ReceivedMail[]>();
  for (const mail of mails) {
    if (!mail.messageId) continue;
    byMessage.set(mail.messageId, [...(byMessage.get(mail.messageId) ?? []), mail]);
  }
  const recordedAt = new Map<string, number>();
  for (const row of await database.db.select().from(mailDeliveries)) {
    recordedAt.set(messageIdLocalPart(row.idempotencyKey), row.sentAt.getTime());
  }
  for (const [messageId, copies] of byMessage) {
    if (copies.length < 2) continue;
    const keyRecordedAt = recordedAt.get(messageId.replace(/^<|@.*$/g, ''));
    // The sink writes a copy before it accepts it, and the ledger row is inserted after the acceptance: a copy
    // received after the row existed was sent by a job that should have found its key.
    const late = copies.filter(
      (copy) => keyRecordedAt !== undefined && Date.parse(copy.receivedAt) > keyRecordedAt,
    );
    if (late.length > 0) check.sentPastKey.push(`${messageId}: ${late.length} after its key was recorded`);
    else check.crashWindowDuplicates += copies.length - 1;
  }
  return check;
}
