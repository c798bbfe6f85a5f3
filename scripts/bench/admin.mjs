// The office inbox (issue 16, DESIGN §5): with ADMIN_BENCH_ITEMS (default 100,000) seeded items, the p95 of the first
// page, a filtered page and a search (targets ≤ 50 / ≤ 50 / ≤ 100 ms), and of a lead's commit → its event in an open
// inbox (≤ 250 ms), on PGlite and, with TEST_DATABASE_URL or DATABASE_URL, on Postgres (the event across two
// server processes). The list is timed twice: the query alone through the server's own code, and over HTTP.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withClient } from '../../chat-server/src/store/testDatabases.ts';
import { REPO_ROOT, spawnServer } from '../../e2e/support/serverProcess.mjs';

const ITEMS = Number(process.env.ADMIN_BENCH_ITEMS || 100_000);
const SAMPLES = Number(process.env.ADMIN_BENCH_SAMPLES || 200);
const EVENT_SAMPLES = Number(process.env.ADMIN_BENCH_EVENT_SAMPLES || 40);
const PASSWORD = 'bench password 12345';
/**
 * Rounds of every list request before any is timed: the embedded database's WebAssembly is compiled by
 * tiers as it runs, and the first case measured paid for it (twice the CPU time of the same query later).
 */
const WARM_UP_ROUNDS = 20;
/** A server may take minutes to start on a busy machine. */
const START_TIMEOUT_MS = 300_000;
/** `pglite`, `postgres` or both (the default): which storages to measure. */
const STORAGES = (process.env.ADMIN_BENCH_STORAGES || 'pglite,postgres').split(',');
const SEARCHES = ['ann', 'nguyen', 'salem', 'spring', '0142', 'hospital', 'grace park', '971'];
const OWNER = { email: 'owner@bench.example', scope: { regions: [], allRegions: true } };
const SALEM = { email: 'salem@bench.example', scope: { regions: ['salem'], allRegions: false } };

/** What the office asks for most: each measured as the query alone (in this process) and as the HTTP request. */
function listCases() {
  let searchIndex = 0;
  const thirtyDaysAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
  return [
    { name: 'first page (owner, all regions)', staff: OWNER, query: () => ({}), target: 50 },
    { name: 'first page (Salem dispatcher)', staff: SALEM, query: () => ({}), target: 50 },
    {
      name: 'filtered page (Salem, new chat leads)',
      staff: SALEM,
      query: () => ({ region: 'salem', status: 'new', kind: 'chat_lead' }),
      target: 50,
    },
    {
      name: 'filtered page (emergencies, last 30 days)',
      staff: OWNER,
      query: () => ({ urgency: 'emergency', from: thirtyDaysAgo }),
      target: 50,
    },
    // The ownership view over the most items (issue 34): nearly every seeded item is unassigned.
    { name: 'Unassigned view (Salem dispatcher)', staff: SALEM, query: () => ({ assignee: 'none' }), target: 50 },
    { name: 'search (names, phones, words)', staff: OWNER, query: () => ({ q: SEARCHES[searchIndex++ % SEARCHES.length] }), target: 100 },
  ];
}

export default async function run() {
  const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (STORAGES.includes('pglite')) await onPglite();
  if (!STORAGES.includes('postgres')) return;
  if (!postgresUrl) {
    process.stdout.write('office inbox on Postgres: not run (set TEST_DATABASE_URL or DATABASE_URL)\n');
    return;
  }
  const postgresRows = [];
  try {
    await onPostgres(postgresUrl, postgresRows);
  } finally {
    printRows(`office inbox: ${ITEMS.toLocaleString('en-US')} seeded items, Postgres, two server processes`, postgresRows);
  }
}

/** The seeded embedded database: the queries alone, then over HTTP and the live event on one server. */
async function onPglite() {
  const dataDir = await seededDataDir();
  const rows = await queryLatencies({ databaseUrl: undefined, dataDir }, 'PGlite');
  const server = await spawnServer({
    port: await freePort(),
    dataDir,
    stdio: 'ignore',
    env: { LOG_LEVEL: 'error', DATABASE_URL: '' },
    timeoutMs: START_TIMEOUT_MS,
  });
  try {
    rows.push(...(await httpLatencies(server.url, server.child.pid)));
    rows.push(
      await eventLatencies('lead commit → SSE event (PGlite, one process)', server.url, server.url, await signIn(server.url, OWNER.email)),
    );
  } finally {
    // What was measured is printed even when a later step fails.
    printRows(`office inbox: ${ITEMS.toLocaleString('en-US')} seeded items, PGlite`, rows);
    await server.stop();
  }
}

