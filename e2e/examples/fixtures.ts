// Starts, once per Playwright worker, everything the partner examples need: a chat server whose
// CORS_ORIGINS lists exactly the two example origins, the showroom and the React app on their own
// origins, and the showroom once more on an origin that is not on the list.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { REPO_ROOT, spawnServer } from '../support/serverProcess.mjs';

export interface Examples {
  /** The chat server, e.g. http://127.0.0.1:41234 */
  server: string;
  /** The showroom on an allowed origin. */
  showroom: string;
  /** The React app on an allowed origin. */
  reactApp: string;
  /** The same showroom on an origin outside CORS_ORIGINS. */
  refusedShowroom: string;
}

const SERVE = join(REPO_ROOT, 'examples/serve.mjs');
const VITE = join(REPO_ROOT, 'node_modules/vite/bin/vite.js');

export const test = base.extend<object, { examples: Examples }>({
  examples: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const [serverPort, showroomPort, reactPort, refusedPort] = portsOfWorker(workerInfo.parallelIndex);
      const allowed = [`http://127.0.0.1:${showroomPort}`, `http://127.0.0.1:${reactPort}`];
      const reactDist = await mkdtemp(join(tmpdir(), 'tod-react-app-'));
      const children: ChildProcess[] = [];
      const build = run(process.execPath, [
        VITE,
        'build',
        'examples/react-app',
        '--outDir',
        reactDist,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ]);
      // A generous start-up limit: on a shared, busy machine the server can take long to be ready.
      const starting = spawnServer({ port: serverPort, env: { CORS_ORIGINS: allowed.join(',') }, stdio: 'ignore', timeoutMs: 200_000 });
      const [built, started] = await Promise.allSettled([build, starting]);
      try {
        if (started.status === 'rejected') throw started.reason;
        if (built.status === 'rejected') throw built.reason;
        const server = started.value;
        const serve = (site: string, env: Record<string, string>) => startExample(site, { TOD_SERVER: server.url, ...env }, children);
        const [showroom, reactApp, refusedShowroom] = await Promise.all([
          serve('showroom', { SHOWROOM_PORT: String(showroomPort) }),
          serve('react-app', { REACT_APP_PORT: String(reactPort), REACT_APP_DIST: reactDist }),
          serve('showroom', { SHOWROOM_PORT: String(refusedPort) }),
        ]);
        await use({ server: server.url, showroom, reactApp, refusedShowroom });
      } finally {
        for (const child of children) child.kill('SIGTERM');
        if (started.status === 'fulfilled') await started.value.stop();
        await rm(reactDist, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});

export { expect } from '@playwright/test';

/**
 * Four fixed ports per worker in this suite's range (4400-4449). Ports asked of the OS and closed again
 * raced with the other worker's processes, so each worker gets its own block; parallelIndex is unique
 * among the workers running at once.
 */
function portsOfWorker(parallelIndex: number): [number, number, number, number] {
  const base = 4400 + (parallelIndex % 12) * 4;
  return [base, base + 1, base + 2, base + 3];
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}):\n${stderr}`))));
  });
}

/** Runs examples/serve.mjs and resolves with the URL it prints once it listens. */
function startExample(site: string, env: Record<string, string>, children: ChildProcess[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, site], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /on (http:\/\/[^\s]+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs ${site} exited (${code}): ${output}`)));
  });
}
