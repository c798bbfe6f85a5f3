import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../store/dataDirLock.ts';
import { openDatabase } from '../store/openDatabase.ts';
import { outboxHealth } from './outboxHealth.ts';
import { requeueFailedMail } from './outboxMaintenance.ts';

const USAGE = `Usage: npm run mail -- <command>
  status             how many mails are pending and failed, and the age of the oldest pending one
  requeue --failed   put every failed mail back in the queue (sent with its original Message-ID)
Reads the server's environment (DATABASE_URL or DATA_DIR). With the embedded database, stop the server first.`;

/**
 * `npm run mail`: the outbox from the command line.
 * @returns the process exit code
 */
export async function runMailCli(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  out: Pick<NodeJS.WritableStream, 'write'> = process.stdout,
): Promise<number> {
  const [command, ...flags] = args;
  if (command !== 'status' && !(command === 'requeue' && flags.length === 1 && flags[0] === '--failed')) {
    process.stderr.write(`${USAGE}\n`);
    return 64; // EX_USAGE
  }
  const config = loadConfig(env);
  const { database } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'requeue') {
      const count = await requeueFailedMail(database, new Date());
      out.write(`Requeued ${count} failed mail${count === 1 ? '' : 's'}; the server sends them within its poll interval once it runs.\n`);
    } else {
      out.write(`${JSON.stringify(await outboxHealth(database, new Date()), null, 2)}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMailCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DataDirLockedError;
      process.stderr.write(
        `${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(known ? 78 : 1);
    },
  );
}
