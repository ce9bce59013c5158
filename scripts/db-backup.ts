// `npm run db:backup [file]`: a consistent dump of the embedded database in DATA_DIR (default file:
// backups/boardly-<timestamp>.tar.gz). Refuses while a server has the database open; on PostgreSQL (DATABASE_URL)
// it names pg_dump instead of wrapping it (decision 010).
import { resolve } from 'node:path';
import { BackupError, backupEmbeddedDatabase } from '@server/db/pglite-backup';
import { DatabaseLockedError } from '@server/db/pglite-lock';
import { parseEnv } from '@server/env';
import { postgresBackupAdvice } from './db-backup-advice';

const env = parseEnv();
if (env.DATABASE_URL) {
  console.error(postgresBackupAdvice('backup'));
  process.exit(2);
}
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(args[0] ?? `backups/boardly-${stamp}.tar.gz`);
try {
  const result = await backupEmbeddedDatabase({ dataDir: env.dataDir, file });
  console.log(`Backed up ${env.dataDir} to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB).`);
  console.log('Uploaded files (DATA_DIR/uploads) are plain files: copy them alongside (cp -a, rsync).');
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
