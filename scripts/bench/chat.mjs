// Server figures (DESIGN §5): the chat on the local engine against the GET /api/health baseline of the same
// run, on the widget's real path (POST /api/chat/stream, as widget/src/api/httpTransport.ts sends it: JSON in,
// server-sent events out) and on POST /api/chat, at 10 and 50 connections. Every request is a new visitor (own
// sessionId, own client address through X-Forwarded-For with TRUST_PROXY=1), as in production, so the per-IP and
// per-session abuse limits measure nothing here but the work of answering. The figures are printed beside the
// previous ones (chat-baseline.json, from docs/performance.md's history), so "no worse than before" is visible.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DURATION_SECONDS, measure, printTable, startBenchServer, warmUp } from './lib.mjs';

/** The previous figures: ranges over runs, per connection count. */
const BEFORE = JSON.parse(readFileSync(new URL('./chat-baseline.json', import.meta.url), 'utf8'));

/** Makes every session id of this run unique and as long as the API requires (22+ characters). */
const RUN_ID = randomBytes(9).toString('base64url');

const PORT = Number(process.env.BENCH_CHAT_PORT || 4610);

const MESSAGES = [
  'My garage door spring snapped, how much to fix it?',
  "The door won't close, it goes down and then back up",
  'opener just hums and nothing happens',
  'Do you service Beaverton?',
  'how much is a new insulated double door',
  "I'm Dana, 503-555-0156, Gresham, cable snapped, please send someone",
];

let sequence = 0;
/** A new visitor per request: fresh session id, a message from the list, a fresh client address. */
function chatRequest(request) {
  sequence += 1;
  const body = JSON.stringify({
    message: MESSAGES[sequence % MESSAGES.length],
    sessionId: `bench_${process.pid}_${sequence}_${RUN_ID}`,
    context: { conversationHistory: [], userRegion: 'portland-metro', city: 'Portland' },
    locale: 'en',
  });
  const address = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': address } };
}

/** The two ways a turn is asked: the widget's stream (its accept header), and the plain JSON endpoint. */
const PATHS = {
  stream: { name: 'POST /api/chat/stream (widget)', path: '/api/chat/stream', accept: 'text/event-stream' },
  json: { name: 'POST /api/chat (local engine)', path: '/api/chat', accept: 'application/json' },
};

function measureChat(url, connections, { duration = DURATION_SECONDS, pid, via = PATHS.stream } = {}) {
  return measure({
    url,
    connections,
    duration,
    pid,
    method: 'POST',
    path: via.path,
    headers: { 'content-type': 'application/json', accept: via.accept },
    setupRequest: chatRequest,
  });
}

/** Today's rows beside the previous figures (a range over runs), so a regression shows. */
function printSideBySide(rows) {
  const range = ([low, high], format) => (low === high ? format(low) : `${format(low)}–${format(high)}`);
  const lines = [
    '',
    `chat: now vs before (${BEFORE.source})`,
    `${'endpoint'.padEnd(34)} ${'conns'.padStart(5)} ${'req/s now'.padStart(10)} ${'before'.padStart(11)} ${'p99 now'.padStart(8)} ${'before'.padStart(8)} ${'cpu ms now'.padStart(11)} ${'before'.padStart(10)}`,
  ];
  for (const row of rows.filter((candidate) => candidate.name.startsWith('POST'))) {
    const before = BEFORE.rows.find((candidate) => candidate.connections === row.connections);
    if (!before) continue;
    const cpu = row.cpuMsPerRequest === undefined ? '—' : row.cpuMsPerRequest.toFixed(2);
    lines.push(
      `${row.name.padEnd(34)} ${String(row.connections).padStart(5)} ${row.rps.toFixed(0).padStart(10)} ${range(before.rps, String).padStart(11)} ${String(row.p99).padStart(8)} ${range(before.p99, String).padStart(8)} ${cpu.padStart(11)} ${range(before.cpuMsPerRequest, (value) => value.toFixed(2)).padStart(10)}`,
    );
  }
  lines.push("A loaded machine moves every figure; compare runs made on a quiet one, and the ratio to the same run's baseline.");
  process.stdout.write(`${lines.join('\n')}\n`);
}

export default async function run() {
  const database = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
  const server = await startBenchServer({
    port: PORT,
    env: { TOD_ENGINE: 'local', OPENAI_API_KEY: '', TRUST_PROXY: '1', LOG_LEVEL: 'warn', ...database },
  });
  try {
    const rows = [];
    const pid = server.child.pid;
    // The model trains on the first turn a process answers: wait for it, so no measurement pays for it.
    const first = chatRequest({ headers: {} });
    await fetch(`${server.url}/api/chat`, { method: 'POST', headers: first.headers, body: first.body });
    await measureChat(server.url, 5, { duration: 2 });
    for (const connections of [10, 50]) {
      await warmUp({ url: server.url, path: '/api/health' });
      const baseline = {
        name: 'GET /api/health (baseline)',
        connections,
        ...(await measure({ url: server.url, path: '/api/health', connections, pid })),
      };
      rows.push(baseline);
      for (const via of [PATHS.stream, PATHS.json]) {
        rows.push({ name: via.name, connections, ...(await measureChat(server.url, connections, { pid, via })), baseline });
      }
    }
    printTable('chat-server: assistant reply vs baseline (targets: ≥ 60 % of baseline req/s at 50 connections, p99 ≤ 10 ms at 10)', rows);
    printSideBySide(rows);
    const failures = rows.filter((row) => row.name.startsWith('POST')).reduce((sum, row) => sum + row.non2xx + row.errors, 0);
    if (failures > 0) process.stdout.write(`warning: ${failures} chat requests did not answer 2xx\n`);
  } finally {
    await server.stop();
  }
}