/** The list queries alone, through the server's own storage and query code, before any server holds the data. */
async function queryLatencies(storage, label) {
  const { openDatabase } = await import('../../chat-server/src/store/openDatabase.ts');
  const { listItems } = await import('../../chat-server/src/admin/inboxQueries.ts');
  const { database } = await openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir ?? tmpdir() });
  try {
    const cases = listCases();
    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
      for (const item of cases) await listItems(database, item.staff.scope, item.query());
    }
    const rows = [];
    for (const item of cases) {
      rows.push(
        await latencies(
          `query: ${item.name} (${label})`,
          SAMPLES,
          () => listItems(database, item.staff.scope, item.query()),
          item.target,
          storage.databaseUrl ? undefined : ownCpuMs,
        ),
      );
    }
    return rows;
  } finally {
    await database.close();
  }
}

/** The same list requests over HTTP, signed in as each member of staff. */
async function httpLatencies(url, serverPid) {
  const cookies = { [OWNER.email]: await signIn(url, OWNER.email), [SALEM.email]: await signIn(url, SALEM.email) };
  const cases = listCases();
  const request = (item) => get(url, `/api/admin/items?${new URLSearchParams(item.query())}`, cookies[item.staff.email]);
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const item of cases) await request(item);
  }
  const rows = [];
  for (const item of cases) {
    rows.push(await latencies(`HTTP: ${item.name}`, SAMPLES, () => request(item), item.target, processCpuMs(serverPid)));
  }
  return rows;
}

/** A data directory seeded once per item count and seed script, kept in the temp directory for later runs. */
async function seededDataDir() {
  const dir = join(tmpdir(), `tod-bench-admin-${ITEMS}-${seedKey()}`);
  if (existsSync(join(dir, 'seeded'))) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  process.stdout.write(`seeding ${ITEMS.toLocaleString('en-US')} items into ${dir} (once; later runs reuse it)\n`);
  seedAndAddStaff({ ...process.env, DATA_DIR: dir, DATABASE_URL: '' });
  await mkdir(join(dir, 'seeded'));
  return dir;
}

/**
 * The seed script's hash: a seeded copy is kept while it is unchanged. Migrations added later are applied
 * to it when it is next opened, as they would be to an office's data.
 */
function seedKey() {
  return createHash('sha256')
    .update(readFileSync(join(REPO_ROOT, 'chat-server/src/admin/seed.ts'), 'utf8'))
    .digest('hex')
    .slice(0, 12);
}

function seedAndAddStaff(env) {
  npm(['run', '-s', 'seed', '--', '--items', String(ITEMS)], env);
  npm(['run', '-s', 'staff', '--', 'add', '--email', OWNER.email, '--role', 'owner', '--regions', 'all'], env, `${PASSWORD}\n`);
  npm(['run', '-s', 'staff', '--', 'add', '--email', SALEM.email, '--role', 'dispatcher', '--regions', 'salem'], env, `${PASSWORD}\n`);
}

function npm(args, env, input) {
  const result = spawnSync('npm', args, { cwd: REPO_ROOT, env, input, encoding: 'utf8', stdio: ['pipe', 'inherit', 'pipe'] });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed: ${result.stderr}`);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function signIn(url, email) {
  const response = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return /tod_admin=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
}

async function get(url, path, cookie) {
  const response = await fetch(`${url}${path}`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  await response.arrayBuffer();
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The wall-clock p50 / p95 of `call`, and the mean CPU time the work cost (`cpuMs()`: a process's CPU time so
 * far, in ms): on a shared machine the wall clock also counts the time other jobs held the cores.
 */
async function latencies(name, samples, call, target, cpuMs = () => undefined) {
  for (let index = 0; index < 5; index += 1) await call();
  const times = [];
  const cpuBefore = cpuMs();
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const cpuAfter = cpuMs();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / samples;
  return { name, samples, p50: percentile(times, 50), p95: percentile(times, 95), cpu, target };
}

/** This process's CPU time in ms, its threads included (the embedded database's worker). */
function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Another local process's CPU time in ms (Linux /proc, 10 ms ticks), or undefined where it cannot be read. */
function processCpuMs(pid) {
  return () => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return undefined;
    }
  };
}

/** Opens the inbox's event stream and resolves each item id's first event time. */
async function openEvents(url, cookie) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/admin/events`, { headers: { Cookie: cookie }, signal: controller.signal });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const waiting = [];
  let buffer = '';
  let ready;
  const isReady = new Promise((resolve) => {
    ready = resolve;
  });
  (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      if (buffer.includes(': ready')) ready();
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (block.startsWith('event: item') && data) {
          const at = performance.now();
          const event = JSON.parse(data);
          for (const waiter of waiting.splice(0)) waiter({ event, at });
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  await isReady;
  return {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => controller.abort(),
  };
}

/** Chat turns that give a name and phone (the lead's first commit) on `chatUrl`; the event read on `inboxUrl`. */
async function eventLatencies(name, chatUrl, inboxUrl, cookie) {
  const events = await openEvents(inboxUrl, cookie);
  const times = [];
  try {
    for (let index = 0; index < EVENT_SAMPLES + 3; index += 1) {
      const sessionId = `bench${randomBytes(12).toString('hex')}`;
      const eventArrived = events.next();
      const started = performance.now();
      const response = await fetch(`${chatUrl}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          message: `I'm Bench Visitor, call me at 503-555-${String(1000 + index).slice(-4)}`,
          sessionId,
          context: { conversationHistory: [], userRegion: 'salem' },
        }),
      });
      if (response.status !== 200) throw new Error(`POST /api/chat answered ${response.status}`);
      await response.arrayBuffer();
      const { at } = await Promise.race([
        eventArrived,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no event within 10 s')), 10_000)),
      ]);
      if (index >= 3) times.push(at - started);
    }
  } finally {
    events.close();
  }
  return { name, samples: times.length, p50: percentile(times, 50), p95: percentile(times, 95), target: 250 };
}

