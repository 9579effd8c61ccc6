import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holderPid: string) {
    super(
      `The embedded database in ${dataDir} is already open in another Vozimo process (pid ${holderPid}). ` +
        'PGlite cannot share a data directory between processes: stop the other process, ' +
        'or give this one its own DATA_DIR, or use DATABASE_URL for a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a data directory with an O_EXCL lock file holding our pid.
 * A lock left behind by a process that no longer exists is taken over, so a crash does not
 * lock the directory forever. Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'vozimo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readFileSync(lockPath, 'utf8').trim();
      const holderPid = Number(holder);
      if (Number.isInteger(holderPid) && holderPid > 0 && holderPid !== process.pid && isProcessAlive(holderPid)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale lock (its process is gone): remove it and try once more.
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, 'unknown');
}
