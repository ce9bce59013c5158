// Every queue the application uses, with its retry policy, and the payload each job carries. One place, so the
// `npm run jobs` tool, the health check and the workers agree on names.
import type { MailMessage } from '../mailer';

export interface MailJob {
  message: MailMessage;
  /** Idempotency key of this message: a retry after SMTP accepted it once finds it in mail_deliveries. */
  key: string;
}

export interface JobPayloads {
  mail: MailJob;
  /** Mail whose retries ran out: kept for a person to look at and retry (`npm run jobs`). */
  'mail-dead': MailJob;
  'weekly-suggestions': Record<string, never>;
  cleanup: Record<string, never>;
  'match-run': { runId: string; advisorId: string };
  /** The daily no-ghosting pass: reminders to companies, closure of unanswered applications (features/hiring). */
  'hiring-deadlines': Record<string, never>;
  /** Mails to the advisors whose applications the pass closed at `closedAt`. */
  'hiring-closure-mails': { closedAt: string };
  /** Hourly: reminders of interviews booked for the next 24 hours. */
  'interview-reminders': Record<string, never>;
  /** One e-mail of a thread's unread messages for one recipient, after the quiet period (features/notifications). */
  'message-mail': { threadId: string; recipientUserId: string; key: string };
  /** Every quarter hour: the daily digest to the recipients for whom it is now 08:00 local time. */
  'notification-digest': Record<string, never>;
  /**
   * Scores the stale stored fits of applications (decision 030): queued with every edit that makes some stale, and
   * after a start that finds some (an older engine version's, the migration's backfill).
   */
  'application-fits': Record<string, never>;
  /** A role was published: every instant saved search it matches, found in one statement (features/saved-searches). */
  'saved-search-match': { jobId: string };
  /** The instant alerts of a new role for up to 500 advisors (each advisor's matching searches in one mail). */
  'saved-search-alert': { jobId: string; userIds: string[] };
  /** Every quarter hour: the daily and weekly saved-search mails of the advisors for whom it is now 08:00. */
  'saved-search-digest': Record<string, never>;
}

export type JobName = keyof JobPayloads;

const HOUR = 3600;

/**
 * Mail: 12 retries with exponential backoff from 30 s (pg-boss waits 15–30 s × 2^n, jittered) add up to 34–68 hours
 * before the job moves to `mail-dead`. A send that hangs is failed after 2 minutes and retried.
 */
export const MAIL_RETRY_LIMIT = 12;

export const JOB_QUEUES: Record<
  JobName,
  {
    retryLimit?: number;
    retryDelay?: number;
    retryBackoff?: boolean;
    expireInSeconds?: number;
    retentionSeconds?: number;
    deadLetter?: string;
    policy?: 'standard' | 'singleton';
  }
> = {
  // Listed before `mail`: a queue's dead-letter queue must exist first.
  'mail-dead': { retryLimit: 0, retentionSeconds: 30 * 24 * HOUR },
  mail: {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    // Longer than the whole retry schedule: pg-boss deletes a job still waiting past its retention.
    retentionSeconds: 7 * 24 * HOUR,
    deadLetter: 'mail-dead',
  },
  // singleton: at most one running at a time across every instance.
  'weekly-suggestions': { retryLimit: 3, retryDelay: 300, expireInSeconds: HOUR, policy: 'singleton' },
  cleanup: { retryLimit: 2, retryDelay: 300, expireInSeconds: 15 * 60, policy: 'singleton' },
  // Retried once (the instance running it died, or it failed); only then is the run reported failed.
  'match-run': { retryLimit: 1, retryDelay: 1, expireInSeconds: 120 },
  'hiring-deadlines': { retryLimit: 3, retryDelay: 300, expireInSeconds: 15 * 60, policy: 'singleton' },
  'hiring-closure-mails': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: HOUR },
  'interview-reminders': { retryLimit: 2, retryDelay: 300, expireInSeconds: 15 * 60, policy: 'singleton' },
  // Only enqueues mail (which retries on its own queue): a failure here is a database one, retried a few times.
  'message-mail': { retryLimit: 3, retryDelay: 30, expireInSeconds: 120, retentionSeconds: 7 * 24 * HOUR },
  'notification-digest': { retryLimit: 3, retryDelay: 300, expireInSeconds: 15 * 60, policy: 'singleton' },
  // singleton: one refresh at a time across instances (they would score the same rows); every edit still queues one,
  // without waiting on another transaction's job (a singleton key on queued jobs would make edits queue on a lock).
  'application-fits': { retryLimit: 3, retryDelay: 30, expireInSeconds: 15 * 60, policy: 'singleton' },
  // Saved-search alerts (decision 045): these only enqueue (mail retries on its own queue).
  'saved-search-match': { retryLimit: 3, retryDelay: 10, expireInSeconds: 5 * 60 },
  'saved-search-alert': {
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 120,
    retentionSeconds: 7 * 24 * HOUR,
  },
  'saved-search-digest': { retryLimit: 3, retryDelay: 300, expireInSeconds: 15 * 60, policy: 'singleton' },
};
