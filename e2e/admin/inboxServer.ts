import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../support/serverProcess.mjs';
import { type StartedServer, startServer } from '../support/startServer.ts';

export const STAFF_PASSWORD = 'a long enough password';

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
  staff: { email: string; role: 'owner' | 'dispatcher'; regions: string }[],
  storage: InboxStorage = 'pglite',
): Promise<InboxServer> {
  const baseUrl = storage === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (storage === 'postgres' && !baseUrl) throw new Error('the inbox on Postgres needs TEST_DATABASE_URL');
  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (baseUrl) {
    databaseName = `tod_admin_${randomBytes(4).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'tod-admin-e2e-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  for (const member of staff) {
    const result = spawnSync(
      'npm',
      ['run', '-s', 'staff', '--', 'add', '--email', member.email, '--role', member.role, '--regions', member.regions],
      {
        cwd: REPO_ROOT,
        env,
        input: `${STAFF_PASSWORD}\n`,
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`npm run staff failed: ${result.stderr}`);
  }
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
      if (baseUrl && databaseName) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
