import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICE_REGION_KEYS } from '@tod/domain';
import { STAFF_ROLES, type StaffRole } from '@tod/domain/contracts';
import type { Database } from '../store/database.ts';
import { recordAudit } from './audit.ts';
import { hashPassword, passwordProblem } from './password.ts';
import { type PasswordInput, readPassword } from './readPassword.ts';
import {
  addStaff,
  disableStaff,
  listStaff,
  parseRegions,
  resetStaffPassword,
  StaffInputError,
  setStaffDisplayName,
} from './staffAccounts.ts';

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  add --email E --role owner|dispatcher --regions all|${SERVICE_REGION_KEYS.join(',')} [--name N]
  set-name --email E --name N   (the name a visitor sees in a live chat; --name "" goes back to the email's)
  list
  disable --email E
  reset-password --email E
The password is asked on the terminal (not shown), or read as one line from standard input.`;

export class UsageError extends Error {}

export interface StaffCliIo extends PasswordInput {
  /** Messages for the person at the terminal. */
  log(line: string): void;
  now(): Date;
}

/** Runs one `npm run staff` command against an open database. */
export async function runStaffCommand(argv: readonly string[], database: Database, io: StaffCliIo): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: [...rest],
    options: { email: { type: 'string' }, role: { type: 'string' }, regions: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const email = () => {
    if (!values.email) throw new UsageError('Give --email');
    return values.email;
  };
  switch (command) {
    case 'add': {
      const role = values.role as StaffRole | undefined;
      if (!role || !STAFF_ROLES.includes(role)) throw new UsageError('Give --role owner or --role dispatcher');
      if (!values.regions) throw new UsageError('Give --regions all or a comma-separated list of region keys');
      const regions = parseRegions(values.regions, role);
      const address = email();
      const passwordHash = await hashPassword(await newPassword(io));
      const account = await database.transaction(async (tx) => {
        const added = await addStaff(tx, { email: address, displayName: values.name, role, regions, passwordHash }, io.now());
        await recordAudit(tx, { actor: 'cli', action: 'staff_add', detail: { staffId: added.id, role, regions } }, io.now());
        return added;
      });
      io.log(`Added ${account.role} ${account.email} (${account.regions.join(', ')}). Sign in at /admin.`);
      return;
    }
    case 'set-name': {
      if (values.name === undefined) throw new UsageError('Give --name (or --name "" for the name from the email)');
      const name = values.name.trim() === '' ? null : values.name;
      const account = await setStaffDisplayName(database, email(), name);
      if (!account) throw new StaffInputError(`No account with the email ${email()}`);
      await recordAudit(database, { actor: 'cli', action: 'staff_set_name', detail: { staffId: account.id } }, io.now());
      io.log(`${account.email} is shown to visitors as ${account.displayName ?? 'the name in their email'}.`);
      return;
    }
    case 'list': {
      const accounts = await listStaff(database);
      if (accounts.length === 0)
        io.log('No staff accounts yet. Add the first with: npm run staff -- add --email … --role owner --regions all');
      for (const account of accounts) {
        io.log(
          `${account.id}\t${account.email}\t${account.displayName ?? '-'}\t${account.role}\t${account.regions.join(',')}\t${account.disabled ? 'disabled' : 'active'}`,
        );
      }
      return;
    }
    case 'disable': {
      const account = await disableStaff(database, email(), io.now());
      if (!account) throw new StaffInputError(`No account with the email ${email()}`);
      await recordAudit(database, { actor: 'cli', action: 'staff_disable', detail: { staffId: account.id } }, io.now());
      io.log(`Disabled ${account.email}; their sessions have ended.`);
      return;
    }
    case 'reset-password': {
      const passwordHash = await hashPassword(await newPassword(io));
      const account = await resetStaffPassword(database, email(), passwordHash, io.now());
      if (!account) throw new StaffInputError(`No account with the email ${email()}`);
      await recordAudit(database, { actor: 'cli', action: 'staff_reset_password', detail: { staffId: account.id } }, io.now());
      io.log(`New password set for ${account.email}; the account is enabled and its other sessions have ended.`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Give a command');
  }
}

/** Asks for a new password (twice on a terminal) and checks it. */
async function newPassword(io: StaffCliIo): Promise<string> {
  const password = await readPassword('Password: ', io);
  const problem = passwordProblem(password);
  if (problem) throw new StaffInputError(problem);
  if (io.input.isTTY && (await readPassword('Repeat the password: ', io)) !== password) throw new StaffInputError('The passwords differ.');
  return password;
}

/**
 * The embedded database has one owner: PGlite keeps postmaster.pid in its data directory while it is open
 * (and a server that was killed leaves it behind).
 */
export function embeddedDatabaseInUse(dataDir: string): string | undefined {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  return `The data directory ${join(dataDir, 'pg')} is in use: stop the server first (npm start holds it), then run this command again.
If no server is running (it was killed), remove ${pidFile} and try again.`;
}
