// Migration 0021 (decision 048) on a copy of the demo data: today's single-user companies become their owners and
// nothing else changes. The demo is seeded, the team tables are put back as they were before the migration (empty),
// and the migration's own backfill statement — read from the migration file — is run again; then every company has
// exactly one member, its owner (the profile's user), every other table is byte-for-byte as it was, and the demo
// company's login still finds its positions and applicants.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemoData } from '@server/features/demo/demo-seed';
import type { PositionPicker } from '@shared/schemas/company';
import { signedInClient } from '../setup/http';
import { changedTables, fingerprintTables } from '../setup/table-fingerprint';
import { useTestApp } from '../setup/test-app';

const TEAM_TABLES = [
  'company_members',
  'company_position_assignments',
  'company_invitations',
  'company_audit_log',
];

/** The migration's backfill, exactly as the file holds it (the statement after its comment). */
function backfillStatement(): string {
  const file = readFileSync(join(process.cwd(), 'drizzle/0021_company_team.sql'), 'utf8');
  const start = file.indexOf('INSERT INTO company_members (company_id, user_id, role, created_at)\n  SELECT');
  if (start < 0) throw new Error('the backfill statement is not in the migration');
  return file.slice(start).split(';')[0]!;
}

describe('migration 0021: companies become teams', { timeout: 120_000 }, () => {
  const t = useTestApp();

  it('makes every existing company its owner’s, and loses nothing', async () => {
    const { db } = t.database;
    await seedDemoData(db);
    // Before the migration there were no team rows.
    for (const table of TEAM_TABLES) await db.execute(sql.raw(`delete from ${table}`));
    const before = await fingerprintTables(db);

    await db.execute(sql.raw(backfillStatement()));

    const after = await fingerprintTables(db);
    expect(changedTables(before, after)).toEqual(['company_members']);
    const owners = await db.execute<{
      companies: number;
      members: number;
      owners: number;
      mismatched: number;
    }>(sql`
      select
        (select count(*)::int from company_profiles) as companies,
        (select count(*)::int from company_members) as members,
        (select count(*)::int from company_members where role = 'owner') as owners,
        (select count(*)::int from company_profiles p
           where not exists (select 1 from company_members m
                             where m.company_id = p.id and m.user_id = p.user_id and m.role = 'owner')) as mismatched
    `);
    const figures = owners.rows[0]!;
    expect(figures.companies).toBeGreaterThan(10);
    expect(figures).toEqual({
      companies: figures.companies,
      members: figures.companies,
      owners: figures.companies,
      mismatched: 0,
    });

    // Running it again changes nothing (a migration re-run or a partial one is harmless).
    await db.execute(sql.raw(backfillStatement()));
    expect(changedTables(after, await fingerprintTables(db))).toEqual([]);

    // The demo company's owner still has everything.
    const company = DEMO_LOGINS[1];
    const client = await signedInClient(t.app, company.email, company.password);
    const picker = await client.get<PositionPicker>('/api/company/applicants/positions');
    expect(picker.body.positions).toHaveLength(3);
    expect((await client.get('/api/me')).body).toMatchObject({
      companyRole: 'owner',
      companyProfileCompleted: true,
    });
  });

  it('seeds the demo company as a team: owner, hiring member and interviewer with their logins', async () => {
    await seedDemoData(t.database.db);
    const hiring = await signedInClient(t.app, 'hiring@boardly.example', DEMO_LOGINS[1].password);
    const interviewer = await signedInClient(t.app, 'interviewer@boardly.example', DEMO_LOGINS[1].password);
    expect(
      (await hiring.get<PositionPicker>('/api/company/applicants/positions')).body.positions,
    ).toHaveLength(3);
    expect(
      (await interviewer.get<PositionPicker>('/api/company/applicants/positions')).body.positions,
    ).toHaveLength(1);
    expect((await interviewer.get('/api/me')).body).toMatchObject({ companyRole: 'interviewer' });
  });
});
