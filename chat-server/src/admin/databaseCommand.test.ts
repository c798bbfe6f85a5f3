import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const dirs: string[] = [];

/** Runs `npm run staff|seed` as a user would, without a database URL, in a fresh data directory. */
function run(command: 'staffCommand' | 'seedCommand', args: string[], env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tod-command-'));
  dirs.push(dataDir);
  if (env.HELD === '1') {
    mkdirSync(join(dataDir, 'pg'));
    writeFileSync(join(dataDir, 'pg', 'postmaster.pid'), '4242\n');
  }
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, `${command}.ts`), ...args], {
    env: { ...inherited, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stderr: result.stderr };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the one-off database commands', { timeout: 300_000 }, () => {
  it('stop with 78 and name the variable when the environment is invalid', () => {
    const { code, stderr } = run('staffCommand', ['list'], { PORT: 'not-a-port' });
    expect(code).toBe(78);
    expect(stderr).toContain('PORT');
  });

  it('stop with 75 while a server holds the embedded data directory', () => {
    const { code, stderr } = run('seedCommand', ['--items', '5'], { HELD: '1' });
    expect(code).toBe(75);
    expect(stderr).toContain('is in use');
  });

  it('stop with 64 and the usage on bad arguments, before opening anything', () => {
    expect(run('seedCommand', ['--items', '0']).code).toBe(64);
    const staff = run('staffCommand', ['add', '--bogus']);
    expect(staff.code).toBe(64);
    expect(staff.stderr).toContain('Usage: npm run staff');
  });
});
