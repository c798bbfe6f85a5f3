import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { THREAD_SERVICE_FIXTURE_URL } from '../testing/threadServiceFixture.ts';
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
    await expect(second.query('SELECT submission_id FROM contact_submissions')).resolves.toMatchObject({
      rows: [{ submission_id: 'DL-1' }],
    });
  });

  it('refuses to start on a data directory it cannot use, and says why', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'tod-pglite-thread-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    await expect(openPgliteWorkerDatabase(join(directory, 'pg'), { loadDataDir: new Blob(['not a tarball']) })).rejects.toThrow();
  });

  describe('a service in the thread', () => {
    async function openWith(options: { failToStart?: boolean } = {}) {
      const opened = await openThreadTestDatabase({ service: { moduleUrl: THREAD_SERVICE_FIXTURE_URL, options } });
      cleanups.push(opened.dispose);
      return opened.database;
    }

    it('answers calls with the data the thread holds, beside the ordinary statements', async () => {
      const database = await openWith();
      await database.query(`INSERT INTO contact_submissions (submission_id, payload) VALUES ('DL-1', '{}'), ('DL-2', '{}')`);
      await expect(database.callService({ table: 'contact_submissions' })).resolves.toBe(2);
    });

    it("rejects a call with the service's own error and keeps answering the next one", async () => {
      const database = await openWith();
      await expect(database.callService({ table: 'leads', fail: true })).rejects.toMatchObject({
        message: 'fixture service failed',
        code: 'FIXTURE',
      });
      await expect(database.callService({ table: 'leads' })).resolves.toBe(0);
    });

    it('rejects a call to a thread that runs no service, with a clear error', async () => {
      const { database, dispose } = await openThreadTestDatabase();
      cleanups.push(dispose);
      await expect(database.callService({ table: 'leads' })).rejects.toThrow('This database thread runs no service');
    });

    it('refuses to open when the service cannot start, and says why', async () => {
      await expect(openWith({ failToStart: true })).rejects.toThrow('fixture service refused to start');
    });

    it('refuses to open on a module that is not a service', async () => {
      const notAService = new URL('./migrate.ts', import.meta.url).href;
      await expect(openThreadTestDatabase({ service: { moduleUrl: notAService, options: {} } })).rejects.toThrow(
        'exports no createThreadService function',
      );
    });
  });
});
