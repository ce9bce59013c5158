// What the billing services are built from: the app's parts plus the Stripe client (null in demo mode).
import type Stripe from 'stripe';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import type { JobQueue } from '../../lib/queue/job-queue';
import type { Clock } from '../../lib/clock';

export interface BillingDeps {
  db: Db;
  env: Env;
  logger: Logger;
  queue: JobQueue;
  /** Null in demo mode (no STRIPE_SECRET_KEY): the webhook then trusts the signed event's own objects. */
  stripe: Stripe | null;
  /** A clock, not a moment: a webhook reads the time as it applies each event. */
  clock: Clock;
}

export const billingDepsFrom = (deps: AppDeps, stripe: Stripe | null): BillingDeps => ({
  db: deps.db,
  env: deps.env,
  logger: deps.logger,
  queue: deps.queue,
  stripe,
  clock: deps.clock,
});

/** One webhook event being applied: its transaction, and work that must wait until the transaction committed. */
export interface WebhookContext extends BillingDeps {
  tx: Tx;
  /** Best-effort calls to Stripe that must not run if the event's effect rolls back. */
  afterCommit: (task: () => Promise<void>) => void;
}
