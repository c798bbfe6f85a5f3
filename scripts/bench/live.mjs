// The live hand-off (issue 17): the latency of a message visitor → dispatcher and dispatcher → visitor across two
// server processes on Postgres (TEST_DATABASE_URL or DATABASE_URL; one PGlite process without), p95 target ≤ 200 ms
// each way; and how many idle visitor event streams one server process holds within 512 MB (target ≥ 5,000): the
// RSS the streams add over the idle process, and the process's whole RSS, on PGlite and (with a Postgres URL) on
// Postgres, opening them in steps up to LIVE_BENCH_MAX_STREAMS (default 12,000: the loop is bounded). Loopback only.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openSse, postJson, signInAt } from '../../chat-server/src/live/testing.ts';
import { openDatabase } from '../../chat-server/src/store/openDatabase.ts';
import { createScratchDatabase } from '../../chat-server/src/store/testDatabases.ts';
import { REPO_ROOT, spawnServer } from '../../e2e/support/serverProcess.mjs';

const SESSIONS = Number(process.env.LIVE_BENCH_SESSIONS || 12);
/** Messages each way per chat: under the chat's 15-a-minute limit per session. */
const MESSAGES_PER_SESSION = 10;
const WARMUP_MESSAGES = 2;
const MAX_STREAMS = Number(process.env.LIVE_BENCH_MAX_STREAMS || 12_000);
const STREAM_STEP = 1000;
const MEMORY_LIMIT_MB = 512;
const PASSWORD = 'bench password 12345';
const STAFF = 'maria@bench.example';

export default async function run() {
  const latency = await latencyAcrossProcesses();
  printLatency(latency);
  printStreams(await idleStreams());
  // On Postgres the process holds no embedded database: its whole RSS is closer to what the streams cost.
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (base) printStreams(await idleStreams(base));
}

// ── Latency ──────────────────────────────────────────────────────────────────────────────────────────────────

