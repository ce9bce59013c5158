import type { Db } from './db/client';
import type { Env } from './env';
import type { SimilarityProvider } from './features/matching/engine';
import type { AuthLimits } from './lib/auth';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import type { JobQueue } from './lib/queue/job-queue';
import type { Storage } from './lib/storage';
import type { PageRenderer } from './features/web/page-renderer';

/** Everything the app is built from: tests pass real parts (a fresh PGlite, an SMTP sink), never module mocks. */
export interface AppDeps {
  db: Db;
  env: Env;
  /** Sends mail; only the mail worker uses it (background-work.ts). Everything else enqueues on `queue`. */
  mailer: Mailer;
  /** The durable job queue (pg-boss on the app's database): every e-mail and background task goes through it. */
  queue: JobQueue;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  authLimits: AuthLimits;
  /** Optional semantic signal for matching (an embeddings endpoint); absent = fully offline scoring. */
  similarity?: SimilarityProvider;
  /** Built SPA (dist/client); absent in API-only tests. */
  clientDir?: string;
  /** Server rendering of the public pages (dist/ssr, decision 012); absent = the plain application shell. */
  pageRenderer?: PageRenderer;
  /** Server renders in flight at most; beyond it a public page is served as the plain shell (web.routes.ts). */
  maxConcurrentRenders?: number;
}
