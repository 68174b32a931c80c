import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a PGlite directory that names the process serving it. */
export const PGLITE_LOCK_FILE = 'portal-server.lock';

/**
 * PGlite is PostgreSQL in one process: two processes on one directory each believe they own its files,
 * and their writes silently corrupt each other's (docs/server.md, "Security"). A server takes the
 * directory's lock before it opens it, and refuses to start while another live process holds it. A lock
 * left by a process that crashed is taken over: its holder's process id no longer answers.
 */
export class PgliteDirectoryInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `The PGlite directory ${dataDir} is in use by another portal server (process ${holder}). ` +
        'Two servers on one PGlite directory would corrupt its data: stop that server first, or run several ' +
        'servers on one PostgreSQL database (DATABASE_URL).',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory's lock for this process; returns what releases it. Throws PgliteDirectoryInUse when a live process holds it. */
export function lockPgliteDirectory(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, PGLITE_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx' creates the file only when it does not exist: of two processes starting at once, one wins.
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(file, 'utf8').trim());
      } catch {
        // Removed meanwhile: try again.
      }
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) throw new PgliteDirectoryInUse(dataDir, holder);
      if (holder === process.pid) throw new PgliteDirectoryInUse(dataDir, holder);
      // The holder crashed (or the file is unreadable): the lock is stale.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock of the PGlite directory ${dataDir}`);
}
