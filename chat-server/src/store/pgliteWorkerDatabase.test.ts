import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteWorkerDatabase } from './pgliteWorkerDatabase.ts';
import { openThreadTestDatabase } from './testDatabases.ts';

// The generic Database behaviour runs on this driver in database.test.ts; these are the thread's own cases.
describe('PGlite in a worker thread', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function open(): Promise<Database> {
    const { database, dispose } = await openThreadTestDatabase();
    cleanups.push(dispose);
    return database;
  }

  it('runs a statement sent during an open transaction after that transaction, not inside it', async () => {
    const database = await open();
    await database.query('CREATE TABLE items (name text)');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.transaction(async (tx) => {
      await tx.query(`INSERT INTO items VALUES ('inside')`);
      await held;
      throw new Error('roll it back');
    });
    const outside = database.query<{ n: number }>('SELECT count(*)::int AS n FROM items');
    release();
    await expect(transaction).rejects.toThrow('roll it back');
    // Had it run inside the transaction, it would have counted the rolled-back row.
    await expect(outside).resolves.toMatchObject({ rows: [{ n: 0 }] });
  });

  it("keeps Postgres' error fields (code, constraint) across the thread", async () => {
    const database = await open();
    await database.query('CREATE TABLE uniques (id integer PRIMARY KEY)');
    await database.query('INSERT INTO uniques VALUES (1)');
    await expect(database.query('INSERT INTO uniques VALUES (1)')).rejects.toMatchObject({ code: '23505', constraint: 'uniques_pkey' });
  });

  it('fails every call after close at once, with a clear error', async () => {
    const { database } = await openThreadTestDatabase();
    await database.close();
    await expect(database.query('SELECT 1')).rejects.toThrow('The database is closed');
    await expect(database.transaction(async () => 1)).rejects.toThrow('The database is closed');
    await expect(database.close()).resolves.toBeUndefined();
  });

  it('keeps its data in its directory across a restart', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tod-pglite-thread-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const first = await openPgliteWorkerDatabase(join(directory, 'pg'));
    await migrate(first);
    await first.query(`INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-1', '{}')`);
    await first.close();
    const second = await openPgliteWorkerDatabase(join(directory, 'pg'));
    cleanups.push(() => second.close());
    await expect(second.query('SELECT submission_id FROM contact_submissions')).resolves.toMatchObject({ rows: [{ submission_id: 'DL-1' }] });
  });

  it('refuses to start on a data directory it cannot use, and says why', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tod-pglite-thread-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    await expect(openPgliteWorkerDatabase(join(directory, 'pg'), { loadDataDir: new Blob(['not a tarball']) })).rejects.toThrow();
  });
});
