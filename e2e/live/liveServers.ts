import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { createScratchDatabase } from '../../chat-server/src/store/testDatabases.ts';
import { addStaffAccounts, type TestStaff } from '../support/officeStorage.ts';
import { seedDataDir, serverBundle } from '../support/serverBuild.mjs';
import { type StartedServer, startServer } from '../support/startServer.ts';

export { STAFF_PASSWORD } from '../support/officeStorage.ts';

/** This suite's ports (E2E_PORT 4800 is the shared Playwright server; 4810+ are ours). */
const BASE_PORT = Number(process.env.E2E_LIVE_PORT || 4810);

/** 'pglite': one process on PGlite even when TEST_DATABASE_URL is set; 'env': whatever the environment names. */
export type LiveStorage = 'pglite' | 'env';

/**
 * The storages a journey of the live office runs on: PGlite always, and Postgres across two processes (with Redis
 * when TEST_REDIS_URL is set) too when TEST_DATABASE_URL is set, as CI sets it.
 */
export const LIVE_STORAGES: readonly LiveStorage[] = process.env.TEST_DATABASE_URL ? ['pglite', 'env'] : ['pglite'];

export interface LiveServers {
  /**
   * 'postgres+redis': two processes on one database, events across them through Redis; 'postgres': the same
   * through LISTEN/NOTIFY (TEST_DATABASE_URL without TEST_REDIS_URL); 'pglite': one process serving both sides.
   */
  mode: 'postgres+redis' | 'postgres' | 'pglite';
  /** The visitor's process. */
  visitor: StartedServer;
  /** The office's process (the same as `visitor` on PGlite). */
  office: StartedServer;
  /** Kills the visitor's process (a crash) and starts it again on the same port and data. */
  restartVisitor(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The live hand-off's servers: with TEST_DATABASE_URL, two processes on a new database (the visitor on one, the
 * office on the other), with Redis too when TEST_REDIS_URL is set; else (or with `storage: 'pglite'`) one process on PGlite. Staff accounts are added
 * first with `npm run staff`, as the office does. `env` is added to every process (e.g. the ring timeout).
 */
export async function startLiveServers(
  staff: readonly TestStaff[],
  options: { portOffset?: number; env?: Record<string, string>; storage?: LiveStorage } = {},
): Promise<LiveServers> {
  const baseUrl = options.storage === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  const redisUrl = baseUrl ? process.env.TEST_REDIS_URL : undefined;
  const two = Boolean(baseUrl);
  const database = baseUrl ? await createScratchDatabase(baseUrl, 'tod_live') : undefined;
  const ownRedis = two && redisUrl ? await emptyRedisDatabase(redisUrl) : undefined;
  const shared: Record<string, string> = {
    ...(options.env ?? {}),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(ownRedis ? { REDIS_URL: ownRedis } : {}),
  };
  const dataDirs = [await mkdtemp(join(tmpdir(), 'tod-live-a-')), await mkdtemp(join(tmpdir(), 'tod-live-b-'))] as const;
  // On PGlite the staff are added to the migrated template's copy (no initdb in `npm run staff`).
  if (!database) await seedDataDir(dataDirs[0]);
  await serverBundle(); // \`npm run staff\` then runs bundled, as the servers do
  addStaffAccounts(staff, { DATA_DIR: dataDirs[0], ...shared });
  const port = BASE_PORT + (options.portOffset ?? 0) * 2;
  const start = (index: 0 | 1) => startServer({ port: port + index, dataDir: dataDirs[index], env: shared });
  let visitor = await start(0);
  const office = two ? await start(1) : visitor;
  const servers: LiveServers = {
    mode: two ? (ownRedis ? 'postgres+redis' : 'postgres') : 'pglite',
    visitor,
    office,
    async restartVisitor() {
      await visitor.kill('SIGKILL');
      visitor = await start(0);
      servers.visitor = visitor;
      if (!two) servers.office = visitor;
    },
    async dispose() {
      await visitor.stop();
      if (two) await office.stop();
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
      await database?.drop();
    },
  };
  return servers;
}

/**
 * This suite's own Redis database (E2E_LIVE_REDIS_DB, default 13), emptied first: the rate-limit and sign-in
 * counters are per IP, and other suites on the same Redis (all from 127.0.0.1) must not use up ours.
 */
async function emptyRedisDatabase(url: string): Promise<string> {
  const own = new URL(url);
  own.pathname = `/${Number(process.env.E2E_LIVE_REDIS_DB || 13)}`;
  const client = createClient({ url: own.toString() });
  await client.connect();
  try {
    await client.flushDb();
  } finally {
    await client.quit();
  }
  return own.toString();
}
