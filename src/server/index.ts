// Entry point: parse the environment, open (and migrate) the database, seed demo data on a fresh embedded
// database in development, serve, and shut down cleanly on SIGINT/SIGTERM.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBackgroundWork } from './background-work';
import { embeddingsProviderFromEnv, loadMatchingResources } from './features/matching/engine';
import { loadPageRenderer } from './features/web/page-renderer';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './features/demo/demo-seed';
import { EnvError, parseEnv } from './env';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { createDevOutboxMailer, createSmtpMailer } from './lib/mailer';
import { startJobQueue } from './lib/queue/job-queue';
import { createLocalStorage, createS3Storage } from './lib/storage';

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });

  if (
    !env.isProduction &&
    database.kind === 'pglite' &&
    env.SEED_DEMO === 'true' &&
    (await isDatabaseEmpty(database.db))
  ) {
    const logins = await seedDemoData(database.db);
    logger.info('seeded demo data', { logins: logins.map((l) => `${l.role}: ${l.email} / ${l.password}`) });
    console.log(
      `\nDemo logins:\n${logins.map((l) => `  ${l.role.padEnd(8)} ${l.email}  ${l.password}`).join('\n')}\n`,
    );
  }

  const mailer = env.SMTP_URL
    ? createSmtpMailer({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@boardly.example>`,
      })
    : createDevOutboxMailer(logger);
  const storage =
    env.STORAGE_DRIVER === 's3'
      ? createS3Storage({
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION!,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        })
      : createLocalStorage(resolve(env.dataDir, 'uploads'));
  const clientDir = resolve(import.meta.dirname, '../client');
  const pageRenderer = await loadPageRenderer(resolve(import.meta.dirname, '../ssr/render-page.js'));
  pageRenderer?.configureRenderer({
    name: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    origin: env.APP_URL,
  });
  const queue = await startJobQueue({
    connection: database.queueConnection,
    logger,
    expireCapSeconds: env.JOB_EXPIRE_SECONDS,
  });
  const app = createApp({
    db: database.db,
    env,
    mailer,
    queue,
    storage,
    clock: systemClock,
    logger,
    authLimits: {
      perIpPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      failedSignInsPerAccountPerHour: env.AUTH_FAILED_SIGNINS_PER_HOUR,
    },
    clientDir: existsSync(clientDir) ? clientDir : undefined,
    pageRenderer,
    similarity: embeddingsProviderFromEnv({
      EMBEDDINGS_URL: env.EMBEDDINGS_URL,
      EMBEDDINGS_API_KEY: env.EMBEDDINGS_API_KEY,
      EMBEDDINGS_MODEL: env.EMBEDDINGS_MODEL,
    }),
  });
  // The matching engine's word resource (decision 037) is read before the first match run, not during it.
  loadMatchingResources();
  await startBackgroundWork({ db: database.db, env, logger, mailer, queue, clock: systemClock, storage });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info('listening', { appUrl: env.APP_URL, port: info.port, database: database.kind });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Stop accepting connections and let in-flight requests finish; stop taking jobs and let running ones finish
    // (what is left is failed, so another instance retries it); then close the database cleanly.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.close(() => {
      queue
        .stop({ timeoutMs: 8_000 })
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    if ('closeIdleConnections' in server)
      (server as { closeIdleConnections: () => void }).closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || (error instanceof Error && error.name === 'DatabaseLockedError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
