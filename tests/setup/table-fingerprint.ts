// One md5 per table over its rows as text, in a stable order: two equal fingerprints mean nothing in those tables
// changed. Used to prove that a refused request wrote nothing (fuzzing, body-type refusals).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';

/** Every table of the app's schema (rate-limit counters, sessions and the job queue included). */
async function allTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return result.rows.map((row) => row.tablename);
}

export async function fingerprintTables(db: Db, tables?: readonly string[]): Promise<Record<string, string>> {
  const names = tables ?? (await allTables(db));
  const parts = names.map(
    (table) =>
      `(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from "${table}" r) as "${table}"`,
  );
  const result = await db.execute(sql.raw(`select ${parts.join(', ')}`));
  return result.rows[0] as Record<string, string>;
}

/** The tables whose fingerprints differ. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((table) => before[table] !== after[table]);