/**
 * A Postgres database of the given server seeded once (kept as tod_bench_admin_<items>_<seed key> for later
 * runs), the list queries alone and over HTTP on server A, and a lead chatted on A reaching an inbox open on B.
 */
async function onPostgres(base, rows) {
  const database = `tod_bench_admin_${ITEMS}_${seedKey()}`;
  const url = new URL(base);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(join(tmpdir(), 'tod-bench-admin-pg-'));
  const env = { LOG_LEVEL: 'error', DATABASE_URL: databaseUrl };
  const servers = [];
  try {
    if (!(await isSeeded(base, databaseUrl, database))) {
      await adminQuery(base, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await adminQuery(base, `CREATE DATABASE ${database}`);
      process.stdout.write(
        `seeding ${ITEMS.toLocaleString('en-US')} items into Postgres database ${database} (once; later runs reuse it)\n`,
      );
      seedAndAddStaff({ ...process.env, ...env, DATA_DIR: dataDir });
      await adminQuery(databaseUrl, 'CREATE TABLE bench_seeded (at timestamptz NOT NULL DEFAULT now())');
    }
    rows.push(...(await queryLatencies({ databaseUrl }, 'Postgres')));
    servers.push(await spawnServer({ port: await freePort(), stdio: 'ignore', env, timeoutMs: START_TIMEOUT_MS }));
    servers.push(await spawnServer({ port: await freePort(), stdio: 'ignore', env, timeoutMs: START_TIMEOUT_MS }));
    const [a, b] = servers;
    rows.push(...(await httpLatencies(a.url, a.child.pid)));
    rows.push(await eventLatencies('lead commit → SSE event (Postgres, A → B)', a.url, b.url, await signIn(b.url, OWNER.email)));
  } finally {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function isSeeded(base, databaseUrl, database) {
  const found = await withClient(base, (client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]));
  if (found.rows.length === 0) return false;
  const seeded = await withClient(databaseUrl, (client) => client.query("SELECT to_regclass('bench_seeded') IS NOT NULL AS seeded"));
  return seeded.rows[0].seeded;
}

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE), on a connection of its own. */
const adminQuery = (url, sql) => withClient(url, (client) => client.query(sql));

function printRows(title, rows) {
  const lines = [
    title,
    `${'measure'.padEnd(60)} ${'n'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'target'.padStart(8)}      ${'CPU ms'.padStart(7)}`,
  ];
  for (const row of rows) {
    const verdict = row.p95 <= row.target ? 'ok  ' : 'OVER';
    const cpu = row.cpu === undefined ? '—' : row.cpu.toFixed(1);
    lines.push(
      `${row.name.padEnd(60)} ${String(row.samples).padStart(4)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(7)} ${`≤ ${row.target}`.padStart(8)} ${verdict} ${cpu.padStart(7)}`,
    );
  }
  lines.push('CPU ms: the mean CPU time per call of the process doing the work (the query: this process and its embedded');
  lines.push('database; HTTP: the server process; Postgres backends not counted), whatever else the machine runs.');
  process.stdout.write(`${lines.join('\n')}\n`);
}
