import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.ts';
import { openMemoryTestDatabase } from '../store/testDatabases.ts';
import { verifyPassword } from './password.ts';
import { findStaffByEmail } from './staffAccounts.ts';
import { embeddedDatabaseInUse, runStaffCommand, type StaffCliIo } from './staffCli.ts';

/** Standard input that is not a terminal, holding these lines; the lines the command prints. */
function pipedIo(stdin: string): StaffCliIo & { lines: string[]; prompts: string } {
  const input = new PassThrough();
  input.end(stdin);
  const output = new PassThrough();
  let prompts = '';
  output.on('data', (chunk) => {
    prompts += String(chunk);
  });
  const lines: string[] = [];
  return {
    input,
    output,
    lines,
    get prompts() {
      return prompts;
    },
    log: (line) => lines.push(line),
    now: () => new Date(),
  };
}

/** A terminal: raw mode, keys typed one by one (with a Backspace), nothing echoed. */
function terminalIo(keys: string): StaffCliIo & { lines: string[]; echoed: () => string; rawModes: boolean[] } {
  const input = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[] });
  const rawModes: boolean[] = [];
  Object.assign(input, { setRawMode: (mode: boolean) => rawModes.push(mode) });
  const output = new PassThrough();
  let echoed = '';
  output.on('data', (chunk) => {
    echoed += String(chunk);
  });
  setTimeout(() => input.write(keys), 10);
  const lines: string[] = [];
  return { input, output, lines, rawModes, echoed: () => echoed, log: (line) => lines.push(line), now: () => new Date() };
}

