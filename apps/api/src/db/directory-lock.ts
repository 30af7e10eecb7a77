import fs from 'node:fs';
import path from 'node:path';

export class DirectoryLockedError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const lockFileOf = (dir: string) => path.join(dir, '..', 'kurye-ofis.lock');

/** The PID of the live process holding the lock of `dir`, if any (the backup asks that process to make the dump). */
export function lockHolder(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFileOf(dir), 'utf8'));
    return pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite keeps no file lock, and two processes on one directory corrupt it. A lock file holding our PID is taken
 * with O_EXCL; a stale one (its process gone) is taken over.
 */
export function acquireDirectoryLock(dir: string) {
  const file = lockFileOf(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DirectoryLockedError(
          `The data directory ${path.dirname(file)} is in use by another Kurye Ofis process (PID ${pid}). ` +
            'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock the data directory ${path.dirname(file)}.`);
}
