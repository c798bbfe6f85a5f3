import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file inside DATA_DIR; it holds who owns the directory. */
export const LOCK_FILE_NAME = 'server.lock';

interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for the holder. */
  startTicks: number | null;
  lockedAt: string;
}

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly holderHost: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (pid ${holderPid} on ${holderHost}). ` +
        'Stop that server first, or give this one its own DATA_DIR (several servers can share a Postgres DATABASE_URL).' +
        (holderHost === hostname()
          ? ''
          : ` This host cannot tell whether ${holderHost} still runs it: if that machine or container is gone, delete ` +
            `${join(dataDir, LOCK_FILE_NAME)} and start again.`),
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still this process's. Safe to call twice. */
  release(): Promise<void>;
}

/**
 * Takes the exclusive lock on an embedded data directory: one server process per DATA_DIR. The lock
 * file names the holder's pid; a lock whose holder is gone (a SIGKILL, a power cut) is stale and taken
 * over, so a crash never blocks the restart (docs/decisions/0050-data-dir-lock.md).
 * @throws DataDirLockedError naming the directory and the holder's pid when a live process holds it
 * @example const lock = await lockDataDir(config.dataDir); … await lock.release();
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const own: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startTicks: await startTicksOf(process.pid),
    lockedAt: new Date().toISOString(),
  };
  const content = `${JSON.stringify(own)}\n`;
  // Written aside, then linked into place: link() fails when the lock exists, and a reader never sees half a file.
  const draft = `${path}.${process.pid}.draft`;
  await writeFile(draft, content);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await link(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      const existing = await readFile(path, 'utf8').catch(() => undefined);
      if (existing === undefined) continue; // released meanwhile
      const holder = parseHolder(existing);
      if (holder && (await isAlive(holder))) throw new DataDirLockedError(dataDir, holder.pid, holder.host);
      // Stale: remove it only if it is still the one just judged (another starter may have replaced it).
      if ((await readFile(path, 'utf8').catch(() => undefined)) === existing) await unlink(path).catch(() => {});
    }
  } finally {
    await unlink(draft).catch(() => {});
  }
  let released = false;
  return {
    path,
    async release() {
      if (released) return;
      released = true;
      if ((await readFile(path, 'utf8').catch(() => undefined)) === content) await unlink(path).catch(() => {});
    },
  };
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0 || typeof value.host !== 'string') return undefined;
    return {
      pid: value.pid,
      host: value.host,
      startTicks: typeof value.startTicks === 'number' ? value.startTicks : null,
      lockedAt: String(value.lockedAt),
    };
  } catch {
    return undefined; // unreadable: nobody can prove they hold it
  }
}

/**
 * Whether the lock's holder still runs. A holder on another host (a shared network disk) cannot be
 * checked from here and counts as alive; so does a process that exists but that we may not signal.
 */
async function isAlive(holder: LockHolder): Promise<boolean> {
  if (holder.host !== hostname()) return true;
  // Our own pid in the file: an earlier run of a server that got the same pid (containers start at 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (holder.startTicks === null) return true;
  const ticks = await startTicksOf(holder.pid);
  // A different start time: the pid now belongs to an unrelated process.
  return ticks === null || ticks === holder.startTicks;
}

/** Field 22 of /proc/<pid>/stat (start time since boot); null where /proc does not exist. */
async function startTicksOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}