describe('npm run staff', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openMemoryTestDatabase());
  });
  afterAll(async () => dispose());

  it('adds the first owner with every region, the password read as one line of standard input', async () => {
    const io = pipedIo('a long enough password\nignored second line\n');
    await runStaffCommand(['add', '--email', 'Boss@Example.com', '--role', 'owner', '--regions', 'all'], database, io);
    const account = await findStaffByEmail(database, 'boss@example.com');
    expect(account).toMatchObject({
      email: 'boss@example.com',
      role: 'owner',
      regions: ['portland-metro', 'salem', 'sw-washington', 'idaho', 'nationwide'],
    });
    expect(account?.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword('a long enough password', account?.passwordHash ?? '')).toBe(true);
    expect(io.lines.join('\n')).toContain('Added owner boss@example.com');
  });

  it('reads the password on a terminal without echoing it, and asks twice', async () => {
    const io = terminalIo('secret passwordX\u007f\rsecret password\r');
    await runStaffCommand(['add', '--email', 'tty@example.com', '--role', 'dispatcher', '--regions', 'salem,idaho'], database, io);
    const account = await findStaffByEmail(database, 'tty@example.com');
    expect(account?.regions).toEqual(['salem', 'idaho']);
    expect(await verifyPassword('secret password', account?.passwordHash ?? '')).toBe(true);
    expect(io.echoed()).not.toContain('secret');
    expect(io.echoed()).toContain('Repeat the password');
    expect(io.rawModes).toEqual([true, false, true, false]);
  });

  it('refuses a short password, an unknown region, a second account with the same email and a missing role', async () => {
    await expect(
      runStaffCommand(['add', '--email', 'x@example.com', '--role', 'dispatcher', '--regions', 'salem'], database, pipedIo('short\n')),
    ).rejects.toThrow(/at least 12/);
    await expect(
      runStaffCommand(
        ['add', '--email', 'x@example.com', '--role', 'dispatcher', '--regions', 'mars'],
        database,
        pipedIo('a long enough password\n'),
      ),
    ).rejects.toThrow(/Unknown region: mars/);
    await expect(
      runStaffCommand(
        ['add', '--email', 'BOSS@example.com', '--role', 'owner', '--regions', 'all'],
        database,
        pipedIo('a long enough password\n'),
      ),
    ).rejects.toThrow(/exists already/);
    await expect(runStaffCommand(['add', '--email', 'x@example.com', '--regions', 'all'], database, pipedIo(''))).rejects.toThrow(/--role/);
    await expect(runStaffCommand(['frobnicate'], database, pipedIo(''))).rejects.toThrow(/Unknown command/);
    expect(await findStaffByEmail(database, 'x@example.com')).toBeUndefined();
  });

  it('lists, disables (ending sessions) and resets a password (enabling again), each in the audit log', async () => {
    const list = pipedIo('');
    await runStaffCommand(['list'], database, list);
    expect(list.lines.some((line) => line.includes('tty@example.com') && line.includes('active'))).toBe(true);
    await runStaffCommand(['disable', '--email', 'tty@example.com'], database, pipedIo(''));
    expect((await findStaffByEmail(database, 'tty@example.com'))?.disabled).toBe(true);
    await runStaffCommand(['reset-password', '--email', 'tty@example.com'], database, pipedIo('another fine password\n'));
    const account = await findStaffByEmail(database, 'tty@example.com');
    expect(account?.disabled).toBe(false);
    expect(await verifyPassword('another fine password', account?.passwordHash ?? '')).toBe(true);
    await expect(runStaffCommand(['disable', '--email', 'nobody@example.com'], database, pipedIo(''))).rejects.toThrow(/No account/);
    const audit = await database.query<{ action: string }>(`SELECT action FROM audit_log WHERE actor = 'cli' ORDER BY id`);
    expect(audit.rows.map((row) => row.action)).toEqual(['staff_add', 'staff_add', 'staff_disable', 'staff_reset_password']);
  });

  it('stores the name visitors see with add --name, changes it with set-name, and clears it with an empty name', async () => {
    await runStaffCommand(
      ['add', '--email', 'm.lopez@example.com', '--role', 'dispatcher', '--regions', 'salem', '--name', '  Maria   Lopez '],
      database,
      pipedIo('a long enough password\n'),
    );
    expect((await findStaffByEmail(database, 'm.lopez@example.com'))?.displayName).toBe('Maria Lopez');
    await runStaffCommand(['set-name', '--email', 'M.Lopez@example.com', '--name', 'Mari'], database, pipedIo(''));
    expect((await findStaffByEmail(database, 'm.lopez@example.com'))?.displayName).toBe('Mari');
    const list = pipedIo('');
    await runStaffCommand(['list'], database, list);
    expect(list.lines.find((line) => line.includes('m.lopez@example.com'))?.split('\t')).toContain('Mari');
    await runStaffCommand(['set-name', '--email', 'm.lopez@example.com', '--name', ''], database, pipedIo(''));
    expect((await findStaffByEmail(database, 'm.lopez@example.com'))?.displayName).toBeNull();
    await expect(runStaffCommand(['set-name', '--email', 'm.lopez@example.com'], database, pipedIo(''))).rejects.toThrow(/--name/);
    await expect(runStaffCommand(['set-name', '--email', 'nobody@example.com', '--name', 'X'], database, pipedIo(''))).rejects.toThrow(
      /No account/,
    );
    await expect(
      runStaffCommand(['set-name', '--email', 'm.lopez@example.com', '--name', 'x'.repeat(61)], database, pipedIo('')),
    ).rejects.toThrow(/1 to 60/);
    const audit = await database.query<{ action: string }>(`SELECT action FROM audit_log WHERE action = 'staff_set_name'`);
    expect(audit.rows).toHaveLength(2);
  });

  it('says clearly when the embedded data directory is in use', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tod-staff-'));
    try {
      expect(embeddedDatabaseInUse(dataDir)).toBeUndefined();
      await mkdir(join(dataDir, 'pg'));
      await writeFile(join(dataDir, 'pg', 'postmaster.pid'), '-42\n');
      expect(embeddedDatabaseInUse(dataDir)).toMatch(/is in use: stop the server first/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
