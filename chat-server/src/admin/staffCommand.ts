/** `npm run staff -- add|list|disable|reset-password` (see staffCli.ts and docs/admin.md). */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../store/openDatabase.ts';
import { StaffInputError } from './staffAccounts.ts';
import { embeddedDatabaseInUse, runStaffCommand, STAFF_USAGE, UsageError } from './staffCli.ts';

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 78;
    }
    throw error;
  }
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    process.stdout.write(`${STAFF_USAGE}\n`);
    return argv.length === 0 ? 64 : 0;
  }
  if (!config.databaseUrl) {
    const inUse = embeddedDatabaseInUse(config.dataDir);
    if (inUse) {
      process.stderr.write(`${inUse}\n`);
      return 75;
    }
  }
  const { database } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runStaffCommand(argv, database, {
      input: process.stdin,
      output: process.stderr,
      log: (line) => process.stdout.write(`${line}\n`),
      now: () => new Date(),
    });
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof StaffInputError ||
      (error instanceof Error && error.name === 'TypeError' && 'code' in error)
    ) {
      process.stderr.write(`${error.message}\n${error instanceof UsageError || error.name === 'TypeError' ? `${STAFF_USAGE}\n` : ''}`);
      return error instanceof StaffInputError ? 65 : 64;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`staff: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
