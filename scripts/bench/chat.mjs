// Server figures (DESIGN §5): POST /api/chat on the local engine against the GET /api/health baseline
// of the same run. Every request is a new visitor (own sessionId, own client address through
// X-Forwarded-For with TRUST_PROXY=1), as in production, so the per-IP and per-session abuse limits
// measure nothing here but the work of answering.
import { randomBytes } from 'node:crypto';
import { DURATION_SECONDS, measure, printTable, startBenchServer, warmUp } from './lib.mjs';

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
  });
  const address = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  return { ...request, body, headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': address } };
}

function measureChat(url, connections, { duration = DURATION_SECONDS, pid } = {}) {
  return measure({
    url,
    connections,
    duration,
    pid,
    method: 'POST',
    path: '/api/chat',
    headers: { 'content-type': 'application/json' },
    setupRequest: chatRequest,
  });
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
    await measureChat(server.url, 5, { duration: 2 });
    for (const connections of [10, 50]) {
      await warmUp({ url: server.url, path: '/api/health' });
      const baseline = {
        name: 'GET /api/health (baseline)',
        connections,
        ...(await measure({ url: server.url, path: '/api/health', connections, pid })),
      };
      rows.push(baseline, {
        name: 'POST /api/chat (local engine)',
        connections,
        ...(await measureChat(server.url, connections, { pid })),
        baseline,
      });
    }
    printTable('chat-server: assistant reply vs baseline (targets: ≥ 60 % of baseline req/s at 50 connections, p99 ≤ 10 ms at 10)', rows);
    const failures = rows.filter((row) => row.name.startsWith('POST')).reduce((sum, row) => sum + row.non2xx + row.errors, 0);
    if (failures > 0) process.stdout.write(`warning: ${failures} chat requests did not answer 2xx\n`);
  } finally {
    await server.stop();
  }
}
