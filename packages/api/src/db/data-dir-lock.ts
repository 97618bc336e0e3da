// PGlite has no lock of its own: two processes on one data directory silently lose writes. The server holds an
// exclusive lock file in DATA_DIR for as long as it runs and a second start on the same directory stops at once.
// The lock file names the holder's pid and the holder's start time, so a pid reused by an unrelated process after
// a crash is recognised as a stale lock rather than blocking the start.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

interface LockHolder {
  pid: number;
  startedAt: string | null;
}

/** The kernel's start time of a process (clock ticks since boot), or null where /proc is not available. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces; field 22 is starttime.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockFile: string): LockHolder {
  const [pid, startedAt] = fs.readFileSync(lockFile, 'utf8').trim().split(':');
  return { pid: Number(pid), startedAt: startedAt || null };
}

/** True when the recorded holder is still the very process that wrote the lock. */
function holderAlive(holder: LockHolder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid === process.pid || !isRunning(holder.pid)) return false;
  const current = processStartTime(holder.pid);
  return holder.startedAt === null || current === null || current === holder.startedAt;
}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const content = `${process.pid}:${processStartTime(process.pid) ?? ''}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, content, { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holderAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server process (pid ${holder.pid}). ` +
            'Stop it first, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      // The previous holder is gone, or its pid now belongs to another process: the lock is stale.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
