// Large data sets for the benchmarks, made with set-based SQL so 100 000s of rows take seconds, not minutes.
// Rows are shaped like the factories in tests/factories: roles come from `buildJob(n)` itself (sent as one JSON
// document per chunk), advisor profiles mirror `buildAdvisorProfile` with varied industries, skills and places.
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { buildJob } from '@tests/factories';

type JobInsert = typeof jobs.$inferInsert;

/** Email pattern of the seeded advisors, so later statements can select exactly them. */
export const BENCH_ADVISOR_EMAIL_LIKE = 'bench-%@advisors.example';

/**
 * Inserts roles `from` … `from + count - 1` as `buildJob(n, overrides(n))` makes them, 10 000 per statement through
 * json_populate_recordset (the generated search vector and the ids are left to the database).
 */
export async function seedBenchJobs(
  db: Db,
  {
    from = 0,
    count,
    overrides = () => ({}),
  }: { from?: number; count: number; overrides?: (n: number) => Partial<JobInsert> },
) {
  const columns = getTableColumns(jobs);
  for (let start = from; start < from + count; start += 10_000) {
    const size = Math.min(10_000, from + count - start);
    const built = Array.from({ length: size }, (_, i) => buildJob(start + i, overrides(start + i)));
    const keys = Object.keys(built[0]!).filter((key) => key in columns) as (keyof typeof columns)[];
    const names = keys.map((key) => `"${columns[key].name}"`).join(', ');
    const rows = built.map((job) =>
      Object.fromEntries(keys.map((key) => [columns[key].name, job[key as keyof JobInsert] ?? null])),
    );
    await db.execute(
      sql`insert into jobs (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::jobs, ${JSON.stringify(rows)}::json)`,
    );
  }
}

/** `count` verified advisor users with completed profiles (no credential account: they are data, not logins). */
export async function seedBenchAdvisors(db: Db, count: number) {
  await db.execute(sql`
    insert into "user" (email, role, email_verified)
    select 'bench-' || g || '@advisors.example', 'advisor', true from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into profiles (id, role, first_name, last_name, email, city, country, years_experience, hours_available,
      industries, skills, work_preference, compensation_preference, available_to_work, biography, profile_completed)
    select u.id, 'advisor', 'Advisor', 'No. ' || row_number() over (), u.email,
      (array['London','Austin','Berlin','Toronto','Lisbon'])[1 + (abs(hashtext(u.email)) % 5)],
      (array['United Kingdom','United States','Germany','Canada','Portugal'])[1 + (abs(hashtext(u.email)) % 5)],
      abs(hashtext(u.email || 'y')) % 35, 1 + abs(hashtext(u.email || 'h')) % 30,
      array[(array['Technology','Healthcare','Finance','Manufacturing','Retail','Energy'])[1 + abs(hashtext(u.email || 'i')) % 6],
            (array['Education','Media','Consulting','Finance','Technology'])[1 + abs(hashtext(u.email || 'j')) % 5]],
      array[(array['Fundraising','Operations','Strategy Development','HR','Sales','Marketing'])[1 + abs(hashtext(u.email || 'k')) % 6],
            (array['Leadership','Finance','Legal','Compliance','Technology'])[1 + abs(hashtext(u.email || 'l')) % 5],
            'Risk Management'],
      'part-time', array['paid','equity'], array['Remote'], 'Experienced operator and board member.', true
    from "user" u where u.email like ${BENCH_ADVISOR_EMAIL_LIKE}`);
}
