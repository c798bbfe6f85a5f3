import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run eval -- ARGS`, run as the npm script does. */
const evalWith = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/eval.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

/** Each run loads the whole assistant (several seconds on a shared machine). */
const SLOW = 60_000;

describe('npm run eval -- --blind', () => {
  it(
    'refuses a --blind without a file',
    () => {
      const run = evalWith('--blind');
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('--blind needs a file');
    },
    SLOW,
  );

  it(
    'refuses --record without a blind set',
    () => {
      const run = evalWith('--record');
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('--record goes with --blind FILE');
    },
    SLOW,
  );

  it(
    'names a set it cannot read, and why, without a stack trace',
    () => {
      const run = evalWith('--blind', '/nonexistent/set.json');
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('blind set /nonexistent/set.json: cannot read it (ENOENT)');
      expect(run.stderr).not.toContain('    at ');
    },
    SLOW,
  );

  it(
    'names the case and turn of a bad expectation',
    () => {
      const path = join(mkdtempSync(join(tmpdir(), 'blind-')), 'set.json');
      writeFileSync(
        path,
        JSON.stringify({
          allowedDollarFigures: [89],
          cases: [{ id: 'c1', region: 'salem', turns: [{ say: 'hi', expect: { any: ['('] } }] }],
        }),
      );
      const run = evalWith('--blind', path);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('case c1 turn 1: bad regex');
    },
    SLOW,
  );
});
