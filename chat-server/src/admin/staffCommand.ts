/** `npm run staff -- add|list|disable|reset-password` (see staffCli.ts and docs/admin.md). */
import { EXIT, runDatabaseCommand } from './databaseCommand.ts';
import { StaffInputError } from './staffAccounts.ts';
import { runStaffCommand, STAFF_USAGE, UsageError } from './staffCli.ts';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
  process.stdout.write(`${STAFF_USAGE}\n`);
  process.exit(argv.length === 0 ? EXIT.usage : 0);
}

runDatabaseCommand('staff', async (database) => {
  try {
    await runStaffCommand(argv, database, {
      input: process.stdin,
      output: process.stderr,
      log: (line) => process.stdout.write(`${line}\n`),
      now: () => new Date(),
    });
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError || (error instanceof Error && error.name === 'TypeError' && 'code' in error);
    if (!usage && !(error instanceof StaffInputError)) throw error;
    process.stderr.write(`${error.message}\n${usage ? `${STAFF_USAGE}\n` : ''}`);
    return usage ? EXIT.usage : EXIT.dataError;
  }
});
