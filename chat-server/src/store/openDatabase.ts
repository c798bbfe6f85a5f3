import { join } from 'node:path';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteWorkerDatabase } from './pgliteWorkerDatabase.ts';
import { openPostgresDatabase } from './postgresDatabase.ts';

export interface StorageOptions {
  /** Postgres when set; otherwise PGlite under dataDir/pg, in its own worker thread. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: StorageOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgresDatabase({ connectionString: options.databaseUrl })
    : await openPgliteWorkerDatabase(join(options.dataDir, 'pg'));
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
