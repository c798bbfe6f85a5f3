import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMigrations } from '../../chat-server/src/store/migrate.ts';
import { openPgliteDatabase } from '../../chat-server/src/store/pgliteDatabase.ts';
import { seedDataDir, templateKey } from '../../e2e/support/serverBuild.mjs';

const MIGRATIONS = fileURLToPath(new URL('../../chat-server/src/store/migrations/', import.meta.url));
const made: string[] = [];
async function scratch(prefix: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), prefix));
  made.push(directory);
  return directory;
}
afterEach(async () => {
  for (const directory of made.splice(0)) await rm(directory, { recursive: true, force: true });
});

describe('the tests’ PGlite template', () => {
  it('gets a new key when a migration is added or changed, so a stale template is never copied', async () => {
    const migrations = await scratch('tod-migrations-');
    await cp(MIGRATIONS, migrations, { recursive: true });
    const original = templateKey(migrations);
    expect(templateKey(migrations)).toBe(original);

    await writeFile(join(migrations, '999_added.sql'), 'CREATE TABLE added (id int);\n');
    const added = templateKey(migrations);
    expect(added).not.toBe(original);

    const [first] = (await readdir(migrations)).sort();
    await writeFile(join(migrations, first as string), `${await readFile(join(migrations, first as string), 'utf8')}\n-- changed\n`);
    expect(templateKey(migrations)).not.toBe(added);
  });

  it('leaves a DATA_DIR that has a database alone (a restart keeps its data)', async () => {
    const dataDir = await scratch('tod-seeded-');
    await mkdir(join(dataDir, 'pg'));
    await writeFile(join(dataDir, 'pg', 'PG_VERSION'), 'kept\n');
    expect(await seedDataDir(dataDir)).toBe(false);
    expect(await readFile(join(dataDir, 'pg', 'PG_VERSION'), 'utf8')).toBe('kept\n');
  });

  it('gives a new DATA_DIR a database with every migration applied, without the lock of the process that made it', async () => {
    const dataDir = await scratch('tod-seed-');
    expect(await seedDataDir(dataDir)).toBe(true);
    expect(await readdir(dataDir)).toEqual(['pg']);
    const database = await openPgliteDatabase(join(dataDir, 'pg'));
    try {
      const { rows } = await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows.map((row) => row.name)).toEqual((await loadMigrations()).map((migration) => migration.name));
    } finally {
      await database.close();
    }
  }, 180_000);
});
