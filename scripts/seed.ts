// `npm run db:seed`: loads the demo data on demand (into DATABASE_URL, or the embedded database in DATA_DIR).
import { openDatabase } from '@server/db/client';
import { isDatabaseEmpty, seedDemoData } from '@server/features/demo/demo-seed';
import { parseEnv } from '@server/env';

const env = parseEnv();
if (env.isProduction) {
  console.error('Refusing to seed demo data in production.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  if (!(await isDatabaseEmpty(database.db))) {
    console.log('The database already has users; demo data is only loaded into an empty database.');
  } else {
    const logins = await seedDemoData(database.db);
    console.log(
      `Seeded demo data. Logins:\n${logins.map((l) => `  ${l.role.padEnd(8)} ${l.email}  ${l.password}`).join('\n')}`,
    );
  }
} finally {
  await database.close();
}
