// Server CPU per chat turn, by the turn's place in a conversation (issue "one chat turn, computed once"). The
// chat bench above sends first turns only; real conversations go on, and a turn that re-reads the history
// gets dearer each turn. Here five conversations run at a time, each from its own address (TRUST_PROXY and
// X-Forwarded-For) with its own session and token, and send the same ten ordinary turns as the widget does
// (POST /api/chat with the history). For each turn index the server process's CPU (all threads, from
// /proc/PID/stat) over the batch, minus its idle rate over the same wall time, is divided by the turns answered.
// Runs on PGlite, and on Postgres too when BENCH_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startBenchServer } from './lib.mjs';

/** Ten ordinary visitor turns: a noise, a price, safety, coverage, a day, the name, the phone, the duration. */
export const TURNS = [
  'my garage door makes a loud grinding noise when it opens',
  'how much would that cost to fix?',
  'is it safe to keep using it meanwhile?',
  'do you come out to Gresham?',
  'could someone come on Thursday?',
  'my name is Dana Whitfield',
  'my number is 503-555-0156',
  'how long does the repair usually take?',
  'and do you charge for the visit?',
  'ok thanks, that is all',
];

const CONCURRENT = 5;
const GROUPS = Number(process.env.BENCH_CHAT_GROUPS || 20);
const PORT = Number(process.env.BENCH_CHAT_TURNS_PORT || 4612);
const RUN_ID = randomBytes(9).toString('base64url');
/** Linux's USER_HZ: /proc reports CPU time in ticks of 10 ms. */
const MS_PER_TICK = 10;

/** The whole process's CPU time so far in ms (all threads, ended ones included); undefined without /proc. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

/** The server's CPU ms per wall ms while nothing is asked of it (timers, the pool, the runtime). */
async function idleRate(pid, ms = 3000) {
  const before = processCpuMs(pid);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (processCpuMs(pid) - before) / (performance.now() - started);
}

/** One visitor: a session id, an address, the token once issued, and the history the widget would send. */
function newVisitor(index) {
  return {
    sessionId: `turns_${process.pid}_${index}_${RUN_ID}`,
    address: `10.77.${(index >> 8) & 255}.${index & 255}`,
    token: undefined,
    history: [],
  };
}

async function sendTurn(url, visitor, message) {
  const body = {
    message,
    sessionId: visitor.sessionId,
    context: { conversationHistory: visitor.history.slice(-20), userRegion: 'portland-metro' },
    locale: 'en',
    ...(visitor.token ? { sessionToken: visitor.token } : {}),
  };
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor.address },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`turn answered ${response.status}: ${await response.text()}`);
  const reply = await response.json();
  visitor.token ??= reply.metadata?.sessionToken;
  visitor.history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.content });
}

/**
 * Plays GROUPS batches of five conversations and returns, per turn index, the server's CPU ms per turn.
 * @param {string} url
 * @param {number} pid
 */
export async function cpuPerTurn(url, pid) {
  const rate = await idleRate(pid);
  const used = TURNS.map(() => 0);
  for (let group = 0; group < GROUPS; group += 1) {
    const batch = Array.from({ length: CONCURRENT }, (_, slot) => newVisitor(1 + group * CONCURRENT + slot));
    for (const [index, message] of TURNS.entries()) {
      const before = processCpuMs(pid);
      const started = performance.now();
      await Promise.all(batch.map((visitor) => sendTurn(url, visitor, message)));
      used[index] += processCpuMs(pid) - before - rate * (performance.now() - started);
    }
  }
  return used.map((ms) => Math.max(0, ms) / (GROUPS * CONCURRENT));
}

async function measureOn(label, env) {
  const server = await startBenchServer({
    port: PORT,
    env: { TOD_ENGINE: 'local', OPENAI_API_KEY: '', TRUST_PROXY: '1', LOG_LEVEL: 'warn', ...env },
  });
  try {
    // The first turn a process answers loads the model: pay it before measuring.
    await sendTurn(server.url, newVisitor(0), TURNS[0]);
    const perTurn = await cpuPerTurn(server.url, server.child.pid);
    const cells = perTurn.map((ms, index) => `t${index + 1} ${ms.toFixed(2)}`).join('  ');
    const growth = perTurn[0] > 0 ? ((perTurn[9] / perTurn[0] - 1) * 100).toFixed(0) : '—';
    process.stdout.write(
      `${label.padEnd(9)} server CPU ms per turn: ${cells}\n${' '.repeat(10)}turn 1 ${perTurn[0].toFixed(2)} ms, turn 10 ${perTurn[9].toFixed(2)} ms (${growth} % over turn 1)\n`,
    );
  } finally {
    await server.stop();
  }
}

export default async function run() {
  process.stdout.write(
    `chat turns: ${GROUPS}×${CONCURRENT} conversations of ${TURNS.length} turns, CPU net of idle (targets: turn 1 ≤ 1.5 ms, turn 10 within 15 % of turn 1; when the issue was filed: 4.1 and 7.8 ms)\n`,
  );
  await measureOn('PGlite', {});
  if (process.env.BENCH_DATABASE_URL) await measureOn('Postgres', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
}
