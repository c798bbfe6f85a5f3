import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from './database.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { dumpPgliteDatabase, openPgliteDatabase } from './pgliteDatabase.ts';
import type { ThreadServiceSpec } from './pgliteThreadProtocol.ts';
import { openPgliteWorkerDatabase } from './pgliteWorkerDatabase.ts';
import { openPostgresDatabase } from './postgresDatabase.ts';

/** For tests only: the drivers a storage test runs against (Postgres only when TEST_DATABASE_URL is set). */
export interface TestDatabaseFactory {
  name: 'pglite' | 'pglite-thread' | 'postgres';
  /** A fresh, migrated, empty database; `dispose` closes it and drops what it created. */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

export function testDatabaseFactories(): TestDatabaseFactory[] {
  const factories: TestDatabaseFactory[] = [
    { name: 'pglite', open: openMemoryTestDatabase },
    { name: 'pglite-thread', open: openThreadTestDatabase },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) factories.push({ name: 'postgres', open: () => openPostgresTestDatabase(url) });
  return factories;
}

/** A fresh in-memory PGlite with every migration applied, started from a cached migrated template. */
export async function openMemoryTestDatabase() {
  const template = await migratedTemplate();
  const database = await openPgliteDatabase(undefined, { loadDataDir: template });
  // A no-op normally; keeps the database right even if the template file is stale.
  await migrate(database);
  return { database, dispose: () => database.close() };
}

/** The same in-memory template, opened in a worker thread as the server opens PGlite (with `service` in it, if given). */
export async function openThreadTestDatabase(options: { service?: ThreadServiceSpec } = {}) {
  const database = await openPgliteWorkerDatabase(undefined, { loadDataDir: await migratedTemplate(), ...options });
  await migrate(database);
  return { database, dispose: () => database.close() };
}

let templatePromise: Promise<Blob> | undefined;

/**
 * initdb dominates PGlite's start-up; a migrated data directory, dumped once and shared through a file
 * keyed by the migrations' content, lets every test file start from it instead (several times faster).
 */
function migratedTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const migrations = await loadMigrations();
    const key = createHash('sha256')
      .update(migrations.map((migration) => `${migration.name}\n${migration.sql}`).join('\n'))
      .digest('hex')
      .slice(0, 16);
    const path = join(tmpdir(), `tod-pglite-template-${key}.tar`);
    try {
      return new Blob([await readFile(path)]);
    } catch {
      // not cached yet
    }
    const database = await openPgliteDatabase();
    await migrate(database, migrations);
    const dump = await dumpPgliteDatabase(database);
    await database.close();
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, path);
    return dump;
  })();
  return templatePromise;
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

/**
 * A new database on the server of `baseUrl`, for servers in other processes that share storage: `url` for their
 * DATABASE_URL, `drop()` when done (forced: a server killed mid-test may still hold connections).
 */
export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
        () => {},
      ),
  };
}

/** Runs `fn` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
