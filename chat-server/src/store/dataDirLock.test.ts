import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './dataDirLock.ts';

const LOCK_MODULE = new URL('./dataDirLock.ts', import.meta.url).pathname;

/** A second process that takes the lock, says so on stdout, and then waits to be killed. */
async function holderProcess(dataDir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)}); await lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  while (!output.includes('locked')) {
    if (child.exitCode !== null) throw new Error('the holder process exited before it locked');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

describe('lockDataDir (issue 21.1)', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const freshDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tod-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second process while the first holds the directory, naming the directory and its pid', async () => {
    const dataDir = await freshDir();
    const holder = await holderProcess(dataDir);
    children.push(holder);
    const refused = await lockDataDir(dataDir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(dataDir);
    expect((refused as Error).message).toContain(`pid ${holder.pid}`);
  });

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const dataDir = await freshDir();
    const holder = await holderProcess(dataDir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const lock = await lockDataDir(dataDir);
    const content = JSON.parse(await readFile(lock.path, 'utf8')) as { pid: number };
    expect(content.pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse)', async () => {
    const dataDir = await freshDir();
    // pid 1 runs, but started at another tick than the one recorded.
    await writeFile(join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: 1, host: hostname(), startTicks: -5, lockedAt: '' }));
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it("treats a lock holding this process's own pid as an earlier run's (containers reuse pids)", async () => {
    const dataDir = await freshDir();
    await writeFile(join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: process.pid, host: hostname(), startTicks: null, lockedAt: '' }));
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it('frees the directory on release, and release twice is harmless', async () => {
    const dataDir = await freshDir();
    const lock = await lockDataDir(dataDir);
    await lock.release();
    await lock.release();
    await expect(readFile(join(dataDir, LOCK_FILE_NAME), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('counts a holder on another host as alive (a shared disk cannot be checked from here)', async () => {
    const dataDir = await freshDir();
    await writeFile(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 4242, host: 'other-host.example', startTicks: null, lockedAt: '' }),
    );
    await expect(lockDataDir(dataDir)).rejects.toThrow(/pid 4242 on other-host\.example/);
    // A recreated container has a new host name: the message says how to start again once that host is gone.
    await expect(lockDataDir(dataDir)).rejects.toThrow(`delete ${join(dataDir, LOCK_FILE_NAME)} and start again`);
  });

  it('takes over an unreadable lock file', async () => {
    const dataDir = await freshDir();
    await writeFile(join(dataDir, LOCK_FILE_NAME), '{half');
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });
});
