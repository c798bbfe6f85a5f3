// The office inbox (issue 16, DESIGN §5): with ADMIN_BENCH_ITEMS (default 100,000) seeded items, the p95 of the first
// page, a filtered page and a search (targets ≤ 50 / ≤ 50 / ≤ 100 ms), and of a lead's commit → its event in an open
// inbox (≤ 250 ms), on PGlite and, with TEST_DATABASE_URL, across two server processes on Postgres.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT, spawnServer } from '../../e2e/support/serverProcess.mjs';

const ITEMS = Number(process.env.ADMIN_BENCH_ITEMS || 100_000);
const SAMPLES = Number(process.env.ADMIN_BENCH_SAMPLES || 200);
const EVENT_SAMPLES = Number(process.env.ADMIN_BENCH_EVENT_SAMPLES || 40);
const PASSWORD = 'bench password 12345';

export default async function run() {
  const dataDir = await seededDataDir();
  const server = await spawnServer({ port: await freePort(), dataDir, stdio: 'ignore', env: { LOG_LEVEL: 'error' } });
  try {
    const owner = await signIn(server.url, 'owner@bench.example');
    const salem = await signIn(server.url, 'salem@bench.example');
    const searches = ['ann', 'nguyen', 'salem', 'spring', '0142', 'hospital', 'grace park', '971'];
    let searchIndex = 0;
    const rows = [
      await latencies('first page (owner, all regions)', SAMPLES, () => get(server.url, '/api/admin/items', owner), 50),
      await latencies(
        'filtered page (Salem, new chat leads)',
        SAMPLES,
        () => get(server.url, '/api/admin/items?region=salem&status=new&kind=chat_lead', salem),
        50,
      ),
      await latencies(
        'filtered page (emergencies, last 30 days)',
        SAMPLES,
        () => get(server.url, `/api/admin/items?urgency=emergency&from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`, owner),
        50,
      ),
      await latencies(
        'search (names, phones, words)',
        SAMPLES,
        () => get(server.url, `/api/admin/items?q=${encodeURIComponent(searches[searchIndex++ % searches.length])}`, owner),
        100,
      ),
      await eventLatencies('lead commit → SSE event (PGlite, one process)', server.url, server.url, owner),
    ];
    if (process.env.TEST_DATABASE_URL) rows.push(await acrossPostgresProcesses());
    printRows(`office inbox: ${ITEMS.toLocaleString('en-US')} seeded items (PGlite)`, rows);
  } finally {
    await server.stop();
  }
}

/** A data directory seeded once per item count and migration set, kept in the temp directory for later runs. */
async function seededDataDir() {
  const migrations = join(REPO_ROOT, 'chat-server/src/store/migrations');
  const key = createHash('sha256')
    .update(
      readdirSync(migrations)
        .sort()
        .map((name) => readFileSync(join(migrations, name), 'utf8'))
        .join('\n'),
    )
    .update(readFileSync(join(REPO_ROOT, 'chat-server/src/admin/seed.ts'), 'utf8'))
    .digest('hex')
    .slice(0, 12);
  const dir = join(tmpdir(), `tod-bench-admin-${ITEMS}-${key}`);
  if (existsSync(join(dir, 'seeded'))) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  process.stdout.write(`seeding ${ITEMS.toLocaleString('en-US')} items into ${dir} (once; later runs reuse it)\n`);
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '' };
  npm(['run', '-s', 'seed', '--', '--items', String(ITEMS)], env);
  npm(['run', '-s', 'staff', '--', 'add', '--email', 'owner@bench.example', '--role', 'owner', '--regions', 'all'], env, `${PASSWORD}\n`);
  npm(
    ['run', '-s', 'staff', '--', 'add', '--email', 'salem@bench.example', '--role', 'dispatcher', '--regions', 'salem'],
    env,
    `${PASSWORD}\n`,
  );
  await mkdir(join(dir, 'seeded'));
  return dir;
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

async function latencies(name, samples, call, target) {
  for (let index = 0; index < 5; index += 1) await call();
  const times = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return { name, samples, p50: percentile(times, 50), p95: percentile(times, 95), target };
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
      const sessionId = `bench${randomBytes(8).toString('hex')}`;
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

/** Two server processes on one new Postgres database: the visitor chats on A, the inbox is open on B. */
async function acrossPostgresProcesses() {
  const base = process.env.TEST_DATABASE_URL;
  const database = `tod_bench_admin_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  const env = { LOG_LEVEL: 'error', DATABASE_URL: url.toString() };
  const dataDir = await mkdtemp(join(tmpdir(), 'tod-bench-admin-pg-'));
  const servers = [];
  try {
    npm(
      ['run', '-s', 'staff', '--', 'add', '--email', 'owner@bench.example', '--role', 'owner', '--regions', 'all'],
      { ...process.env, ...env, DATA_DIR: dataDir },
      `${PASSWORD}\n`,
    );
    servers.push(await spawnServer({ port: await freePort(), stdio: 'ignore', env }));
    servers.push(await spawnServer({ port: await freePort(), stdio: 'ignore', env }));
    const [a, b] = servers;
    const cookie = await signIn(b.url, 'owner@bench.example');
    return await eventLatencies('lead commit → SSE event (Postgres, A → B)', a.url, b.url, cookie);
  } finally {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await adminQuery(base, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  }
}

async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function printRows(title, rows) {
  const lines = [
    title,
    `${'measure'.padEnd(46)} ${'n'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'target'.padStart(8)}`,
  ];
  for (const row of rows) {
    const verdict = row.p95 <= row.target ? 'ok' : 'OVER';
    lines.push(
      `${row.name.padEnd(46)} ${String(row.samples).padStart(4)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(7)} ${`≤ ${row.target}`.padStart(8)} ${verdict}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
