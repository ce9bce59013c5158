// The benchmarks' database: embedded PGlite, or a throwaway database on the server named by BENCH_DATABASE_URL,
// dropped when closed.
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '@server/db/client';
import { createDatabase, databaseUrlOn, dropDatabase } from '../tests/setup/postgres-databases';

export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  prefix = 'boardly_bench',
): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  const adminUrl = process.env.BENCH_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await createDatabase(adminUrl, name);
  const database = await openDatabase({ databaseUrl: databaseUrlOn(adminUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
