import { type Config, ConfigError, loadConfig } from '../config.ts';
import type { Database } from '../store/database.ts';
import { openDatabase } from '../store/openDatabase.ts';
import { embeddedDatabaseInUse } from './staffCli.ts';

/** Exit codes of the one-off commands (sysexits.h). */
export const EXIT = { usage: 64, dataError: 65, tempFail: 75, config: 78 } as const;

/**
 * Runs a one-off command (`npm run staff`, `npm run seed`) against the configured database, closes it, and
 * exits with the command's code: 78 on a bad environment, 75 while a server holds the embedded data
 * directory, 1 on an unexpected error (printed as `name: message`).
 */
export function runDatabaseCommand(name: string, command: (database: Database, config: Config) => Promise<number>): void {
  openAndRun(command).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}

async function openAndRun(command: (database: Database, config: Config) => Promise<number>): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return EXIT.config;
  }
  const inUse = config.databaseUrl ? undefined : embeddedDatabaseInUse(config.dataDir);
  if (inUse) {
    process.stderr.write(`${inUse}\n`);
    return EXIT.tempFail;
  }
  const { database } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await command(database, config);
  } finally {
    await database.close();
  }
}
