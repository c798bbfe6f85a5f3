import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../chat-server/src/store/testDatabases.ts';
import { addStaffAccounts, type TestStaff } from '../support/officeStorage.ts';
import { seedDataDir, serverBundle } from '../support/serverBuild.mjs';
import { type StartedServer, startServer } from '../support/startServer.ts';

export { STAFF_PASSWORD } from '../support/officeStorage.ts';

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type InboxStorage = 'pglite' | 'postgres';

/** The storages the inbox's browser tests run on: PGlite always, Postgres too when TEST_DATABASE_URL is set. */
export const INBOX_STORAGES: readonly InboxStorage[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface InboxServer extends StartedServer {
  storage: InboxStorage;
  /**
   * Another server process on the same Postgres database (stopped by dispose): what it writes reaches the
   * first one's open inboxes only through LISTEN/NOTIFY. On PGlite (one process owns the data) it is this server.
   */
  peer(): Promise<StartedServer>;
  dispose(): Promise<void>;
}

/**
 * A real server with its own storage: Postgres (a new database of TEST_DATABASE_URL's server), or the
 * embedded database in a new data directory. The staff accounts are added first with `npm run staff`,
 * as the office does (the embedded database is only free while no server runs).
 */
export async function startInboxServer(
  staff: readonly (TestStaff & { role: 'owner' | 'dispatcher' })[],
  storage: InboxStorage = 'pglite',
): Promise<InboxServer> {
  const baseUrl = storage === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (storage === 'postgres' && !baseUrl) throw new Error('the inbox on Postgres needs TEST_DATABASE_URL');
  const database = baseUrl ? await createScratchDatabase(baseUrl, 'tod_admin') : undefined;
  const databaseUrl = database?.url;
  const dataDir = await mkdtemp(join(tmpdir(), 'tod-admin-e2e-'));
  // On PGlite the staff are added to the migrated template's copy (no initdb in `npm run staff`).
  if (!databaseUrl) await seedDataDir(dataDir);
  await serverBundle(); // \`npm run staff\` then runs bundled, as the servers do
  addStaffAccounts(staff, { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const server = await startServer({ port: await freePort(), dataDir, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
  const peers: StartedServer[] = [];
  return {
    ...server,
    storage,
    async peer() {
      if (!databaseUrl) return server;
      const peer = await startServer({ port: await freePort(), env: { DATABASE_URL: databaseUrl } });
      peers.push(peer);
      return peer;
    },
    async dispose() {
      for (const peer of peers) await peer.stop();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
