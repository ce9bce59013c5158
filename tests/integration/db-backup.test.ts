// db:backup / db:restore of the embedded database: a round trip through a backup file gives back every row, a
// DATA_DIR that already holds a database is refused (moved aside only with --force), and both refuse while the
// database is open. The embedded database is PGlite whatever TEST_DB says: PostgreSQL has pg_dump.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '@server/db/pglite-backup';
import { applications, jobs, profiles, user } from '@server/db/schema';
import { createAdvisor, createCompany, createJobs } from '@tests/factories';

const run = promisify(execFile);
const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `boardly-${name}-`));

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const result = await database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "public"."${tablename}"`),
    );
    counts[tablename] = result.rows[0]!.n;
  }
  return counts;
}

const sample = async (database: Database) => ({
  users: await database.db.select().from(user).orderBy(asc(user.email)),
  profiles: await database.db.select().from(profiles).orderBy(asc(profiles.id)),
  jobs: await database.db.select().from(jobs).orderBy(asc(jobs.id)).limit(5),
});

describe('db:backup and db:restore (embedded database)', () => {
  const sourceDir = tempDir('backup-source');
  const backupFile = join(tempDir('backup-files'), 'boardly.tar.gz');
  let before: { counts: Record<string, number>; rows: Awaited<ReturnType<typeof sample>> };

  beforeAll(async () => {
    const source = await openDatabase({ dataDir: sourceDir });
    try {
      await createCompany(source.db, { user: { email: 'company@example.com' } });
      const { user: advisor } = await createAdvisor(source.db, { user: { email: 'advisor@example.com' } });
      await createAdvisor(source.db, {
        user: { email: 'second@example.com' },
        profile: { firstName: 'Ama', publicProfileSlug: 'ama-second' },
      });
      const created = await createJobs(source.db, 12);
      await source.db
        .insert(applications)
        .values(created.slice(0, 3).map((job) => ({ jobId: job.id, advisorUserId: advisor.id })));
      before = { counts: await rowCounts(source), rows: await sample(source) };
    } finally {
      await source.close();
    }
    await backupEmbeddedDatabase({ dataDir: sourceDir, file: backupFile });
  }, 120_000);

  it('restores every row into a new DATA_DIR', async () => {
    const targetDir = join(tempDir('backup-target'), 'data');
    await restoreEmbeddedDatabase({ dataDir: targetDir, file: backupFile });
    const restored = await openDatabase({ dataDir: targetDir });
    try {
      const counts = await rowCounts(restored);
      expect(counts).toEqual(before.counts);
      expect(counts).toMatchObject({ user: 3, profiles: 2, jobs: 12, applications: 3, company_profiles: 1 });
      expect(await sample(restored)).toEqual(before.rows);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a DATA_DIR that already holds a database, and moves it aside only with force', async () => {
    const targetDir = tempDir('backup-occupied');
    const existing = await openDatabase({ dataDir: targetDir });
    await createAdvisor(existing.db, { user: { email: 'keep-me@example.com' } });
    await existing.close();

    await expect(restoreEmbeddedDatabase({ dataDir: targetDir, file: backupFile })).rejects.toThrow(
      /already holds a database.*--force/,
    );
    const untouched = await openDatabase({ dataDir: targetDir });
    expect((await untouched.db.select({ email: user.email }).from(user)).map((u) => u.email)).toEqual([
      'keep-me@example.com',
    ]);
    await untouched.close();

    const result = await restoreEmbeddedDatabase({ dataDir: targetDir, file: backupFile, force: true });
    expect(result.previousMovedTo).toBeDefined();
    expect(existsSync(join(result.previousMovedTo!, 'PG_VERSION'))).toBe(true);
    const restored = await openDatabase({ dataDir: targetDir });
    expect(await rowCounts(restored)).toEqual(before.counts);
    await restored.close();
  }, 120_000);

  it('refuses to back up or restore while the database is open, and never overwrites a backup file', async () => {
    const open = await openDatabase({ dataDir: sourceDir });
    try {
      const another = join(tempDir('backup-files'), 'while-open.tar.gz');
      await expect(backupEmbeddedDatabase({ dataDir: sourceDir, file: another })).rejects.toThrow(
        /already open in another process/,
      );
      expect(existsSync(another)).toBe(false);
      await expect(
        restoreEmbeddedDatabase({ dataDir: sourceDir, file: backupFile, force: true }),
      ).rejects.toThrow(/already open in another process/);
    } finally {
      await open.close();
    }
    await expect(backupEmbeddedDatabase({ dataDir: sourceDir, file: backupFile })).rejects.toThrow(
      /already exists/,
    );
    expect(readdirSync(sourceDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
  }, 120_000);

  it('runs as npm scripts: a backup to the named file, a refused restore, and pg_dump advice on PostgreSQL', async () => {
    const file = join(tempDir('backup-cli'), 'cli.tar.gz');
    const env = { ...process.env, DATA_DIR: sourceDir, DATABASE_URL: '', NODE_ENV: 'development' };
    const backup = await run(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', file], { env });
    expect(backup.stdout).toContain(`to ${file}`);
    expect(existsSync(file)).toBe(true);

    const refused = await run(process.execPath, ['--import', 'tsx', 'scripts/db-restore.ts', file], {
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/already holds a database/) });

    const onPostgres = await run(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts'], {
      env: { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(onPostgres).toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') });
  }, 120_000);
});
