// Backup and restore of the embedded database (PGlite in DATA_DIR/pglite) as PGlite's own gzipped tarball of the
// data directory. Both take the directory lock first, so they refuse while a server has the database open: PGlite
// is single-process, and copying files another process is writing gives a torn copy (see decision 010).
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDirectoryLock } from './pglite-lock';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');
const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));
const isNonEmptyDir = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** Writes all bytes, flushes them to disk, then renames into place: a crash never leaves half a backup file. */
function writeFileDurably(file: string, bytes: Uint8Array) {
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  const fd = openSync(partial, 'wx');
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
}

export interface BackupResult {
  file: string;
  bytes: number;
}

/** A consistent dump: the database is opened under the lock, checkpointed, and its directory archived. */
export async function backupEmbeddedDatabase(options: {
  dataDir: string;
  file: string;
}): Promise<BackupResult> {
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.file);
  if (!hasDatabase(pgliteDirOf(dataDir))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (no ${pgliteDirOf(dataDir)}).`);
  }
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another file name.`);
  const lock = acquireDirectoryLock(dataDir);
  try {
    const client = new PGlite(pgliteDirOf(dataDir));
    try {
      // After a checkpoint every committed page is in the data files, so the archive restores without replaying WAL.
      await client.exec('CHECKPOINT');
      const archive = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await archive.arrayBuffer());
      mkdirSync(dirname(file), { recursive: true });
      writeFileDurably(file, bytes);
      return { file, bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export interface RestoreResult {
  dataDir: string;
  /** Where the database that was there before went (only with force on a non-empty target). */
  previousMovedTo?: string;
}

/**
 * Unpacks a backup into DATA_DIR/pglite. The archive is loaded into a staging directory and opened once (proving it
 * is a database) before it is renamed into place; an existing database is never deleted, only moved aside (force).
 */
export async function restoreEmbeddedDatabase(options: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<RestoreResult> {
  const dataDir = resolve(options.dataDir);
  const file = resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup file at ${file}.`);
  const bytes = readFileSync(file);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new BackupError(`${file} is not a backup made by db:backup (not a gzipped archive).`);
  }
  const target = pgliteDirOf(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirectoryLock(dataDir);
  try {
    const occupied = isNonEmptyDir(target);
    if (occupied && !options.force) {
      throw new BackupError(
        `${target} already holds a database. Restore into a new DATA_DIR, or pass --force to move it aside.`,
      );
    }
    const staging = join(dataDir, `pglite.restoring-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    try {
      const client = new PGlite(staging, {
        loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }),
      });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupError(
        `${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let previousMovedTo: string | undefined;
    if (existsSync(target)) {
      if (occupied) {
        previousMovedTo = join(
          dataDir,
          `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
        );
        renameSync(target, previousMovedTo);
      } else {
        rmSync(target, { recursive: true, force: true });
      }
    }
    renameSync(staging, target);
    return { dataDir, previousMovedTo };
  } finally {
    lock.release();
  }
}
