import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { openPgliteDatabase } from './pgliteDatabase.ts';
import { openPostgresDatabase } from './postgresDatabase.ts';
import { createTestSchema, dropTestSchema } from './testDatabases.ts';

const TABLES = ['chat_messages', 'chat_sessions', 'contact_submissions', 'escalations', 'leads', 'mail_outbox', 'schema_migrations'];

describe('loadMigrations', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });
  async function directoryWith(files: Record<string, string>) {
    const directory = await mkdtemp(join(tmpdir(), 'tod-migrations-'));
    directories.push(directory);
    for (const [name, sql] of Object.entries(files)) await writeFile(join(directory, name), sql);
    return directory;
  }

  it('reads the shipped migrations in order, starting with 001', async () => {
    const migrations = await loadMigrations();
    expect(migrations[0]?.name).toMatch(/^001_/);
    const names = migrations.map((migration) => migration.name);
    expect(names).toEqual([...names].sort());
  });

  it('rejects a file name without a three-digit number', async () => {
    await expect(loadMigrations(await directoryWith({ 'init.sql': 'SELECT 1' }))).rejects.toThrow('001_name.sql');
  });

  it('rejects two files with the same number', async () => {
    await expect(loadMigrations(await directoryWith({ '001_a.sql': 'SELECT 1', '001_b.sql': 'SELECT 1' }))).rejects.toThrow('001');
  });
});

describe('migrate on PGlite', () => {
  it('creates every table, records each migration and applies nothing twice', async () => {
    const database = await openPgliteDatabase();
    try {
      const applied = await migrate(database);
      expect(applied.length).toBeGreaterThan(0);
      const { rows } = await database.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(TABLES));
      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('leaves no trace of a migration that fails', async () => {
    const database = await openPgliteDatabase();
    try {
      await expect(
        migrate(database, [
          { name: '001_ok.sql', sql: 'CREATE TABLE a (id int)' },
          { name: '002_bad.sql', sql: 'CREATE TABLE oops (' },
        ]),
      ).rejects.toThrow();
      const { rows } = await database.query("SELECT 1 FROM information_schema.tables WHERE table_name IN ('a', 'schema_migrations')");
      expect(rows).toHaveLength(0);
    } finally {
      await database.close();
    }
  });

  it('keeps its data in DATA_DIR across a restart', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tod-pg-'));
    try {
      const first = await openPgliteDatabase(join(directory, 'pg'));
      await migrate(first);
      await first.query("INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-kept', '{}')");
      await first.close();
      const second = await openPgliteDatabase(join(directory, 'pg'));
      expect(await migrate(second)).toEqual([]);
      const { rows } = await second.query("SELECT 1 FROM contact_submissions WHERE submission_id = 'DL-kept'");
      expect(rows).toHaveLength(1);
      await second.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('migrate on Postgres', () => {
  it('applies each migration once when two processes start at the same time', async () => {
    const url = postgresUrl as string;
    const schema = await createTestSchema(url);
    const first = openPostgresDatabase({ connectionString: url, schema, maxConnections: 2 });
    const second = openPostgresDatabase({ connectionString: url, schema, maxConnections: 2 });
    try {
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      const total = (await loadMigrations()).length;
      expect(a.length + b.length).toBe(total);
      expect(Math.min(a.length, b.length)).toBe(0);
      const { rows } = await first.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]?.n).toBe(total);
    } finally {
      await first.close();
      await second.close();
      await dropTestSchema(url, schema);
    }
  });
});
