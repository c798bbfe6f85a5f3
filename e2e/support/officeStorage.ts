import { spawnSync } from 'node:child_process';
import { bundledEntrySync } from './serverBuild.mjs';
import { REPO_ROOT } from './serverProcess.mjs';

/** The password of every staff account a browser test adds. */
export const STAFF_PASSWORD = 'a long enough password';

/** A staff account to add before the servers start. */
export interface TestStaff {
  email: string;
  role?: 'owner' | 'dispatcher';
  regions: string;
  /** The name a visitor sees in a live chat (`--name`). */
  name?: string;
}

/**
 * Adds the staff accounts with the office's `npm run staff` command before any server runs (the embedded
 * database is only free then): its bundle beside the test server's when that is made (no npm and tsx start per
 * account, decision 0460), else `npm run staff` itself. `env` names the storage (DATA_DIR, DATABASE_URL).
 */
export function addStaffAccounts(staff: readonly TestStaff[], env: Record<string, string | undefined>): void {
  const bundled = process.env.TOD_TEST_SERVER === 'tsx' ? undefined : bundledEntrySync('staffCommand');
  for (const member of staff) {
    const args = ['add', '--email', member.email, '--role', member.role ?? 'dispatcher', '--regions', member.regions];
    if (member.name) args.push('--name', member.name);
    const [command, commandArgs] = bundled ? [process.execPath, [bundled, ...args]] : ['npm', ['run', '-s', 'staff', '--', ...args]];
    const result = spawnSync(command, commandArgs, {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      input: `${STAFF_PASSWORD}\n`,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`npm run staff failed: ${result.stderr}`);
  }
}
