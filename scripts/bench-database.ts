// The benchmarks' database: embedded PGlite, or a throwaway database on the server named by BENCH_DATABASE_URL,
// dropped when closed.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';

export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  prefix = 'boardly_bench',
): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
