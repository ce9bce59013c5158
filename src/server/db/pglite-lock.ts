// PGlite has no locking of its own: two processes on one data directory silently lose writes.
// We hold a lock file with our pid; a second opener is refused while that process is alive.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already open in another process (pid ${pid}). ` +
        'PGlite is single-process: stop that process, or set DATABASE_URL to use PostgreSQL for several processes.',
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DirectoryLock {
  release: () => void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const file = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(dataDir, holder);
      }
      if (holder === process.pid) throw new DatabaseLockedError(dataDir, holder);
      // A stale lock left by a process that died (e.g. SIGKILL): take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
