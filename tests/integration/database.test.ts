import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { applications, contentVersions, jobs } from '@server/db/schema';
import { createAdvisor, createCompany, createJobs } from '@tests/factories';
import { useTestApp } from '../setup/test-app';
import { usingPostgres } from '../setup/test-db';

describe(`migrations on ${usingPostgres() ? 'PostgreSQL' : 'PGlite'}`, () => {
  const t = useTestApp();

  it('creates every table of the data model', async () => {
    const result = await t.database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(result.rows.map((r) => r.tablename)).toEqual([
      'account',
      'advisor_confidentiality',
      'advisor_profile_views',
      'advisor_search_keys',
      'applicant_assessments',
      'application_answers',
      'application_fits',
      'application_motivations',
      'application_status_events',
      'applications',
      'blocks',
      'board_matrices',
      'board_members',
      'board_seats',
      'company_audit_log',
      'company_competitors',
      'company_invitations',
      'company_members',
      'company_position_assignments',
      'company_profiles',
      'company_responsiveness',
      'content_versions',
      'interview_slots',
      'interviews',
      'invitations',
      'job_match_keys',
      'jobs',
      'mail_deliveries',
      'match_runs',
      'messages',
      'notification_digest_state',
      'notification_preferences',
      'notifications',
      'page_views',
      'payment_events',
      'position_criteria',
      'position_questions',
      'profiles',
      'rate_limit',
      'reference_requests',
      'saved_searches',
      'scorecards',
      'search_terms',
      'session',
      'subscriptions',
      'threads',
      'user',
      'verification',
    ]);
  });

  it('bumps the jobs content version once per committed transaction that changes jobs, and only at commit', async () => {
    const { db } = t.database;
    const version = async () =>
      (await db.select().from(contentVersions).where(eq(contentVersions.name, 'jobs')))[0]!.version;
    const start = await version();
    const [job] = await createJobs(db, 3);
    expect(await version()).toBe(start + 1);
    await db.transaction(async (tx) => {
      await tx.update(jobs).set({ title: 'Renamed' }).where(eq(jobs.id, job!.id));
      await tx.update(jobs).set({ isActive: false });
      // Not yet: the counter moves with the commit, so nobody can read the new version before the new rows.
      expect(
        (await tx.select().from(contentVersions).where(eq(contentVersions.name, 'jobs')))[0]!.version,
      ).toBe(start + 1);
    });
    expect(await version()).toBe(start + 2);
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(jobs);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(start + 2);
    await db.delete(jobs).where(eq(jobs.id, job!.id));
    expect(await version()).toBe(start + 3);
    // Changes elsewhere leave it alone.
    await createAdvisor(db);
    expect(await version()).toBe(start + 3);
  });

  it('allows one application per job and advisor', async () => {
    const { db } = t.database;
    const [job] = await createJobs(db, 1);
    const { user } = await createAdvisor(db);
    await db.insert(applications).values({ jobId: job!.id, advisorUserId: user.id });
    await expect(
      db.insert(applications).values({ jobId: job!.id, advisorUserId: user.id }),
    ).rejects.toThrow();
  });

  it('allows one company profile per user and unique public slugs', async () => {
    const { db } = t.database;
    await createCompany(db, { user: { email: 'a@example.com' } });
    await expect(createCompany(db, { user: { email: 'a@example.com' } })).rejects.toThrow();
    await createAdvisor(db, { profile: { publicProfileSlug: 'same-slug' } });
    await expect(createAdvisor(db, { profile: { publicProfileSlug: 'same-slug' } })).rejects.toThrow();
    await createJobs(db, 1, () => ({ publicJobSlug: 'job-slug' }));
    await expect(db.insert(jobs).values({ title: 'x', publicJobSlug: 'job-slug' })).rejects.toThrow();
  });

  // Our own schema only: pg-boss keeps its tables in 'pgboss' and owns their design (decision 016).
  it('indexes every foreign key column', async () => {
    const result = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )`);
    expect(result.rows).toEqual([]);
  });
});

describe('the embedded database lock', () => {
  // Each of these two creates and migrates a new embedded database (twice here): 6 s alone, but over 30 s while the
  // PostgreSQL run, the build and the drills share the two cores (npm test), so they get a longer guard.
  it(
    'refuses a second opener of the same data directory with a clear message',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'boardly-lock-'));
      const first = await openDatabase({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in another process/);
      await first.close();
      const again = await openDatabase({ dataDir });
      await again.close();
    },
  );

  it('takes over a stale lock left by a process that died', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'boardly-lock-'));
    // A pid far above any live process stands for a server killed with SIGKILL.
    writeFileSync(join(dataDir, 'pglite.lock'), '99999999');
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
