// Starts the real chat server (chat-server/src/main.ts, bundled by serverBuild.mjs) as a child process and waits
// until it answers. Shared by the Playwright webServer (server.mjs), startServer.ts and the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDataDir, serverBundle } from './serverBuild.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MAIN_PATH = join(REPO_ROOT, 'chat-server/src/main.ts');

/** Origins of the examples (4301/4302) and the dev servers: allowed to call the API in tests. */
export const TEST_CORS_ORIGINS = [
  'http://localhost:4301',
  'http://127.0.0.1:4301',
  'http://localhost:4302',
  'http://127.0.0.1:4302',
  'http://localhost:5173',
];

/**
 * @param {{ port: number, env?: Record<string, string>, dataDir?: string, stdio?: 'inherit' | 'ignore' | 'pipe', timeoutMs?: number }} options
 * @returns {Promise<{ url: string, port: number, dataDir: string, child: import('node:child_process').ChildProcess, stop: () => Promise<number | null>, kill: (signal?: NodeJS.Signals) => Promise<number | null> }>}
 */
export async function spawnServer(options) {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'tod-e2e-')));
  const url = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    CONTACT_RATE_LIMIT: '10000',
    CORS_ORIGINS: [...TEST_CORS_ORIGINS, url, `http://localhost:${options.port}`].join(','),
    ...options.env,
  };
  // The bundled server; on the embedded database a new DATA_DIR starts from the migrated template, not initdb.
  // TOD_TEST_SERVER=tsx starts main.ts as `npm start` does, initdb included (the benchmarks do, to measure that).
  const asNpmStart = process.env.TOD_TEST_SERVER === 'tsx';
  let args = ['--import', 'tsx', MAIN_PATH];
  if (!asNpmStart) {
    try {
      if (!env.DATABASE_URL) await seedDataDir(dataDir);
      args = [join(await serverBundle(), 'main.mjs')];
    } catch (error) {
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: options.stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const kill = async (signal = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const result = await exited;
    await cleanup();
    return result;
  };
  const stop = () => kill('SIGTERM');

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await cleanup();
      throw new Error(`Server exited before it was ready (exit ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`Server on ${url} not ready in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port: options.port, dataDir, child, stop, kill };
}
