import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pgliteDatabase.ts';
import { openPostgresDatabase } from './postgresDatabase.ts';

/** For tests only: the drivers a storage test runs against (Postgres only when TEST_DATABASE_URL is set). */
export interface TestDatabaseFactory {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; `dispose` closes it and drops what it created. */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

export function testDatabaseFactories(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [{ name: 'pglite', open: openMemoryTestDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) factories.push({ name: 'postgres', open: () => openPostgresTestDatabase(url) });
  return factories;
}

export async function openMemoryTestDatabase() {
  const database = await openPgliteDatabase();
  await migrate(database);
  return { database, dispose: () => database.close() };
}

/** A migrated database in its own new schema; dispose drops the schema. */
export async function openPostgresTestDatabase(url: string) {
  const schema = await createTestSchema(url);
  const database = openPostgresDatabase({ connectionString: url, schema, maxConnections: 4 });
  await migrate(database);
  return {
    database,
    schema,
    async dispose() {
      await database.close();
      await dropTestSchema(url, schema);
    },
  };
}

export async function createTestSchema(url: string): Promise<string> {
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  return schema;
}

export async function dropTestSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
