import { spawnSync } from 'node:child_process';
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
 * Adds the staff accounts with `npm run staff`, as the office does, before any server runs (the embedded
 * database is only free then). `env` names the storage (DATA_DIR, DATABASE_URL).
 */
export function addStaffAccounts(staff: readonly TestStaff[], env: Record<string, string | undefined>): void {
  for (const member of staff) {
    const args = ['add', '--email', member.email, '--role', member.role ?? 'dispatcher', '--regions', member.regions];
    if (member.name) args.push('--name', member.name);
    const result = spawnSync('npm', ['run', '-s', 'staff', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      input: `${STAFF_PASSWORD}\n`,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`npm run staff failed: ${result.stderr}`);
  }
}
