import { join } from 'node:path';
import type { Database } from './database.ts';
import { lockDataDir } from './dataDirLock.ts';
import { migrate } from './migrate.ts';
import type { ThreadServiceSpec } from './pgliteThreadProtocol.ts';
import { openPgliteWorkerDatabase, type ThreadServiceHost } from './pgliteWorkerDatabase.ts';
import { openPostgresDatabase, type PostgresOptions } from './postgresDatabase.ts';

export interface StorageOptions {
  /** Postgres when set; otherwise PGlite under dataDir/pg, in its own worker thread. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Work to run in the embedded database's thread (ignored with Postgres, which runs no thread). */
  threadService?: ThreadServiceSpec | undefined;
  /** Postgres: how long the server waits for it (the server's; tools wait as long as it takes). */
  timeouts?: PostgresOptions['timeouts'];
  /** Postgres: the database went away or answers again. */
  onAvailability?: PostgresOptions['onAvailability'];
}

/**
 * Opens the configured database and brings its schema up to date. The embedded one first takes the
 * data directory's lock (released when the database closes).
 * @throws DataDirLockedError when another live server holds the data directory `threadService` is the handle to
 * the service given in the options, when the embedded database runs it.
 */
export async function openDatabase(options: StorageOptions): Promise<{ database: Database; threadService?: ThreadServiceHost }> {
  if (options.databaseUrl) return { database: await openPostgres(options.databaseUrl, options) };
  // One server per data directory: a second one would write the same files (issue 21.1).
  const lock = await lockDataDir(options.dataDir);
  const database = await openPgliteWorkerDatabase(join(options.dataDir, 'pg'), {
    ...(options.threadService ? { service: options.threadService } : {}),
    onClosed: () => lock.release(),
  }).catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  await migrated(database);
  return options.threadService ? { database, threadService: database } : { database };
}

/**
 * Migrations run on a connection without the server's timeouts: they wait for the advisory lock of another
 * process migrating, and may rewrite a large table. Requests then get the bounded waits.
 */
async function openPostgres(connectionString: string, options: StorageOptions): Promise<Database> {
  if (!options.timeouts) return migrated(openPostgresDatabase({ connectionString, onAvailability: options.onAvailability }));
  await (await migrated(openPostgresDatabase({ connectionString, maxConnections: 1 }))).close();
  return openPostgresDatabase({ connectionString, timeouts: options.timeouts, onAvailability: options.onAvailability });
}

async function migrated(database: Database): Promise<Database> {
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
