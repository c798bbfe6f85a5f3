import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { REPO_ROOT } from '../support/serverProcess.mjs';
import { type StartedServer, startServer } from '../support/startServer.ts';

export const STAFF_PASSWORD = 'a long enough password';

/** This suite's ports (E2E_PORT 4800 is the shared Playwright server; 4810+ are ours). */
const BASE_PORT = Number(process.env.E2E_LIVE_PORT || 4810);

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
 * office on the other), with Redis too when TEST_REDIS_URL is set; else one process on PGlite. Staff accounts are added
 * first with `npm run staff`, as the office does. `env` is added to every process (e.g. the ring timeout).
 */
export async function startLiveServers(
  staff: { email: string; regions: string }[],
  options: { portOffset?: number; env?: Record<string, string> } = {},
): Promise<LiveServers> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  const two = Boolean(baseUrl);
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  if (two && baseUrl) {
    databaseName = `tod_live_${randomBytes(4).toString('hex')}`;
    await adminQuery(baseUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const ownRedis = two && redisUrl ? await emptyRedisDatabase(redisUrl) : undefined;
  const shared: Record<string, string> = {
    ...(options.env ?? {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(ownRedis ? { REDIS_URL: ownRedis } : {}),
  };
  const dataDirs = [await mkdtemp(join(tmpdir(), 'tod-live-a-')), await mkdtemp(join(tmpdir(), 'tod-live-b-'))] as const;
  for (const member of staff) {
    const result = spawnSync(
      'npm',
      ['run', '-s', 'staff', '--', 'add', '--email', member.email, '--role', 'dispatcher', '--regions', member.regions],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDirs[0], LOG_LEVEL: 'error', ...shared },
        input: `${STAFF_PASSWORD}\n`,
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) throw new Error(`npm run staff failed: ${result.stderr}`);
  }
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
      if (baseUrl && databaseName) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
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

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
