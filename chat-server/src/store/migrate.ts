import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

/** Any fixed number: every server process takes the same lock while migrating. */
const MIGRATION_LOCK_KEY = 740_274_301;
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
}

/** The ordered migration files (NNN_name.sql). */
export async function loadMigrations(directory: string | URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const path = directory instanceof URL ? directory.pathname : directory;
  const names = (await readdir(path)).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = FILE_NAME.exec(name);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
    const number = match[1] as string;
    if (seen.has(number)) throw new Error(`Two migrations share the number ${number}`);
    seen.add(number);
    migrations.push({ name, sql: await readFile(join(path, name), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded, in one transaction. On Postgres a transaction-scoped
 * advisory lock makes a second process starting at the same time wait, then find nothing to do.
 * @returns the names applied by this call
 */
export async function migrate(database: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  return database.transaction(async (tx) => {
    if (database.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const done: string[] = [];
    for (const migration of pending) {
      if (applied.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      done.push(migration.name);
    }
    return done;
  });
}