async function latencyAcrossProcesses() {
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const cleanups = [];
  try {
    let a;
    let b;
    let mode;
    if (base) {
      const database = await createScratchDatabase(base, 'tod_bench_live');
      cleanups.push(() => database.drop());
      const env = { LOG_LEVEL: 'error', DATABASE_URL: database.url, TRUST_PROXY: '1' };
      const dataDir = await mkdtemp(join(tmpdir(), 'tod-bench-live-pg-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      addStaff({ ...process.env, ...env, DATA_DIR: dataDir });
      a = await spawnServer({ port: await freePort(), stdio: 'ignore', env });
      cleanups.push(() => a.stop());
      b = await spawnServer({ port: await freePort(), stdio: 'ignore', env });
      cleanups.push(() => b.stop());
      mode = 'Postgres, visitor on A, dispatcher on B';
    } else {
      const dataDir = await mkdtemp(join(tmpdir(), 'tod-bench-live-'));
      addStaff({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
      a = await spawnServer({ port: await freePort(), dataDir, stdio: 'ignore', env: { LOG_LEVEL: 'error', TRUST_PROXY: '1' } });
      cleanups.push(async () => {
        await a.stop();
        await rm(dataDir, { recursive: true, force: true });
      });
      b = a;
      mode = 'PGlite, one process (set TEST_DATABASE_URL for two)';
    }
    const dispatcher = await signInAt(b.url, STAFF, PASSWORD);
    const inbox = await dispatcher.stream('/api/admin/live/events');
    cleanups.push(async () => inbox.close());
    await inbox.next((frame) => frame.event === 'presence', 'presence');
    const toDispatcher = [];
    const toVisitor = [];
    for (let session = 0; session < SESSIONS; session += 1) {
      const chat = await openChat(a, dispatcher, session);
      try {
        for (let index = 0; index < MESSAGES_PER_SESSION; index += 1) {
          const keep = session > 0 || index >= WARMUP_MESSAGES;
          const visitorText = `visitor ${session}.${index}`;
          let started = performance.now();
          const posted = await postJson(
            a.url,
            `/api/live/${chat.sessionId}/messages`,
            { sessionToken: chat.token, text: visitorText, clientMessageId: `b${session}x${index}` },
            { 'x-forwarded-for': chat.ip },
          );
          if (posted.status !== 201) throw new Error(`visitor message answered ${posted.status}`);
          await chat.thread.next((frame) => frame.data?.text === visitorText, 'the visitor message on B');
          if (keep) toDispatcher.push(performance.now() - started);
          const staffText = `staff ${session}.${index}`;
          started = performance.now();
          const sent = await dispatcher.post(`/api/admin/items/${chat.itemId}/messages`, { text: staffText });
          if (sent.status !== 201) throw new Error(`staff message answered ${sent.status}`);
          await chat.visitor.next((frame) => frame.data?.text === staffText, 'the staff message on A');
          if (keep) toVisitor.push(performance.now() - started);
        }
      } finally {
        await dispatcher.post(`/api/admin/items/${chat.itemId}/leave`);
        chat.visitor.close();
        chat.thread.close();
      }
    }
    return { mode, toDispatcher, toVisitor };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** A visitor on A who asked for a human, and the dispatcher on B in the chat, each with their stream open. */
async function openChat(a, dispatcher, index) {
  const ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const sessionId = `benchlive_${index}_${randomBytes(8).toString('hex')}`;
  const headers = { 'x-forwarded-for': ip };
  const first = await postJson(
    a.url,
    '/api/chat',
    { message: 'My garage door is stuck open', sessionId, context: { conversationHistory: [], userRegion: 'salem' } },
    headers,
  );
  if (first.status !== 200) throw new Error(`POST /api/chat answered ${first.status}`);
  const token = first.body.metadata.sessionToken;
  const escalation = await postJson(
    a.url,
    '/api/escalations',
    { sessionId, sessionToken: token, session: { phone: '(503) 555-0100' }, messages: [], region: 'salem' },
    headers,
  );
  if (!escalation.body.live?.ringing) throw new Error(`the hand-off did not ring: ${JSON.stringify(escalation.body)}`);
  const item = await dispatcher.get('/api/admin/live');
  const ringing = item.body.items.find((state) => state.ringing);
  if (!ringing) throw new Error('no ringing item on B');
  const visitor = await openSse(`${a.url}/api/live/${sessionId}/events?token=${token}`, headers);
  const joined = await dispatcher.post(`/api/admin/items/${ringing.itemId}/join`);
  if (joined.status !== 200) throw new Error(`join answered ${joined.status}`);
  const thread = await dispatcher.stream(`/api/admin/items/${ringing.itemId}/live/events`);
  await visitor.next((frame) => frame.event === 'staff_joined', 'the join on A');
  await thread.next((frame) => frame.event === 'staff_joined', 'the thread on B');
  return { sessionId, token, ip, itemId: ringing.itemId, visitor, thread };
}

function addStaff(env) {
  const result = spawnSync('npm', ['run', '-s', 'staff', '--', 'add', '--email', STAFF, '--role', 'dispatcher', '--regions', 'salem'], {
    cwd: REPO_ROOT,
    env,
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  if (result.status !== 0) throw new Error(`staff add failed: ${result.stderr}`);
}

// ── Idle streams ─────────────────────────────────────────────────────────────────────────────────────────────

const SEED_SESSIONS = `INSERT INTO chat_sessions (session_id, region, client_key, created_at, updated_at)
  SELECT 'benchidle_' || lpad(g::text, 8, '0') || '_session', 'salem',
         encode(sha256(convert_to('benchtoken_' || g || '_0123456789abcdef', 'UTF8')), 'hex'), now(), now()
  FROM generate_series(1, $1::int) AS g`;

/** Sessions with known tokens, written before the server starts (the embedded database has one owner). */
async function seedSessions(dataDir, count) {
  const { database } = await openDatabase({ dataDir });
  try {
    await database.query(SEED_SESSIONS, [count]);
  } finally {
    await database.close();
  }
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** @param {string} [postgresUrl] a Postgres server to make a fresh database on; the embedded database without */
async function idleStreams(postgresUrl) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tod-bench-live-idle-'));
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const requests = [];
  let database;
  let server;
  try {
    const env = { LOG_LEVEL: 'error', TRUST_PROXY: '1' };
    if (postgresUrl) {
      database = await createScratchDatabase(postgresUrl, 'tod_bench_idle');
      env.DATABASE_URL = database.url;
      server = await spawnServer({ port: await freePort(), dataDir, stdio: 'ignore', env });
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query(SEED_SESSIONS, [MAX_STREAMS]).finally(() => client.end());
    } else {
      await seedSessions(dataDir, MAX_STREAMS);
      server = await spawnServer({ port: await freePort(), dataDir, stdio: 'ignore', env });
    }
    const pid = server.child.pid;
    const { port } = new URL(server.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = rssMb(pid);
    const steps = [];
    let held = 0;
    let heldWithin = 0;
    while (held < MAX_STREAMS) {
      const target = Math.min(MAX_STREAMS, held + STREAM_STEP);
      const opening = [];
      for (let index = held + 1; index <= target; index += 1) opening.push(openIdle(agent, port, index, requests));
      // In parallel batches of 200, so the accept queue is never the limit.
      for (let start = 0; start < opening.length; start += 200) await Promise.all(opening.slice(start, start + 200).map((open) => open()));
      held = target;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rss = rssMb(pid);
      steps.push({ streams: held, rss });
      if (rss - baseline <= MEMORY_LIMIT_MB) heldWithin = held;
      else break;
    }
    // Still open and answering: a heartbeat runs over all of them, and a health check answers.
    const health = await fetch(`${server.url}/api/health`);
    const last = steps.at(-1);
    return {
      storage: database ? 'Postgres' : 'PGlite',
      baseline,
      steps,
      heldWithin,
      perStreamKb: last && last.streams > 0 ? ((last.rss - baseline) * 1024) / last.streams : 0,
      healthy: health.status === 200,
      capped: heldWithin === MAX_STREAMS,
    };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** @returns a function that opens stream `index` and resolves once its first bytes arrived */
function openIdle(agent, port, index, requests) {
  return () =>
    new Promise((resolve, reject) => {
      const path = `/api/live/benchidle_${String(index).padStart(8, '0')}_session/events?token=benchtoken_${index}_0123456789abcdef`;
      const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { 'x-forwarded-for': address } }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream ${index} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.once('data', () => resolve());
        response.on('data', () => {});
      });
      request.on('error', reject);
      requests.push(request);
    });
}

// ── Shared ───────────────────────────────────────────────────────────────────────────────────────────────────

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function percentile(values, p) {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function printLatency({ mode, toDispatcher, toVisitor }) {
  const rows = [
    ['visitor → dispatcher', toDispatcher],
    ['dispatcher → visitor', toVisitor],
  ];
  const lines = [
    `live hand-off: message latency, post → event on the other side's stream (${mode})`,
    `${'direction'.padEnd(24)} ${'n'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'target'.padStart(8)}`,
  ];
  for (const [name, times] of rows) {
    const p95 = percentile(times, 95);
    lines.push(
      `${name.padEnd(24)} ${String(times.length).padStart(4)} ${percentile(times, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(7)} ${'≤ 200'.padStart(8)} ${p95 <= 200 ? 'ok' : 'OVER'}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function printStreams({ storage, baseline, steps, heldWithin, perStreamKb, healthy, capped }) {
  const total = steps.filter((step) => step.rss <= MEMORY_LIMIT_MB).at(-1)?.streams ?? 0;
  const lines = [
    `live hand-off: idle visitor streams in one process (${storage}), ${MEMORY_LIMIT_MB} MB for the streams, at most ${MAX_STREAMS.toLocaleString('en-US')}`,
    `idle process RSS ${baseline.toFixed(0)} MB; ${perStreamKb.toFixed(1)} KB per open stream`,
    ...steps.map(
      (step) =>
        `${String(step.streams).padStart(7)} streams  RSS ${step.rss.toFixed(0).padStart(5)} MB  (+${(step.rss - baseline).toFixed(0)} MB)`,
    ),
    `held with ≤ ${MEMORY_LIMIT_MB} MB over the idle process: ${heldWithin.toLocaleString('en-US')}${capped ? ' (the loop cap, not the memory)' : ''} (target ≥ 5,000) ${heldWithin >= 5000 ? 'ok' : 'UNDER'}; with the whole process ≤ ${MEMORY_LIMIT_MB} MB: ${total.toLocaleString('en-US')}; health check while open: ${healthy ? 'ok' : 'FAILED'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
