// Vitest global setup: migrates ONE database before any test file runs, with the job queue's own schema (pg-boss
// creates it on start) and queues in it, and hands its whereabouts to the workers. Each test file then starts from a
// copy of it (test-db.ts) instead of running initdb, every migration and pg-boss's schema set-up again: on this
// 2-core machine that cost 3–10 s per test database, about 60 databases per run (decision 019).
// PGlite: the migrated data directory is dumped to a file that each file's in-memory PGlite loads.
// PostgreSQL: a template database that each file's database is created from (CREATE DATABASE … TEMPLATE …).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from './postgres-databases';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '@server/db/client';
import { createLogger } from '@server/lib/logger';
import { startJobQueue } from '@server/lib/queue/job-queue';
import { adminUrl, databaseUrl, dropDatabase, usingPostgres } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated data-directory dump. PostgreSQL: name of the migrated template database. */
    databaseTemplate: string;
  }
}

/** Runs the migrations and the queue's schema set-up exactly as a test app would on its own database. */
async function prepare(database: Database) {
  const queue = await startJobQueue({
    connection: database.queueConnection,
    logger: createLogger('silent'),
    schedule: false,
  });
  await queue.stop({ timeoutMs: 1_000 });
}

async function preparePglite(): Promise<{ template: string; teardown: () => Promise<void> }> {
  const database = await openDatabase({});
  await prepare(database);
  const client = (database.queueConnection as { client: PGlite }).client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'boardly-db-template-'));
  const file = join(dir, 'pglite-data.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { template: file, teardown: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function preparePostgres(): Promise<{ template: string; teardown: () => Promise<void> }> {
  // A name of its own per run: two runs at once (other worktrees, other branches' migrations) never share one.
  const name = `boardly_template_${randomBytes(6).toString('hex')}`;
  await createDatabase(adminUrl(), name);
  const database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
  await prepare(database);
  // No session may remain in a template while it is copied.
  await database.close();
  return { template: name, teardown: () => dropDatabase(name) };
}

export default async function setup(project: TestProject) {
  const { template, teardown } = usingPostgres() ? await preparePostgres() : await preparePglite();
  project.provide('databaseTemplate', template);
  return teardown;
}
