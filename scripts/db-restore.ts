// `npm run db:restore <file> [--force]`: unpacks a db:backup archive into DATA_DIR. Refuses a DATA_DIR that already
// holds a database (with --force that database is moved aside, never deleted) and refuses while a server has it open.
import { BackupError, restoreEmbeddedDatabase } from '@server/db/pglite-backup';
import { DatabaseLockedError } from '@server/db/pglite-lock';
import { parseEnv } from '@server/env';
import { postgresBackupAdvice } from './db-backup-advice';

const env = parseEnv();
if (env.DATABASE_URL) {
  console.error(postgresBackupAdvice('restore'));
  process.exit(2);
}
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]   (into DATA_DIR, default ./data)');
  process.exit(2);
}
try {
  const result = await restoreEmbeddedDatabase({
    dataDir: env.dataDir,
    file,
    force: args.includes('--force'),
  });
  if (result.previousMovedTo)
    console.log(`The database that was there is kept in ${result.previousMovedTo}.`);
  console.log(`Restored ${file} into ${result.dataDir}. Start the server as usual (npm start).`);
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
