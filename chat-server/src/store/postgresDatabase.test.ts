import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../waitFor.ts';
import { isStorageUnavailable } from './storageUnavailable.ts';
import { openPostgresTestDatabase, withClient } from './testDatabases.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Ends a backend from another connection, as a Postgres restart or a failover does. */
async function terminate(url: string, pid: number): Promise<void> {
  await withClient(url, (client) => client.query('SELECT pg_terminate_backend($1)', [pid]));
}

describe.runIf(databaseUrl)('PostgresDatabase when its connection is lost (TEST_DATABASE_URL)', () => {
  let opened: Awaited<ReturnType<typeof openPostgresTestDatabase>> | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  it('rejects a transaction whose connection was terminated between statements as storage unavailable, and the process lives on', async () => {
    const url = databaseUrl as string;
    opened = await openPostgresTestDatabase(url);
    const { database } = opened;
    const outcome = database.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // No statement is running while the backend ends: the client itself emits 'error'.
      await terminate(url, (rows[0] as { pid: number }).pid);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.query('SELECT 1');
    });
    const error = await outcome.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(isStorageUnavailable(error)).toBe(true);
  });

  it('rejects a transaction whose statement was running when its connection was terminated, and the pool answers again', async () => {
    const url = databaseUrl as string;
    opened = await openPostgresTestDatabase(url);
    const { database } = opened;
    const outcome = database.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const pid = (rows[0] as { pid: number }).pid;
      await Promise.all([tx.query('SELECT pg_sleep(5)'), terminate(url, pid)]);
    });
    const error = await outcome.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(isStorageUnavailable(error)).toBe(true);
    // Refused at once while the breaker checks the database, then answered on a fresh connection.
    const answered = await waitFor(
      () =>
        database.query<{ one: number }>('SELECT 1 AS one').then(
          (result) => result.rows,
          () => undefined,
        ),
      { what: 'the database to answer again' },
    );
    expect(answered).toEqual([{ one: 1 }]);
    await expect(database.transaction((tx) => tx.query('SELECT 2'))).resolves.toMatchObject({ rowCount: 1 });
  });
});
