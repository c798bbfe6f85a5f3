import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exampleContactSubmission } from '@tod/domain/contracts';
import { describe, expect, it } from 'vitest';
import { seedDataDir } from '../../e2e/support/serverBuild.mjs';
import { waitFor } from './waitFor.ts';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
  return { child, output, exited };
}

describe('main', () => {
  it('exits at once with a message naming PORT when PORT is not a number', async () => {
    const { output, exited } = startMain({ PORT: 'abc' });
    expect(await exited).toBe(78);
    expect(output.stderr).toContain('PORT');
    expect(output.stderr).toContain('Invalid environment');
  });

  it('serves, queues a contact mail as .eml, and on SIGTERM closes the server, worker and database and exits 0', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tod-main-'));
    const { child, output, exited } = startMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      const port = await waitFor(() => /"event":"listening","port":(\d+)/.exec(output.stdout)?.[1], {
        timeoutMs: 90_000,
        what: 'the server to listen',
      });
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      const response = await fetch(`${base}/api/contact-form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(exampleContactSubmission()),
      });
      expect(response.status).toBe(201);
      await waitFor(async () => (await readdir(join(dataDir, 'mail')).catch(() => [])).length === 1, { what: 'the .eml file' });
      // A process manager and a wrapper script may both pass the signal on: the second must not cut the first short.
      child.kill('SIGTERM');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output.stdout).toContain('"event":"shutdown"');
      expect(output.stdout).toContain('"event":"stopped"');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a second server on the same DATA_DIR, naming the directory and the holder pid, and restarts after a SIGKILL (issue 21.1)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tod-main-lock-'));
    // The first start's initdb is the test above's; this one starts on the migrated template (decision 0460).
    await seedDataDir(dataDir);
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const first = startMain(env);
    let third: ReturnType<typeof startMain> | undefined;
    try {
      await waitFor(() => /"event":"listening"/.test(first.output.stdout), { timeoutMs: 90_000, what: 'the first server to listen' });
      const second = startMain(env);
      expect(await second.exited).toBe(73);
      expect(second.output.stderr).toContain(dataDir);
      expect(second.output.stderr).toContain(`pid ${first.child.pid}`);
      expect(second.output.stdout).not.toContain('"event":"listening"');

      first.child.kill('SIGKILL');
      await first.exited;
      third = startMain(env);
      const port = await waitFor(() => /"event":"listening","port":(\d+)/.exec(third?.output.stdout ?? '')?.[1], {
        timeoutMs: 90_000,
        what: 'the restarted server to listen',
      });
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    } finally {
      for (const run of [first, third]) if (run && run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
